import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { twilio } = await vi.hoisted(async () => {
  const { startTwilioServer } = await import("../../../test/support/twilio-server.js");
  const server = await startTwilioServer({ invalidNumbers: ["+33612345679"] });
  process.env.SMS_PROVIDER = "twilio";
  process.env.TWILIO_API_URL = server.apiUrl;
  process.env.TWILIO_ACCOUNT_SID = server.accountSid;
  process.env.TWILIO_AUTH_TOKEN = server.authToken;
  process.env.TWILIO_FROM = server.from;
  return { twilio: server };
});

import { setTimeout as sleep } from "node:timers/promises";
import { prisma } from "../../platform/db/client.js";
import { getQueue } from "../../platform/queues/factory.js";
import { processRegistry } from "../../platform/metrics/metrics.js";
import { parseExposition, sampleSum } from "../../../test/support/metrics.js";
import { QUEUES } from "../../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { phoneCodeWithMessage } from "../../../test/support/code-messages.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";

let api: TestApi;
let merchant: TestMerchant;
let live: ApiClient;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [api, merchant, workers] = await Promise.all([startApi(), createTestMerchant(), runWorkers([QUEUES.sms])]);
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(async () => {
  await workers.stop();
  await Promise.all([api.close(), twilio.close()]);
});

async function livePhoneSession() {
  const res = await live.post("/api/v1/verification-sessions", { flows: ["phone"] });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

/** The object's last phone code, with its outbox message. */
const codeRow = async (objectId: string) => {
  const { id } = await prisma.phoneCode.findFirstOrThrow({ where: { objectId }, orderBy: { createdAt: "desc" }, select: { id: true } });
  return phoneCodeWithMessage(id);
};

describe("live SMS through the Twilio Messages API", () => {
  it("sends the code from a job (never in the request, never in job data), then the code verifies", async () => {
    const { session, sdk } = await livePhoneSession();
    const to = "+33612345670";
    const sent = await sdk.post("/phone/send-code", { phone_number: to });
    expect(sent.status).toBe(202);
    const row = await codeRow(session.id);
    // Sealed at rest until sent; the job carries the row id only.
    expect(row.codeSealed).toMatch(/^v2\./);

    const code = await waitFor(() => twilio.codeSentTo(to), "the SMS");
    const sms = twilio.messages.find((m) => m.to === to)!;
    expect(sms.from).toBe(twilio.from);
    expect(sms.body).toContain("Test Merchant");
    expect(sms.body).toMatch(/\b\d{6}\b/);
    const after = await waitFor(async () => {
      const r = await codeRow(session.id);
      return r.message?.status === "sent" ? r : null;
    }, "the send to be recorded");
    expect(after).toMatchObject({ codeSealed: null, phoneSealed: null, message: { channel: "sms", providerMessageId: sms.sid, attempts: 1 } });
    expect(JSON.stringify(after)).not.toContain(code);
    const job = await getQueue(QUEUES.sms).getJob(`message-${row.id}`);
    expect(job?.data).toEqual({ messageId: row.id });
    expect(JSON.stringify(job?.asJSON())).not.toContain(code);

    const verified = await sdk.post("/phone/verify", { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: "completed", livemode: true, flows: [{ type: "phone", status: "verified" }] });
    expect(await prisma.billableUsage.count({ where: { sessionId: session.id } })).toBe(1);
  });

  it("retries a 5xx with backoff until Twilio accepts", async () => {
    const { session, sdk } = await livePhoneSession();
    const to = "+33612345671";
    const sends = async (outcome: string) => sampleSum(parseExposition(await processRegistry.metrics()), "proofbase_sms_sends_total", { provider: "twilio", outcome });
    const [errorsBefore, sentBefore] = [await sends("error"), await sends("sent")];
    twilio.failNext(503, 2);
    expect((await sdk.post("/phone/send-code", { phone_number: to })).status).toBe(202);
    await waitFor(() => twilio.codeSentTo(to), "the SMS after two 503s", 15_000);
    const row = await waitFor(async () => {
      const r = await codeRow(session.id);
      return r.message?.status === "sent" ? r : null;
    }, "the send to be recorded");
    expect(row.message!.attempts).toBe(3);
    expect(await sends("error")).toBe(errorsBefore + 2);
    expect(await sends("sent")).toBe(sentBefore + 1);
  });

  it("a 4xx (invalid number) fails the send visibly, without the number or code in the error", async () => {
    const { session, sdk } = await livePhoneSession();
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345679" })).status).toBe(202);
    const row = await waitFor(async () => {
      const r = await codeRow(session.id);
      return r.message?.status === "failed" ? r : null;
    }, "the send to fail");
    expect(row).toMatchObject({ codeSealed: null, phoneSealed: null, message: { attempts: 1 } });
    expect(row.message!.lastError).toContain("21211");
    expect(row.message!.lastError).not.toContain("612345679");
    const view = await sdk.get("/session");
    expect(view.body.flows[0]).toMatchObject({ type: "phone", status: "pending", error: { code: "sms_failed" } });
  });

  it("brute force on a live code: five wrong guesses, then even the right code is code_expired", async () => {
    const { sdk } = await livePhoneSession();
    const to = "+33612345672";
    await sdk.post("/phone/send-code", { phone_number: to });
    const code = await waitFor(() => twilio.codeSentTo(to), "the SMS");
    const wrong = Array.from({ length: 8 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(wrong.map((guess) => sdk.post("/phone/verify", { code: guess })));
    expect(answers.filter((a) => a.body.error?.code === "incorrect_code")).toHaveLength(5);
    expect(answers.filter((a) => a.body.error?.code === "code_expired")).toHaveLength(3);
    const right = await sdk.post("/phone/verify", { code });
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe("code_expired");
  });

  it("test mode never calls the provider and accepts only 000000", async () => {
    const before = twilio.requestCount();
    const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "interactive" });
    const sdk = sdkClient(api.baseUrl, res.body.client_token);
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345673" })).status).toBe(202);
    const row = await codeRow(res.body.id);
    expect(row).toMatchObject({ smsStatus: "not_sent", codeSealed: null, phoneSealed: null });
    expect(await getQueue(QUEUES.sms).getJob(`sms-${row.id}`)).toBeUndefined();
    await sleep(500);
    expect(twilio.requestCount()).toBe(before);
    expect((await sdk.post("/phone/verify", { code: "000000" })).body.status).toBe("completed");
  });
});
