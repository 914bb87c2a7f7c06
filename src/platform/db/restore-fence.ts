import { Prisma } from "../generated/prisma/client.js";
import { prisma } from "./client.js";

/**
 * A restore fence: the moment this database was restored from a backup, recorded by the restore
 * procedure (`npm run cli -- restore-fence`, after the restore and before any worker starts;
 * docs/operations.md "Backup and restore"). Work a row promised before the newest fence may have
 * been done after the backup point, which the restored rows cannot know; a side effect that can
 * ask the outside world whether it happened (an SMS: the provider's message list) asks first.
 * Rows created after the fence never ask, so the table is empty, and the check free, in normal
 * running, and a fence stops mattering once the rows made before it are settled.
 */
export async function recordRestoreFence(note: string | null): Promise<{ id: number; fencedAt: Date }> {
  return prisma.restoreFence.create({ data: { note }, select: { id: true, fencedAt: true } });
}

/** A SQL boolean: `createdAt` (a column) is older than the newest restore fence; false when there is none. */
export function createdBeforeRestoreFence(createdAt: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE(${createdAt} < (SELECT max(fenced_at) FROM restore_fences), false)`;
}
