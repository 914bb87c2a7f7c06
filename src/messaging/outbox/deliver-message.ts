import { prisma } from "../../platform/db/client.js";
import { logger } from "../../platform/logger.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { EmailSender } from "../email/email-sender.js";
import { sendClaimedEmail, type ClaimedEmailSettlement } from "../email/send-claimed-email.js";
import { adoptLegacyMessage } from "./adopt-legacy.js";
import { messageKindNamed, type MessageKind } from "./message-kind.js";
import { OutboxLifecycle } from "./outbox-status.js";

export type MessageDeliveryResult = "sent" | "rejected" | "skipped";

/** How long a claimed attempt may be with the provider; recorded on the row (`sending_until`) for operators. */
export const SENDING_LEASE_MS = 60_000;

/** The providers a message can go through, one per channel. */
export interface MessageSenders {
  email: EmailSender;
}

/** queued -> sending, counting the attempt ("recorded before" the provider is called): one statement; the message's kind, or null. */
async function claim(id: string): Promise<string | null> {
  const sending = OutboxLifecycle.sql.move("queued", "sending", "m");
  const [row] = await prisma.$queryRaw<{ kind: string }[]>(Prisma.sql`
    UPDATE outbound_messages m SET ${sending.set}, attempts = m.attempts + 1,
           sending_until = now() + make_interval(secs => ${SENDING_LEASE_MS / 1000})
     WHERE m.id = ${id} AND ${sending.guard}
    RETURNING m.kind`);
  return row?.kind ?? null;
}

/** sending -> sent | failed | canceled (the kind's settled hook in the same transaction), or back to queued for a retry. */
async function settle(kind: MessageKind, id: string, status: ClaimedEmailSettlement | "canceled", error?: string, providerMessageId?: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const now = new Date();
    const moved = await OutboxLifecycle.transition(tx, {
      id,
      from: "sending",
      to: status,
      data: {
        sendingUntil: null,
        ...(status === "queued" ? {} : { settledAt: now }),
        ...(status === "sent" ? { sentAt: now, providerMessageId: providerMessageId ?? null } : {}),
        ...(error ? { lastError: error } : {}),
      },
    });
    if (moved && status !== "queued") await kind.settled?.(tx, id, status, error ?? null);
  });
}

/**
 * The send-message job's work, one rule for every kind: claims the message (queued -> sending,
 * recorded before the provider is called and never claimed again, so a crash or a retried job
 * never sends it twice), asks its kind what to send (null: pointless, canceled), sends, and
 * records the outcome. A refusal fails it for good; an unreachable provider puts it back to
 * queued for BullMQ's retry, failed on the last attempt. Logs ids and codes only.
 */
export async function deliverMessage(id: string, senders: MessageSenders, attempt: { isLast: boolean }): Promise<MessageDeliveryResult> {
  const kindName = await claim(id);
  if (kindName === null) return "skipped";
  const kind = messageKindNamed(kindName);
  let message;
  try {
    message = await kind.compose(id);
  } catch (error) {
    // Nothing was sent: give the claim back for the retry.
    await settle(kind, id, attempt.isLast ? "failed" : "queued", attempt.isLast ? kind.gaveUp : undefined);
    throw error;
  }
  if (message === null) {
    await settle(kind, id, "canceled");
    return "skipped";
  }
  const result = await sendClaimedEmail({
    sender: senders.email,
    message,
    attempt,
    settle: (status, error, providerMessageId) => settle(kind, id, status, error, providerMessageId),
    gaveUp: kind.gaveUp,
    what: kind.what,
    ids: { [kind.logKey]: id },
  });
  if (result === "sent") logger.debug({ [kind.logKey]: id, sender: senders.email.name }, `${kind.what} sent`);
  return result;
}

/**
 * A job of the release before the outbox (`password-reset-email`, `team-alert-email`) left in
 * Redis at the upgrade: its row is adopted into the outbox (if the previous release had not
 * settled or claimed it) and delivered by the one rule above.
 */
export async function deliverLegacyMessage(kindName: string, id: string, senders: MessageSenders, attempt: { isLast: boolean }): Promise<MessageDeliveryResult> {
  await adoptLegacyMessage(messageKindNamed(kindName), id);
  return deliverMessage(id, senders, attempt);
}

/** Messages still queued a while after they were queued: the sweeper makes sure each has a job. */
export async function findQueuedMessages(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.outboundMessage.findMany({
    where: { ...OutboxLifecycle.is("queued"), createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
