import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// A database of the file's own: the outbox's repair adopts every queued row, and other files queue codes too.
const { smtp, privateDatabase } = await vi.hoisted(async () => (await import("../../../test/support/private-mail.js")).startPrivateMail());

import { setTimeout as sleep } from "node:timers/promises";
import "../../app/message-kinds.js";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { getQueue } from "../../platform/queues/factory.js";
import { QUEUES } from "../../platform/queues/names.js";
import { requeueQueuedMessages } from "../../messaging/outbox/requeue-queued-messages.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { emailCodeWithMessage, insertLiveEmailCode, insertLivePhoneCode, phoneCodeWithMessage } from "../../../test/support/code-messages.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";

let workers: { stop: () => Promise<void> } | undefined;
let merchantId: string;

beforeAll(async () => {
  merchantId = (await createTestMerchant()).merchantId;
  workers = await runWorkers([QUEUES.email]);
});
afterAll(async () => {
  await workers?.stop();
  await smtp.close();
  await privateDatabase.drop();
});

const MINUTE_AGO = () => new Date(Date.now() - 60_000);

/** A live email code as the release before the outbox wrote it: its message queued in `mail_status`, no outbox row. */
const legacyEmailCode = (to: string) => insertLiveEmailCode({ objectId: newId("session"), merchantId }, to, { mailStatus: "queued", createdAt: MINUTE_AGO() });

/** A live phone code as the release before the outbox wrote it, its text with the provider until `leasedUntil`. */
const legacyPhoneCode = (leasedUntil: Date) =>
  insertLivePhoneCode({ objectId: newId("session"), merchantId }, { smsStatus: "queued", smsAttempts: 1, smsSendingUntil: leasedUntil, createdAt: MINUTE_AGO() });

describe("codes in the outbox, across the upgrade", () => {
  it("an email code the previous release queued is adopted by the repair and mailed once", async () => {
    const to = "legacy-code@example.com";
    const id = await legacyEmailCode(to);
    expect(await requeueQueuedMessages()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => ((await emailCodeWithMessage(id)).message?.status === "sent" ? true : null), "the adopted code mailed");
    expect(await emailCodeWithMessage(id)).toMatchObject({ mailStatus: "outbox", codeSealed: null, emailSealed: null, message: { kind: "email_code", channel: "email" } });
    await prisma.outboundMessage.update({ where: { id }, data: { createdAt: MINUTE_AGO() } });
    await requeueQueuedMessages();
    await sleep(300);
    expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.to(to)[0]!.raw).toContain("123456");
  });

  it("an email-send job the previous release left in Redis is routed to the outbox and mails once", async () => {
    const to = "legacy-job@example.com";
    const id = await legacyEmailCode(to);
    // As the previous release added it: its job name, payload and job id.
    await getQueue(QUEUES.email).add("email-send", { emailCodeId: id }, { jobId: `email-${id}` });
    await waitFor(async () => ((await emailCodeWithMessage(id)).message?.status === "sent" ? true : null), "the old job's code mailed");
    await requeueQueuedMessages();
    await sleep(300);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it("a text the previous release holds under its lease is left to it; once the lease lapses it is adopted onto the sms queue", async () => {
    const id = await legacyPhoneCode(new Date(Date.now() + 60_000));
    await requeueQueuedMessages();
    expect(await phoneCodeWithMessage(id)).toMatchObject({ smsStatus: "queued", message: null });

    await prisma.phoneCode.update({ where: { id }, data: { smsSendingUntil: new Date(Date.now() - 1_000) } });
    await requeueQueuedMessages();
    expect(await phoneCodeWithMessage(id)).toMatchObject({ smsStatus: "outbox", message: { status: "queued", kind: "phone_code", channel: "sms" } });
    // Enqueued at once (the message is as old as its code), on the texts' queue, by its id only.
    expect((await getQueue(QUEUES.sms).getJob(`message-${id}`))?.data).toEqual({ messageId: id });
    await getQueue(QUEUES.sms).remove(`message-${id}`);
  });
});
