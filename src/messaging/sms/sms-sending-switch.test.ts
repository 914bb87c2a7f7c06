import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { twilio } = await vi.hoisted(async () => {
  const { startTwilioServer, twilioEnv } = await import("../../../test/support/twilio-server.js");
  const server = await startTwilioServer();
  Object.assign(process.env, twilioEnv(server));
  process.env.SMS_SENDING_ENABLED = "false";
  return { twilio: server };
});

import { prisma } from "../../platform/db/client.js";
import { enqueueMany } from "../../platform/queues/enqueue.js";
import "../../app/message-kinds.js";
import { messageKindNamed } from "../outbox/message-kind.js";
import { queueMessages } from "../outbox/queue-message.js";
import { insertLivePhoneCode, phoneCodeWithMessage } from "../../../test/support/code-messages.js";
import { QUEUES } from "../../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, merchant, workers] = await Promise.all([startApi(), createTestMerchant(), runWorkers([QUEUES.sms])]);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), twilio.close()]);
});

describe("SMS_SENDING_ENABLED=false", () => {
  it("a live send-code is 503 with nothing recorded and no budget spent; test mode still works", async () => {
    const live = await client(api.baseUrl, merchant.liveKey).post("/api/v1/verification-sessions", { flows: ["phone"] });
    const res = await sdkClient(api.baseUrl, live.body.client_token).post("/phone/send-code", { phone_number: "+33612345678" });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: "service_unavailable", type: "api_error" });
    expect(await prisma.phoneCode.count({ where: { objectId: live.body.id } })).toBe(0);
    expect(await prisma.sdkFlow.count({ where: { objectId: live.body.id } })).toBe(0);
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    expect((await portal.call("GET", "/settings")).body.sms_usage.today).toBe(0);

    const test = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "interactive" });
    expect((await sdkClient(api.baseUrl, test.body.client_token).post("/phone/send-code", { phone_number: "+33612345678" })).status).toBe(202);
  });

  it("a send queued before the switch was pulled is canceled by its job, not sent", async () => {
    const session = await client(api.baseUrl, merchant.liveKey).post("/api/v1/verification-sessions", { flows: ["phone"] });
    const id = await insertLivePhoneCode({ objectId: session.body.id, merchantId: merchant.merchantId });
    const before = twilio.requestCount();
    await enqueueMany(await queueMessages(prisma, messageKindNamed("phone_code"), [id]));
    const row = await waitFor(async () => {
      const r = await phoneCodeWithMessage(id);
      return r.message?.status === "canceled" ? r : null;
    }, "the queued send to be canceled");
    expect(row).toMatchObject({ codeSealed: null, phoneSealed: null, message: { lastError: expect.stringContaining("paused") } });
    expect(twilio.requestCount()).toBe(before);
  });
});
