import { withRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import { InvitationLifecycle } from "./invitation-status.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

/** pending -> revoked: its link stops working at once (a queued email is canceled by its job). */
export async function revokeInvitation(merchantId: string, invitationId: string) {
  const revoked = await withRequestAudit(
    (tx) => InvitationLifecycle.transitionMany(tx, { where: { id: invitationId, merchantId }, from: "pending", to: "revoked", data: { settledAt: new Date() } }),
    (count) => count === 1,
  );
  const row = await prisma.memberInvitation.findFirst({ where: { id: invitationId, merchantId }, select: invitationSelect });
  if (!row) throw new NotFound("invitation", invitationId);
  if (revoked !== 1) throw new InvalidState(`This invitation is already ${row.status}; only a pending invitation can be revoked.`);
  return presentInvitation(row);
}
