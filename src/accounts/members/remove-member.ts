import { withRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, NotFound } from "../../platform/errors/domain-errors.js";

/**
 * Removes a member: their user row goes, and with it (the foreign key cascades, in the same
 * statement) every session they have, so they are signed out everywhere at once. The owner is
 * never removed (transfer ownership first). Their email can be invited again later.
 */
export async function removeMember(merchantId: string, memberId: string) {
  const removed = await withRequestAudit((tx) => tx.user.deleteMany({ where: { id: memberId, merchantId, role: { not: "owner" } } }), (r) => r.count === 1);
  if (removed.count === 1) return { id: memberId, object: "member" as const, deleted: true as const };
  const user = await prisma.user.findFirst({ where: { id: memberId, merchantId }, select: { id: true } });
  if (!user) throw new NotFound("member", memberId);
  throw new InvalidState("The owner cannot be removed. Transfer ownership to another member first.");
}
