import { prisma, type Db } from "../../platform/db/client.js";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { createdBeforeRestoreFence } from "../../platform/db/restore-fence.js";
import type { CodeChannel } from "./channel.js";
import type { SettledCodeMessageStatus } from "./code-message.js";

// The delivery of a live code's message, shared by the channels (the sms-send and email-send jobs):
// every statement is the channel's table and columns with its message lifecycle's guard and SET.

export type DeliveryResult = "sent" | "rejected" | "skipped";

/** A send claimed for one attempt, with what the message needs. */
export interface ClaimedCode {
  id: string;
  code_sealed: string;
  destination_sealed: string;
  business_name: string;
  /** The language of the page that asked for the code (null: English). */
  locale: string | null;
  created_at: Date;
  /** Made before the database was restored from a backup (src/platform/db/restore-fence.ts): it may have been sent after the backup point. */
  before_restore_fence: boolean;
}

/** How one channel hands a message to its provider, and what it reports (never the code or destination). */
export interface CodeMessageSender {
  /** Sends the message of `claimed`; resolves to the provider's message id. */
  send(claimed: ClaimedCode): Promise<string>;
  /**
   * For a code made before a restore fence only: the provider's id of this very message if the
   * provider already holds it (sent after the backup point), else null. A channel whose provider
   * keeps no record to ask (SMTP) has none, and its message goes out again.
   */
  alreadySent?(claimed: ClaimedCode): Promise<string | null>;
  /** The message was found already sent (alreadySent) and recorded as sent, not sent again. */
  found?(codeId: string): void;
  /** Why the provider refused the message for good, or null when `error` is worth a retry. */
  refusal(error: unknown): string | null;
  sent(codeId: string): void;
  refused(codeId: string, reason: string): void;
  /** A failure worth a retry (or the last one): records it (metrics, a log line) and returns the error the job throws. */
  failed(codeId: string, error: unknown, last: boolean): Error;
  /** The error recorded on the code when its last attempt failed. */
  gaveUp: string;
}

const col = (alias: string, column: Prisma.Sql) => Prisma.sql`${Prisma.raw(alias)}.${column}`;

/** The lease is free: no attempt is with the provider (or its worker died and the lease lapsed). */
function leaseFree(channel: CodeChannel, alias: string): Prisma.Sql {
  const { lease } = channel.message;
  return lease ? Prisma.sql`AND (${col(alias, lease.column)} IS NULL OR ${col(alias, lease.column)} <= now())` : Prisma.empty;
}

/**
 * Counts an attempt ("recorded before") of a send still due, takes the channel's lease, and reads
 * what the message needs, in one statement. With `requiresLiveAccess` the account's row is read
 * FOR SHARE, so the claim and a disable of live access (an UPDATE of that row) are serialized: a
 * claim after the disable sees live access off, and one before it holds a lease the disable waits
 * for. A send already leased by another attempt is not claimed twice.
 */
export async function claimCodeSend(channel: CodeChannel, codeId: string): Promise<ClaimedCode | null> {
  const { table, sealedColumn } = channel;
  const { lifecycle, attemptsColumn, lease, requiresLiveAccess } = channel.message;
  const [row] = await query<ClaimedCode>(Prisma.sql`
    WITH account AS (
      SELECT m.id, m.business_name FROM merchants m
       WHERE m.id = (SELECT merchant_id FROM ${table} WHERE id = ${codeId})
         ${requiresLiveAccess ? Prisma.sql`AND m.live_enabled FOR SHARE` : Prisma.empty})
    UPDATE ${table} c SET ${attemptsColumn} = c.${attemptsColumn} + 1
           ${lease ? Prisma.sql`, ${lease.column} = now() + make_interval(secs => ${lease.ms / 1000})` : Prisma.empty}
      FROM account m
     WHERE c.id = ${codeId} AND ${lifecycle.sql.is("queued", "c")} AND m.id = c.merchant_id ${leaseFree(channel, "c")}
       AND c.code_sealed IS NOT NULL AND c.${sealedColumn} IS NOT NULL
       AND c.superseded_at IS NULL AND c.verified_at IS NULL AND c.expires_at > now()
    RETURNING c.id, c.code_sealed, c.${sealedColumn} AS destination_sealed, m.business_name, c.locale, c.created_at,
              ${createdBeforeRestoreFence(Prisma.sql`c.created_at`)} AS before_restore_fence`);
  return row ?? null;
}

/** An attempt that failed and will be retried gives its lease back (it is no longer with the provider). */
async function releaseLease(channel: CodeChannel, codeId: string): Promise<void> {
  const { lease, lifecycle } = channel.message;
  if (!lease) return;
  await query(Prisma.sql`UPDATE ${channel.table} SET ${lease.column} = NULL WHERE id = ${codeId} AND ${lifecycle.sql.is("queued")}`);
}

