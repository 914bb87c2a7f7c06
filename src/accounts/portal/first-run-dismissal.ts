import { withRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";

/** When the user put the first-run checklist away, or null while it is still theirs to see. */
export async function firstRunDismissedAt(userId: string): Promise<Date | null> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { firstRunDismissedAt: true } });
  return user.firstRunDismissedAt;
}

/** Puts the checklist away for this user (each member for themselves); once: a second dismissal changes nothing and records nothing. */
export async function dismissFirstRun(userId: string): Promise<void> {
  await withRequestAudit(
    (tx) => tx.user.updateMany({ where: { id: userId, firstRunDismissedAt: null }, data: { firstRunDismissedAt: new Date() } }),
    (r) => r.count === 1,
  );
}
