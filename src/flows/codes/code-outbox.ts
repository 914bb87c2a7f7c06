import { unseal } from "../../platform/crypto/sealed-box.js";
import type { Db } from "../../platform/db/client.js";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { messageLocale } from "../../messaging/message-locale.js";
import type { MessageChannel, MessageKind } from "../../messaging/outbox/message-kind.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";
import type { CodeChannel, CodeTable } from "./channel.js";

/**
 * The message of a channel's codes as an outbox kind (src/messaging/outbox/): its id is the
 * code's. It is composed from the code row when it goes out, and only while the code can still be
 * entered (not replaced, verified or expired) and, for a channel that requires it, while the
 * account's live access is on; otherwise it is canceled. Once it settles, the sealed code and
 * destination are cleared, so nothing readable stays at rest. `legacy`: the release before the
 * outbox queued codes in the table's own column (`legacyIdle`: what that release's lease left free).
 * Called once per channel, by its flow's `messageKinds`.
 */
export function codeMessageKind<C extends MessageChannel>(channel: CodeChannel<C>): MessageKind<C> {
  const { table, sealedColumn, sealPurpose, message } = channel;
  return {
    kind: message.kind,
    channel: message.channel,
    async compose(id) {
      const [row] = await query<{ code_sealed: string; destination_sealed: string; locale: string | null; business_name: string; sms_name: string | null }>(Prisma.sql`
        SELECT c.code_sealed, c.${sealedColumn} AS destination_sealed, c.locale, m.business_name, s.sms_name
          FROM ${table} c JOIN merchants m ON m.id = c.merchant_id LEFT JOIN merchant_settings s ON s.merchant_id = c.merchant_id
         WHERE c.id = ${id} AND c.code_sealed IS NOT NULL AND c.${sealedColumn} IS NOT NULL
           AND c.superseded_at IS NULL AND c.verified_at IS NULL AND c.expires_at > now()
           ${message.requiresLiveAccess ? Prisma.sql`AND m.live_enabled` : Prisma.empty}`);
      if (!row) return null;
      return message.render({
        code: unseal(sealPurpose, row.code_sealed),
        destination: unseal(sealPurpose, row.destination_sealed),
        businessName: row.business_name,
        smsName: row.sms_name,
        locale: messageLocale(row.locale),
      });
    },
    settled: (moved) => Prisma.sql`UPDATE ${table} SET code_sealed = NULL, ${sealedColumn} = NULL WHERE id IN (${moved})`,
    what: message.what,
    logKey: message.logKey,
    gaveUp: message.gaveUp,
    legacy: { lifecycle: channel.legacyMessage.lifecycle, table, idle: message.legacyIdle },
  };
}

/**
 * queued -> canceled for the messages of the codes of `codes` matching `where` (on alias `c`),
 * clearing the sealed code and destination like any final status, with `error` recorded when
 * given. A message already claimed is left to record its own answer. Returns how many were canceled.
 */
export async function cancelQueuedCodes(db: Db, codes: CodeTable, where: Prisma.Sql, error?: string): Promise<number> {
  const move = OutboxLifecycle.sql.move("queued", "canceled", "m");
  return db.$executeRaw(Prisma.sql`
    WITH canceled AS (
      UPDATE outbound_messages m SET ${move.set}, settled_at = now() ${error === undefined ? Prisma.empty : Prisma.sql`, last_error = ${error}`}
        FROM ${codes.table} c
       WHERE c.id = m.id AND ${move.guard} AND ${where}
      RETURNING m.id)
    UPDATE ${codes.table} c SET code_sealed = NULL, ${codes.sealedColumn} = NULL FROM canceled WHERE c.id = canceled.id`);
}
