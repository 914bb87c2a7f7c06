import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import { listMembers } from "./list-members.js";

/**
 * Makes another member the owner; the old owner becomes an admin. One transaction of two guarded
 * updates: the caller must still be the owner, the target a member who is not; unless both rows
 * change, nothing does. Returns the members as they now are.
 */
export async function transferOwnership(merchantId: string, ownerId: string, targetId: string) {
  if (targetId === ownerId) throw new InvalidState("You already own this account; choose another member to transfer it to.");
  await prisma.$transaction(async (tx) => {
    const target = await tx.user.updateMany({ where: { id: targetId, merchantId, role: { not: "owner" } }, data: { role: "owner" } });
    if (target.count !== 1) throw new NotFound("member", targetId);
    const previous = await tx.user.updateMany({ where: { id: ownerId, merchantId, role: "owner" }, data: { role: "admin" } });
    if (previous.count !== 1) throw new InvalidState("Only the account's owner can transfer ownership, and you no longer are.");
    await recordRequestAudit(tx, { target: `member:${targetId}` });
  });
  return listMembers(merchantId);
}
