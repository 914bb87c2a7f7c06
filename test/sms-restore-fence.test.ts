import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A code still queued in a database restored from a backup may have been texted after the backup
// point. With a restore fence recorded (npm run cli -- restore-fence), its send first asks Twilio's
// message list; codes made after the fence never ask. Own database: the fence is database-wide.
const { twilio, database } = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("./support/private-database.js");
  const database = await startPrivateDatabase();
  const { startTwilioServer, twilioEnv } = await import("./support/twilio-server.js");
  const twilio = await startTwilioServer();
  Object.assign(process.env, twilioEnv(twilio));
  return { twilio, database };
});

import { prisma } from "../src/platform/db/client.js";
import { recordRestoreFence } from "../src/platform/db/restore-fence.js";
import "../src/app/message-kinds.js";
import { configuredSenders, deliverMessage } from "../src/messaging/outbox/deliver-message.js";
import { closeQueues } from "../src/platform/queues/factory.js";
import type { SmsMessage } from "../src/messaging/sms/provider.js";
import { messageKindNamed } from "../src/messaging/outbox/message-kind.js";
import { phoneCodeWithMessage } from "./support/code-messages.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type ApiClient } from "./support/factories.js";
import { sdkClient } from "./support/sdk.js";

let api: TestApi;
let live: ApiClient;

beforeAll(async () => {
  const merchant = await createTestMerchant();
  api = await startApi();
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(async () => {
  await api.close();
  await closeQueues();
  await database.drop();
  await twilio.close();
});

const randomMobile = () => `+3361${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
const textsTo = (to: string) => twilio.messages.filter((m) => m.to === to);

/** A live code left queued (no sms worker runs here): its id and the text it would send. */
async function queuedCode(to: string): Promise<{ id: string; body: string }> {
  const session = await live.post("/api/v1/verification-sessions", { flows: ["phone"] });
  expect((await sdkClient(api.baseUrl, session.body.client_token).post("/phone/send-code", { phone_number: to })).status).toBe(202);
  const { id } = await prisma.phoneCode.findFirstOrThrow({ where: { objectId: session.body.id }, select: { id: true } });
  expect(await prisma.outboundMessage.findUnique({ where: { id } })).toMatchObject({ status: "queued", channel: "sms" });
  return { id, body: ((await messageKindNamed("phone_code").compose(id)) as SmsMessage).body };
}

const deliver = (id: string) => deliverMessage(id, configuredSenders(), { isLast: false });
const row = async (id: string) => {
  const { message, codeSealed, phoneSealed } = await phoneCodeWithMessage(id);
  return { smsStatus: message?.status, providerMessageId: message?.providerMessageId, codeSealed, phoneSealed };
};

describe("SMS after a restore: exactly once, through the restore fence", () => {
  it("a code made before the fence whose text Twilio already holds is recorded as sent with that message, not sent again", async () => {
    const to = randomMobile();
    const code = await queuedCode(to);
    // The send the restored database does not know: done after the backup point.
    const earlier = twilio.accept({ to, from: twilio.from, body: code.body });
    await recordRestoreFence("test: restored");
    const listed = twilio.listRequests.length;

    expect(await deliver(code.id)).toBe("sent");
    expect(textsTo(to)).toHaveLength(1);
    expect(twilio.listRequests.length - listed).toBe(1);
    expect(await row(code.id)).toEqual({ smsStatus: "sent", providerMessageId: earlier.sid, codeSealed: null, phoneSealed: null });
    expect(await deliver(code.id)).toBe("skipped");
    expect(textsTo(to)).toHaveLength(1);
  });

  it("a code made before the fence whose text Twilio does not hold (another code's text aside) is sent, once", async () => {
    const to = randomMobile();
    const code = await queuedCode(to);
    twilio.accept({ to, from: twilio.from, body: code.body.replace(/^\d{6}/, (digits) => String((Number(digits) + 1) % 1_000_000).padStart(6, "0")) });
    await recordRestoreFence(null);
    const listed = twilio.listRequests.length;

    expect(await deliver(code.id)).toBe("sent");
    expect(twilio.listRequests.length - listed).toBe(1);
    const sent = textsTo(to).filter((m) => m.body === code.body);
    expect(sent).toHaveLength(1);
    expect(await row(code.id)).toMatchObject({ smsStatus: "sent", providerMessageId: sent[0]!.sid });
    expect(await deliver(code.id)).toBe("skipped");
    expect(textsTo(to).filter((m) => m.body === code.body)).toHaveLength(1);
  });

  it("a code made after the newest fence never lists: no cost outside a restore", async () => {
    await recordRestoreFence(null);
    const to = randomMobile();
    const code = await queuedCode(to);
    const listed = twilio.listRequests.length;
    expect(await deliver(code.id)).toBe("sent");
    expect(textsTo(to)).toHaveLength(1);
    expect(twilio.listRequests.length).toBe(listed);
  });

  it("a list Twilio cannot answer now is retried like a failed send: nothing is sent meanwhile", async () => {
    const to = randomMobile();
    const code = await queuedCode(to);
    twilio.accept({ to, from: twilio.from, body: code.body });
    await recordRestoreFence(null);
    twilio.failNext(503);
    await expect(deliver(code.id)).rejects.toThrow(/message list/);
    expect(await row(code.id)).toMatchObject({ smsStatus: "queued" });
    expect(await deliver(code.id)).toBe("sent");
    expect(textsTo(to)).toHaveLength(1);
  });
});
