import { prisma } from "../db/client.js";
import { InvalidState, NotFound } from "../errors/domain-errors.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

/** pending -> revoked: its link stops working at once (a queued email is canceled by its job). */
export async function revokeInvitation(merchantId: string, invitationId: string) {
  const revoked = await prisma.memberInvitation.updateMany({
    where: { id: invitationId, merchantId, status: "pending" },
    data: { status: "revoked", settledAt: new Date() },
  });
  const row = await prisma.memberInvitation.findFirst({ where: { id: invitationId, merchantId }, select: invitationSelect });
  if (!row) throw new NotFound("invitation", invitationId);
  if (revoked.count !== 1) throw new InvalidState(`This invitation is already ${row.status}; only a pending invitation can be revoked.`);
  return presentInvitation(row);
}
