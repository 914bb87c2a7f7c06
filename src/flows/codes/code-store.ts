import { query } from "../../platform/db/sql.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { MessageLocale } from "../../messaging/message-locale.js";
import type { Signals } from "../flow.js";
import type { SdkSubject } from "../subject.js";
import { FlowLifecycle } from "../flow-status.js";
import type { CodeChannel } from "./channel.js";
import { CODE_LIMITS } from "./code.js";

export interface NewCode {
  id: string;
  destinationHash: string;
  destinationMasked: string;
  destinationSealed: string | null;
  codeHmac: string;
  codeSealed: string | null;
  signals: Signals;
  /** The language the message is written in (the page's). */
  locale: MessageLocale;
  /** Live: its message is queued in the outbox; test mode: nothing is ever sent. */
  live: boolean;
  expiresAt: Date;
  now: Date;
}

/**
 * One send, as one statement (the hot path of a code flow): claims a send on the flow row
 * (creating it on the first send) only while it is pending, under 5 sends, and 30 s after the
 * last; then retires the previous code and records the new one (and, live, its message). Returns false when the claim
 * was refused (nothing written).
 */
export async function recordCodeSend(channel: CodeChannel, subject: SdkSubject, code: NewCode): Promise<boolean> {
  const resendAfter = new Date(code.now.getTime() - CODE_LIMITS.resendIntervalMs);
  const signals = JSON.stringify(code.signals);
  const { table, maskedColumn, sealedColumn, flowHashColumn, flowMaskedColumn } = channel;
  const statusColumn = Prisma.raw(channel.legacyMessage.lifecycle.column);
  // A live code's message, in the outbox with the code's id (its send job is enqueued after the commit).
  const queued = code.live
    ? Prisma.sql`,
    queued AS (
      INSERT INTO outbound_messages (id, kind, channel, status, created_at)
      SELECT id, ${channel.message.kind}, ${channel.message.channel}, ${OutboxLifecycle.created()}, ${code.now} FROM recorded)`
    : Prisma.empty;
  const [row] = await query<{ sent: number }>(Prisma.sql`
    WITH claimed AS (
      INSERT INTO sdk_flows AS f (object_id, type, merchant_id, mode, send_count, last_send_at, ${flowHashColumn}, ${flowMaskedColumn}, signals)
      VALUES (${subject.id}, ${channel.flow}, ${subject.merchantId}, ${subject.mode}::"Mode", 1, ${code.now}, ${code.destinationHash}, ${code.destinationMasked}, ${signals}::jsonb)
      ON CONFLICT (object_id, type) DO UPDATE
         SET send_count = f.send_count + 1, last_send_at = EXCLUDED.last_send_at, ${flowHashColumn} = EXCLUDED.${flowHashColumn},
             ${flowMaskedColumn} = EXCLUDED.${flowMaskedColumn}, signals = EXCLUDED.signals, updated_at = now()
       WHERE ${FlowLifecycle.sql.is("pending", "f")} AND f.send_count < ${CODE_LIMITS.sendsPerObject} AND (f.last_send_at IS NULL OR f.last_send_at <= ${resendAfter})
      RETURNING f.object_id),
    retired AS (
      UPDATE ${table} SET superseded_at = ${code.now}
       WHERE object_id = (SELECT object_id FROM claimed) AND verified_at IS NULL AND superseded_at IS NULL),
    recorded AS (
      INSERT INTO ${table} (id, object_id, merchant_id, mode, ${maskedColumn}, ${sealedColumn}, code_hmac, code_sealed, expires_at, ${statusColumn}, locale, created_at)
      SELECT ${code.id}, object_id, ${subject.merchantId}, ${subject.mode}::"Mode", ${code.destinationMasked}, ${code.destinationSealed}, ${code.codeHmac},
             ${code.codeSealed}, ${code.expiresAt}, ${channel.legacyMessage.lifecycle.created(code.live ? "outbox" : "not_sent")}, ${code.locale}, ${code.now}
        FROM claimed
      RETURNING id)${queued}
    SELECT count(*)::int AS sent FROM recorded`);
  return row!.sent === 1;
}

export interface LiveCode {
  id: string;
  code_hmac: string;
  attempts: number;
}

/**
 * Counts one guess against the object's current code, by one guarded update that only matches a
 * live code with guesses left, so no number of concurrent guesses gets past the last. Returns the
 * code as counted, or null when there is none to guess.
 */
export async function countGuess(channel: CodeChannel, objectId: string, now: Date): Promise<LiveCode | null> {
  const [row] = await query<LiveCode>(Prisma.sql`
    UPDATE ${channel.table} SET attempts = attempts + 1
     WHERE object_id = ${objectId} AND verified_at IS NULL AND superseded_at IS NULL AND expires_at > ${now}
       AND attempts < ${CODE_LIMITS.guessesPerCode}
    RETURNING id, code_hmac, attempts`);
  return row ?? null;
}
