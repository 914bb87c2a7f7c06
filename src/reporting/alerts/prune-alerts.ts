import { prisma } from "../../platform/db/client.js";

/** How long a cleared alert (and its emails) is kept: the team can look back a quarter. */
export const CLEARED_ALERT_KEEP_MS = 90 * 86_400_000;

/**
 * Deletes alerts cleared more than CLEARED_ALERT_KEEP_MS ago, their emails with them (cascade), at
 * most `batch` per run: the evaluation job calls it every 5 minutes, so a backlog drains in steps.
 * Open alerts and recent ones (the 24 h "one email per subject" rule reads them) stay.
 */
export async function pruneClearedAlerts(now = new Date(), batch = 1_000): Promise<number> {
  const cutoff = new Date(now.getTime() - CLEARED_ALERT_KEEP_MS);
  return prisma.$executeRaw`
    DELETE FROM team_alerts WHERE id IN (
      SELECT id FROM team_alerts WHERE cleared_at IS NOT NULL AND cleared_at < ${cutoff} LIMIT ${batch})`;
}
