import { prisma } from "../../platform/db/client.js";
import { OutboxLifecycle } from "../../messaging/outbox/outbox-status.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { CodeChannel } from "../../flows/codes/channel.js";
import { REUSE_WINDOW_MS } from "../../flows/codes/reuse.js";
import { flowRegistry } from "../../flows/registry.js";
import { FlowLifecycle } from "../../flows/flow-status.js";

/**
 * How long after its object stopped authenticating (`expires_at`) a flow or a phone or email code is kept,
 * and how long after its own expiry a wallet challenge is (so a late verify still gets
 * `challenge_expired`, not `challenge_not_found`).
 */
export const SDK_ROW_GRACE_MS = 24 * 3_600_000;

export interface SdkPruneOptions {
  now?: Date;
  /** Rows per DELETE statement. */
  batch?: number;
  /** DELETE statements per run; what is left waits for the next run. */
  maxStatements?: number;
}

export interface SdkPruneResult {
  challenges: number;
  /** Codes of every code flow's channel. */
  codes: number;
  flows: number;
  capped: boolean;
}

/** The code flows' channels (a flow's `codeChannel`: phone and email). */
const codeChannels = flowRegistry.flatMap((flow) => flow.codeChannel ?? []);

/** The object (session or reverification request) of `alias.object_id` no longer authenticates since before `cutoff`. */
const objectGone = (alias: string, cutoff: Date) => Prisma.sql`
      NOT EXISTS (SELECT 1 FROM verification_sessions s WHERE s.id = ${Prisma.raw(alias)}.object_id AND s.expires_at > ${cutoff})
  AND NOT EXISTS (SELECT 1 FROM reverification_requests r WHERE r.id = ${Prisma.raw(alias)}.object_id AND r.expires_at > ${cutoff})`;

/**
 * Deletes what the end-user flows no longer need (docs/verification-flows.md, "What is kept"),
 * in bounded batches, each DELETE its own short statement:
 * - wallet challenges past their expiry (used or not) by SDK_ROW_GRACE_MS; every challenge
 *   expires 10 minutes after it was issued, so used ones go too;
 * - phone and email codes of objects that stopped authenticating SDK_ROW_GRACE_MS ago, once
 *   their message is settled (a queued one is left to its send job);
 * - flows of such objects, except verified phone and email flows of the last REUSE_WINDOW_MS:
 *   their destination's hash and address are what `phone_reused` and `email_reused` read.
 */
export async function pruneSpentSdkRows(options: SdkPruneOptions = {}): Promise<SdkPruneResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - SDK_ROW_GRACE_MS);
  const reuseCutoff = new Date(now.getTime() - REUSE_WINDOW_MS);
  const batch = options.batch ?? 1_000;
  let budget = options.maxStatements ?? 300;
  const result: SdkPruneResult = { challenges: 0, codes: 0, flows: 0, capped: false };

  const drain = async (key: "challenges" | "codes" | "flows", statement: Prisma.Sql) => {
    for (;;) {
      if (budget <= 0) {
        result.capped = true;
        return;
      }
      budget--;
      const deleted = await prisma.$executeRaw(statement);
      result[key] += deleted;
      if (deleted < batch) return;
    }
  };

  await drain(
    "challenges",
    Prisma.sql`DELETE FROM wallet_challenges WHERE id IN (SELECT id FROM wallet_challenges WHERE expires_at < ${cutoff} LIMIT ${batch})`,
  );
  // Codes of either channel, from the channel's own table, once their message is not waiting to go
  // out (in the outbox, or in the table's own column for a row of the release before it).
  const spentCodes = (channel: CodeChannel) => Prisma.sql`DELETE FROM ${channel.table} WHERE id IN (
      SELECT c.id FROM ${channel.table} c
       WHERE c.created_at < ${cutoff} AND NOT ${channel.legacyMessage.lifecycle.sql.is("queued", "c")} AND ${objectGone("c", cutoff)}
         AND NOT EXISTS (SELECT 1 FROM outbound_messages m WHERE m.id = c.id AND ${OutboxLifecycle.sql.is(["queued", "sending"], "m")})
       LIMIT ${batch})`;
  for (const channel of codeChannels) await drain("codes", spentCodes(channel));
  await drain(
    "flows",
    Prisma.sql`DELETE FROM sdk_flows WHERE (object_id, type) IN (
      SELECT f.object_id, f.type FROM sdk_flows f
       WHERE f.created_at < ${cutoff} AND ${objectGone("f", cutoff)}
         AND NOT (f.type = ANY (${codeChannels.map((channel) => channel.flow)}::text[]) AND ${FlowLifecycle.sql.is("verified", "f")} AND f.verified_at > ${reuseCutoff})
       LIMIT ${batch})`,
  );
  return result;
}
