import type { AssignableRole } from "../auth/permissions.js";
import { InvalidInput } from "../errors/domain-errors.js";
import { inTransaction } from "../webhooks/unit-of-work.js";
import { newId } from "../ids.js";
import { normalizedEmail } from "../portal/normalized-email.js";
import { INVITATION_TTL_MS, InvitationLifecycle } from "./invitation-status.js";
import { newInvitationToken } from "./invitation-token.js";
import { invitationEmailJob } from "./jobs/invitation-email.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

export interface Inviter {
  merchantId: string;
  userId: string;
}

/**
 * Invites `email` to the account with `role`: one pending invitation per address and account
 * (inviting again replaces the pending one, whose link stops working), emailed by the
 * invitation-email job after commit. An address that already has a user (of any account:
 * an email belongs to one account) is refused. The account's row is locked for the
 * transaction, so two invitations of one address cannot both end up pending.
 */
export async function inviteMember(inviter: Inviter, input: { email: string; role: AssignableRole }) {
  const email = normalizedEmail(input.email);
  const token = newInvitationToken();
  const now = new Date();
  return inTransaction(async ({ tx, afterCommit }) => {
    await tx.$queryRaw`SELECT id FROM merchants WHERE id = ${inviter.merchantId} FOR UPDATE`;
    const user = await tx.user.findUnique({ where: { email }, select: { merchantId: true } });
    if (user)
      throw new InvalidInput(
        user.merchantId === inviter.merchantId
          ? `${email} is already a member of this account.`
          : `${email} already has a Proofbase login with another account; an email address can belong to one account only.`,
        "email",
      );
    await InvitationLifecycle.transitionMany(tx, { where: { merchantId: inviter.merchantId, email }, from: "pending", to: "replaced", data: { settledAt: now } });
    const invitation = await tx.memberInvitation.create({
      data: {
        id: newId("invitation"),
        merchantId: inviter.merchantId,
        email,
        role: input.role,
        tokenHash: token.hash,
        tokenSealed: token.sealed,
        invitedById: inviter.userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      },
      select: invitationSelect,
    });
    afterCommit(invitationEmailJob.for({ invitationId: invitation.id }));
    return presentInvitation(invitation, now);
  });
}
