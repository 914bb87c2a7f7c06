import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { MessageKind } from "./message-kind.js";
import { OutboxLifecycle } from "./outbox-status.js";

/**
 * The upgrade to the outbox (docs/database.md, "Upgrading to the outbox"): rows the release
 * before it queued in their own status column (before the upgrade, or during the rollout while
 * it still served) become outbox messages. One statement per batch moves the legacy column
 * `queued -> outbox` (guarded, so a row the previous release's worker claimed meanwhile, which
 * it moves to `sending`, is left to that worker) and inserts the message with the row's id and
 * time: each row is sent once, by one of the two releases. `where` narrows the rows (alias `l`).
 */
async function adopt(kind: MessageKind, where: Prisma.Sql, batch: number): Promise<string[]> {
  if (!kind.legacy) return [];
  const { lifecycle, table } = kind.legacy;
  const move = lifecycle.sql.move("queued", "outbox", "l");
  // Re-checked on the row the UPDATE locks: a lease the previous release's worker took meanwhile wins.
  const idle = kind.legacy.idle ? Prisma.sql`AND ${kind.legacy.idle}` : Prisma.empty;
  const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH adopted AS (
      UPDATE ${table} l SET ${move.set}
       WHERE l.id IN (SELECT l.id FROM ${table} l WHERE ${lifecycle.sql.is("queued", "l")} AND ${where} ORDER BY l.created_at LIMIT ${batch})
         AND ${move.guard} ${idle}
      RETURNING l.id, l.created_at)
    INSERT INTO outbound_messages (id, kind, channel, status, created_at)
    SELECT id, ${kind.kind}, ${kind.channel}, ${OutboxLifecycle.created()}, created_at FROM adopted
    ON CONFLICT (id) DO NOTHING
    RETURNING id`);
  return rows.map((row) => row.id);
}

/** The sweeper's half: rows still queued by the previous release a while after they were written. */
export function adoptLegacyQueued(kind: MessageKind, olderThanMs = 30_000, batch = 500): Promise<string[]> {
  return adopt(kind, Prisma.sql`l.created_at < ${new Date(Date.now() - olderThanMs)}`, batch);
}

/**
 * A job of the previous release's name for row `id` (its alias in the catalog): adopted now,
 * whatever its age, unless that release's worker holds it (then the sweeper adopts it once idle).
 */
export async function adoptLegacyMessage(kind: MessageKind, id: string): Promise<void> {
  await adopt(kind, Prisma.sql`l.id = ${id}`, 1);
}
