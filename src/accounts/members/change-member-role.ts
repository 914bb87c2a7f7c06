import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import type { AssignableRole } from "../../http/auth/permissions.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import { presentMember } from "./present-member.js";

const OWNER_STAYS = "The owner's role changes only by transferring ownership to another member.";

/**
 * Gives a member another role (never owner, never the owner's: see transfer-ownership.ts); it
 * applies to their next request. One guarded update that also returns the role it replaced (the
 * self-join reads the row as it was), so the audit row says the role before and after.
 */
export async function changeMemberRole(merchantId: string, memberId: string, role: AssignableRole) {
  const changed = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ before: string }[]>`
      UPDATE users AS u SET role = ${role}
      FROM users AS old
      WHERE u.id = old.id AND u.id = ${memberId} AND u.merchant_id = ${merchantId} AND u.role <> 'owner'
      RETURNING old.role AS before`;
    if (rows.length !== 1) return false;
    await recordRequestAudit(tx, { details: { changes: [{ field: "role", before: rows[0]!.before, after: role }] } });
    return true;
  });
  const user = await prisma.user.findFirst({ where: { id: memberId, merchantId }, select: { id: true, email: true, role: true, createdAt: true } });
  if (!user) throw new NotFound("member", memberId);
  if (!changed) throw new InvalidState(OWNER_STAYS);
  return presentMember(user);
}
