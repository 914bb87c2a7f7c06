import { prisma } from "../../platform/db/client.js";
import { query } from "../../platform/db/sql.js";
import { logger } from "../../platform/logger.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { createdBeforeRestoreFence } from "../../platform/db/restore-fence.js";
import { configuredEmailSender } from "../email/configured-sender.js";
import type { EmailSender } from "../email/email-sender.js";
import { configuredSmsProvider } from "../sms/configured-provider.js";
import type { SmsProvider } from "../sms/provider.js";
import { adoptLegacyMessage } from "./adopt-legacy.js";
import { outboxChannels } from "./channels.js";
import { messageKindNamed, type ChannelMessages, type MessageChannel, type MessageKind } from "./message-kind.js";
import { OutboxLifecycle } from "./outbox-status.js";
import { sendClaimed, type ClaimedSettlement, type OutboxChannel } from "./send-claimed.js";

export type MessageDeliveryResult = "sent" | "rejected" | "skipped";

/** The providers a message can go through, one per channel. */
export interface MessageSenders {
  email: EmailSender;
  sms: SmsProvider;
}

/** The providers the configuration names (EMAIL_PROVIDER, SMS_PROVIDER). */
export const configuredSenders = (): MessageSenders => ({ email: configuredEmailSender(), sms: configuredSmsProvider() });

interface Claimed {
  kind: string;
  created_at: Date;
  /** Made before the database was restored from a backup (src/platform/db/restore-fence.ts): it may have gone out after the backup point. */
  before_restore_fence: boolean;
}

/** Each channel's lease in seconds, by `channel` (alias `m`): how long a claimed attempt may be with the provider. */
const leaseSeconds = Prisma.sql`CASE m.channel ${Prisma.join(
  Object.entries(outboxChannels).map(([channel, { leaseMs }]) => Prisma.sql`WHEN ${channel} THEN ${leaseMs / 1000}`),
  " ",
)} END`;

/**
 * queued -> sending, counting the attempt ("recorded before" the provider is called) and leasing
 * it (`sending_until`; turning live access off waits for the texts still within theirs): one
 * statement; null when not queued.
 */
async function claim(id: string): Promise<Claimed | null> {
  const sending = OutboxLifecycle.sql.move("queued", "sending", "m");
  const [row] = await query<Claimed>(Prisma.sql`
    UPDATE outbound_messages m SET ${sending.set}, attempts = m.attempts + 1,
           sending_until = now() + make_interval(secs => (${leaseSeconds})::float8)
     WHERE m.id = ${id} AND ${sending.guard}
    RETURNING m.kind, m.created_at, ${createdBeforeRestoreFence(Prisma.sql`m.created_at`)} AS before_restore_fence`);
  return row ?? null;
}

/**
 * sending -> sent | failed | canceled, with what the kind writes on its owning row (`settled`), or
 * back to queued for a retry: one statement, so the message and its owner never disagree.
 */
async function settle(kind: MessageKind, id: string, status: ClaimedSettlement | "canceled", error?: string, providerMessageId?: string): Promise<void> {
  const move = OutboxLifecycle.sql.move("sending", status, "m");
  const settled = status !== "queued";
  const owner = settled && kind.settled ? Prisma.sql`, owner AS (${kind.settled(Prisma.sql`SELECT id FROM moved`, status, error ?? null)})` : Prisma.empty;
  await query(Prisma.sql`
    WITH moved AS (
      UPDATE outbound_messages m SET ${move.set}, sending_until = NULL
             ${settled ? Prisma.sql`, settled_at = now()` : Prisma.empty}
             ${status === "sent" ? Prisma.sql`, sent_at = now(), provider_message_id = ${providerMessageId ?? null}` : Prisma.empty}
             ${error ? Prisma.sql`, last_error = ${error}` : Prisma.empty}
       WHERE m.id = ${id} AND ${move.guard}
      RETURNING m.id)${owner}
    SELECT count(*)::int AS moved FROM moved`);
}

/** Hands the composed message to its channel's provider, by the outbox's one send rule. */
function sendOn(kind: MessageKind, id: string, message: ChannelMessages[MessageChannel], claimed: Claimed, senders: MessageSenders, attempt: { isLast: boolean }) {
  const channel = outboxChannels[kind.channel] as OutboxChannel<{ name: string }, unknown>;
  return sendClaimed(channel, {
    provider: senders[kind.channel],
    message,
    attempt,
    settle: (status, error, providerMessageId) => settle(kind, id, status, error, providerMessageId),
    gaveUp: kind.gaveUp,
    what: kind.what,
    ids: { [kind.logKey]: id },
    madeBeforeRestore: claimed.before_restore_fence ? claimed.created_at : null,
  });
}

/**
 * The send-message job's work, one rule for every kind and channel: claims the message (queued ->
 * sending, recorded before the provider is called and never claimed again, so a crash or a
 * retried job never sends it twice), asks its kind what to send (null: pointless, canceled), sends,
 * and records the outcome. A refusal fails it for good; an unreachable provider puts it back to
 * queued for BullMQ's retry, failed on the last attempt. While the SMS switch is off, a text is
 * canceled instead. Logs ids only.
 */
export async function deliverMessage(id: string, senders: MessageSenders, attempt: { isLast: boolean }): Promise<MessageDeliveryResult> {
  const claimed = await claim(id);
  if (claimed === null) return "skipped";
  const kind = messageKindNamed(claimed.kind);
  const paused = outboxChannels[kind.channel].pausedReason?.() ?? null;
  if (paused !== null) {
    await settle(kind, id, "canceled", paused);
    return "skipped";
  }
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
  const result = await sendOn(kind, id, message, claimed, senders, attempt);
  if (result === "sent") logger.debug({ [kind.logKey]: id, channel: kind.channel }, `${kind.what} sent`);
  return result;
}

/**
 * A job of a release before the outbox (`password-reset-email`, `sms-send`, ...) left in Redis
 * at the upgrade: its row is adopted into the outbox (if the previous release had not
 * settled or claimed it) and delivered by the one rule above.
 */
export async function deliverLegacyMessage(kindName: string, id: string, senders: MessageSenders, attempt: { isLast: boolean }): Promise<MessageDeliveryResult> {
  await adoptLegacyMessage(messageKindNamed(kindName), id);
  return deliverMessage(id, senders, attempt);
}

/** Messages still queued a while after they were queued: the sweeper makes sure each has a job. */
export async function findQueuedMessages(olderThanMs = 30_000, batch = 500): Promise<{ id: string; channel: MessageChannel }[]> {
  const rows = await prisma.outboundMessage.findMany({
    where: { ...OutboxLifecycle.is("queued"), createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true, channel: true },
    take: batch,
  });
  return rows.map((row) => ({ id: row.id, channel: row.channel as MessageChannel }));
}
