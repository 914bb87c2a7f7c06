import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database of the file's own: the repair acts on every row, and other files queue messages too.
const { smtp, privateDatabase } = await vi.hoisted(async () => (await import("../../../test/support/private-mail.js")).startPrivateMail());

import { setTimeout as sleep } from "node:timers/promises";
import "../../app/message-kinds.js";
import { passwordResetEmailJob } from "../../accounts/portal/jobs/password-reset-email.js";
import { resetMessageKind } from "../../accounts/portal/password-reset/reset-message.js";
import { newResetToken, resetTokenHash } from "../../accounts/portal/password-reset/reset-token.js";
import { seal } from "../../platform/crypto/sealed-box.js";
import { prisma } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";
import { enqueue } from "../../platform/queues/enqueue.js";
import { getQueue } from "../../platform/queues/factory.js";
import { QUEUES } from "../../platform/queues/names.js";
import { configuredEmailSender } from "../email/configured-sender.js";
import type { EmailSender } from "../email/email-sender.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { configuredSenders, deliverMessage } from "./deliver-message.js";
import { OutboxLifecycle } from "./outbox-status.js";
import { pruneSettledMessages, SETTLED_MESSAGE_KEEP_MS } from "./prune-messages.js";
import { queueMessages } from "./queue-message.js";
import { requeueQueuedMessages } from "./requeue-queued-messages.js";

let workers: { stop: () => Promise<void> } | undefined;
afterAll(async () => {
  await workers?.stop();
  await smtp.close();
  await privateDatabase.drop();
});

/** A user with a reset link, written as `release` would: the outbox's (with its message) or the previous one's (mail_status queued, no message). */
async function resetRow(release: "outbox" | "previous", options: { agoMs?: number } = {}) {
  const merchant = await createTestMerchant();
  const user = await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } });
  const id = newId("passwordReset");
  const createdAt = new Date(Date.now() - (options.agoMs ?? 0));
  const token = newResetToken();
  await prisma.passwordReset.create({
    data: {
      id,
      userId: user.id,
      tokenHash: resetTokenHash(token),
      tokenSealed: seal("password-reset-tokens", token),
      expiresAt: new Date(Date.now() + 600_000),
      createdAt,
      ...(release === "previous" ? { mailStatus: "queued" } : {}),
    },
  });
  if (release === "outbox") {
    await queueMessages(prisma, resetMessageKind, [id]);
    await prisma.outboundMessage.update({ where: { id }, data: { createdAt } });
  }
  return { id, email: user.email };
}

const message = (id: string) => prisma.outboundMessage.findUnique({ where: { id } });
const senders = configuredSenders;

