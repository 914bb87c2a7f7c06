import type { AssignableRole } from "../auth/permissions.js";
import { prisma } from "../db/client.js";
import { InvalidState, NotFound } from "../errors/domain-errors.js";
import { presentMember } from "./present-member.js";

const OWNER_STAYS = "The owner's role changes only by transferring ownership to another member.";

/** Gives a member another role (never owner, never the owner's: see transfer-ownership.ts); it applies to their next request. */
export async function changeMemberRole(merchantId: string, memberId: string, role: AssignableRole) {
  const changed = await prisma.user.updateMany({ where: { id: memberId, merchantId, role: { not: "owner" } }, data: { role } });
  const user = await prisma.user.findFirst({ where: { id: memberId, merchantId }, select: { id: true, email: true, role: true, createdAt: true } });
  if (!user) throw new NotFound("member", memberId);
  if (changed.count !== 1) throw new InvalidState(OWNER_STAYS);
  return presentMember(user);
}
