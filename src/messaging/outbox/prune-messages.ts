import { prisma } from "../../platform/db/client.js";

/**
 * How long a settled message's row is kept: long enough for an operator to look at a send, and
 * beyond any owning row's own life (a reset link lives 30 minutes, an invitation 7 days).
 */
export const SETTLED_MESSAGE_KEEP_MS = 30 * 86_400_000;

/**
 * Sweeper repair: deletes messages settled more than SETTLED_MESSAGE_KEEP_MS ago, at most `batch`
 * per run. Queued and sending ones stay (a sending one is never claimed again, and says so).
 */
export async function pruneSettledMessages(now = new Date(), batch = 1_000): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLED_MESSAGE_KEEP_MS);
  return prisma.$executeRaw`
    DELETE FROM outbound_messages WHERE id IN (
      SELECT id FROM outbound_messages WHERE settled_at IS NOT NULL AND settled_at < ${cutoff} LIMIT ${batch})`;
}