describe("the outbox", () => {
  beforeAll(async () => {
    workers = await runWorkers([QUEUES.email]);
  });

  it("sends once across a crash between the send and its settle: the retried job and the repair find it claimed", async () => {
    const { id, email } = await resetRow("outbox");
    // A worker that hands the mail over and dies before recording the answer: its send never settles.
    const real = configuredEmailSender();
    const dying: EmailSender = { name: "dying", send: async (m) => (await real.send(m), new Promise<never>(() => {})) };
    void deliverMessage(id, { ...configuredSenders(), email: dying }, { isLast: false });
    await waitFor(() => (smtp.to(email).length === 1 ? true : null), "the first send");
    expect(await message(id)).toMatchObject({ status: "sending", attempts: 1 });
    // The stalled job taken again, and the sweeper's repair: neither sends it a second time.
    expect(await deliverMessage(id, senders(), { isLast: false })).toBe("skipped");
    await prisma.outboundMessage.update({ where: { id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await requeueQueuedMessages();
    expect(await getQueue(QUEUES.email).getJobState(`message-${id}`)).toBe("unknown");
    await sleep(500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await message(id)).toMatchObject({ status: "sending", attempts: 1 });
  });

  it("re-enqueues a queued message whose job Redis lost, and it is sent once", async () => {
    const { id, email } = await resetRow("outbox", { agoMs: 60_000 });
    expect(await getQueue(QUEUES.email).getJobState(`message-${id}`)).toBe("unknown");
    expect(await requeueQueuedMessages()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => ((await message(id))?.status === "sent" ? true : null), "the message sent");
    expect(smtp.to(email)).toHaveLength(1);
    expect((await prisma.passwordReset.findUniqueOrThrow({ where: { id } })).tokenSealed).toBeNull();
    await requeueQueuedMessages();
    await sleep(300);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("never sends a canceled message, nor one its kind finds pointless", async () => {
    const canceled = await resetRow("outbox");
    expect(await OutboxLifecycle.transition(prisma, { id: canceled.id, from: "queued", to: "canceled" })).toBe(true);
    expect(await deliverMessage(canceled.id, senders(), { isLast: false })).toBe("skipped");

    const used = await resetRow("outbox");
    await prisma.passwordReset.update({ where: { id: used.id }, data: { usedAt: new Date() } });
    expect(await deliverMessage(used.id, senders(), { isLast: false })).toBe("skipped");
    expect(await message(used.id)).toMatchObject({ status: "canceled", attempts: 1 });
    expect((await prisma.passwordReset.findUniqueOrThrow({ where: { id: used.id } })).tokenSealed).toBeNull();

    await sleep(300);
    expect(smtp.to(canceled.email)).toHaveLength(0);
    expect(smtp.to(used.email)).toHaveLength(0);
  });

  it("upgrade: a row the previous release queued is adopted by the repair and sent once; one it claimed is left to it", async () => {
    const queued = await resetRow("previous", { agoMs: 60_000 });
    const claimed = await resetRow("previous", { agoMs: 60_000 });
    await prisma.passwordReset.update({ where: { id: claimed.id }, data: { mailStatus: "sending" } });
    expect(await requeueQueuedMessages()).toBeGreaterThanOrEqual(1);
    await waitFor(async () => ((await message(queued.id))?.status === "sent" ? true : null), "the adopted row sent");
    expect(await prisma.passwordReset.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({ mailStatus: "outbox", tokenSealed: null });
    expect(await message(claimed.id)).toBeNull();
    await requeueQueuedMessages();
    await sleep(300);
    expect(smtp.to(queued.email)).toHaveLength(1);
    expect(smtp.to(claimed.email)).toHaveLength(0);
  });

  it("upgrade: a job the previous release left in Redis under its old name is routed to the outbox and sent once", async () => {
    const old = await resetRow("previous");
    await enqueue(passwordResetEmailJob, { passwordResetId: old.id });
    await waitFor(async () => ((await message(old.id))?.status === "sent" ? true : null), "the old job's row sent");
    expect(smtp.to(old.email)).toHaveLength(1);
    await prisma.outboundMessage.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await requeueQueuedMessages();
    await sleep(300);
    expect(smtp.to(old.email)).toHaveLength(1);
  });

  it("prunes messages settled over 30 days ago; queued, sending and recent ones stay", async () => {
    const now = new Date();
    const [old, recent, sending, queued] = await Promise.all([resetRow("outbox"), resetRow("outbox"), resetRow("outbox"), resetRow("outbox")]);
    await prisma.outboundMessage.update({ where: { id: old.id }, data: { status: "sent", settledAt: new Date(now.getTime() - SETTLED_MESSAGE_KEEP_MS - 60_000) } });
    await prisma.outboundMessage.update({ where: { id: recent.id }, data: { status: "failed", settledAt: new Date(now.getTime() - SETTLED_MESSAGE_KEEP_MS + 60_000) } });
    await prisma.outboundMessage.update({ where: { id: sending.id }, data: { status: "sending", createdAt: new Date(now.getTime() - 2 * SETTLED_MESSAGE_KEEP_MS) } });
    expect(await pruneSettledMessages(now)).toBe(1);
    expect(await message(old.id)).toBeNull();
    for (const kept of [recent, sending, queued]) expect(await message(kept.id)).not.toBeNull();
  });
});