/** queued -> a final status; every final status clears the sealed code and destination, so nothing readable stays at rest. */
async function settle(channel: CodeChannel, codeId: string, status: SettledCodeMessageStatus, data: { error?: string; providerMessageId?: string }) {
  const { lease, lifecycle, errorColumn } = channel.message;
  const move = lifecycle.sql.move("queued", status);
  await query(Prisma.sql`
    UPDATE ${channel.table} SET ${move.set}, code_sealed = NULL, ${channel.sealedColumn} = NULL
           ${lease ? Prisma.sql`, ${lease.column} = NULL` : Prisma.empty},
           ${errorColumn} = ${data.error ?? null}, provider_message_id = ${data.providerMessageId ?? null},
           sent_at = CASE WHEN ${status === "sent"} THEN now() ELSE sent_at END
     WHERE id = ${codeId} AND ${move.guard}`);
}

/**
 * queued -> canceled for the channel's codes matching `where` (on alias `c`), clearing the sealed
 * code and destination like any final status, with `error` recorded when given. Not while an
 * attempt holds the lease: that one records its own answer. Returns how many were canceled.
 */
export async function cancelQueuedCodes(db: Db, channel: CodeChannel, where: Prisma.Sql, error?: string): Promise<number> {
  const { lifecycle, errorColumn } = channel.message;
  const move = lifecycle.sql.move("queued", "canceled", "c");
  return db.$executeRaw(Prisma.sql`
    UPDATE ${channel.table} c SET ${move.set}, code_sealed = NULL, ${channel.sealedColumn} = NULL
           ${error === undefined ? Prisma.empty : Prisma.sql`, ${errorColumn} = ${error}`}
     WHERE ${move.guard} ${leaseFree(channel, "c")} AND ${where}`);
}

/**
 * A queued send made pointless before it went out: a newer code, a verified flow, an expired code,
 * or (for a channel that requires it) an account whose live access is off.
 */
function cancelIfPointless(channel: CodeChannel, codeId: string): Promise<number> {
  const liveAccessOff = channel.message.requiresLiveAccess
    ? Prisma.sql`OR NOT EXISTS (SELECT 1 FROM merchants m WHERE m.id = c.merchant_id AND m.live_enabled)`
    : Prisma.empty;
  return cancelQueuedCodes(
    prisma,
    channel,
    Prisma.sql`c.id = ${codeId} AND (c.superseded_at IS NOT NULL OR c.verified_at IS NOT NULL OR c.expires_at <= now() ${liveAccessOff})`,
  );
}

/**
 * A send job's work: claims the attempt (counted before the call), hands the message to the
 * sender, and records the outcome after it. A code made before a restore fence is first looked
 * up with the provider: a message it already holds is recorded as sent, not sent twice. A refusal fails the send for good (visible on GET
 * /session); other errors are thrown for BullMQ to retry with backoff, and on the last attempt
 * the send is marked failed.
 */
export async function deliverCode(channel: CodeChannel, codeId: string, sender: CodeMessageSender, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  const claimed = await claimCodeSend(channel, codeId);
  if (!claimed) {
    await cancelIfPointless(channel, codeId);
    return "skipped";
  }
  try {
    const foundId = claimed.before_restore_fence && sender.alreadySent ? await sender.alreadySent(claimed) : null;
    if (foundId !== null) {
      await settle(channel, claimed.id, "sent", { providerMessageId: foundId });
      sender.found?.(claimed.id);
      return "sent";
    }
    const providerMessageId = await sender.send(claimed);
    await settle(channel, claimed.id, "sent", { providerMessageId });
    sender.sent(claimed.id);
    return "sent";
  } catch (error) {
    const reason = sender.refusal(error);
    if (reason !== null) {
      await settle(channel, claimed.id, "failed", { error: reason });
      sender.refused(claimed.id, reason);
      return "rejected";
    }
    if (attempt.isLast) await settle(channel, claimed.id, "failed", { error: sender.gaveUp });
    else await releaseLease(channel, claimed.id);
    throw sender.failed(claimed.id, error, attempt.isLast);
  }
}

/** Live codes still queued a while after their send: the sweeper makes sure each has a job. */
export async function findQueuedCodes(channel: CodeChannel, olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT id FROM ${channel.table}
     WHERE ${channel.message.lifecycle.sql.is("queued")} AND created_at < ${new Date(Date.now() - olderThanMs)}
     ORDER BY created_at LIMIT ${batch}`);
  return rows.map((row) => row.id);
}
