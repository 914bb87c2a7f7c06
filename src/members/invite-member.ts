import type { AssignableRole } from "../auth/permissions.js";
import { config } from "../config.js";
import { sha256Hex } from "../crypto/sha256.js";
import { InvalidInput, TooManyAttempts } from "../errors/domain-errors.js";
import { spendBudget } from "../limits/fixed-window.js";
import { inTransaction } from "../webhooks/unit-of-work.js";
import { newId } from "../ids.js";
import { normalizedEmail } from "../portal/normalized-email.js";
import { INVITATION_TTL_MS, InvitationLifecycle } from "./invitation-status.js";
import { newInvitationToken } from "./invitation-token.js";
import { invitationEmailJob } from "./jobs/invitation-email.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

/** Redis keys of the invitation email budgets (the address hashed: no email in Redis). */
export const invitationAccountLimitKey = (merchantId: string) => `invitations:account:${merchantId}`;
export const invitationEmailLimitKey = (email: string) => `invitations:email:${sha256Hex(email)}`;

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
 *
 * Each invitation sends an email, so invitations are budgeted per account and per address and
 * hour (an account could otherwise mail anyone, as often as it likes, from our sender). A refused
 * or failed invitation gives its units back.
 */
export async function inviteMember(inviter: Inviter, input: { email: string; role: AssignableRole }) {
  const email = normalizedEmail(input.email);
  const token = newInvitationToken();
  const now = new Date();
  const giveBack = await spendBudget(
    [
      { key: invitationAccountLimitKey(inviter.merchantId), limit: config.INVITATIONS_MAX_PER_ACCOUNT_PER_HOUR, windowSeconds: 3_600 },
      { key: invitationEmailLimitKey(email), limit: config.INVITATIONS_MAX_PER_EMAIL_PER_HOUR, windowSeconds: 3_600 },
    ],
    (retryAfter) => new TooManyAttempts("Too many invitations were sent. Try again later.", retryAfter),
  );
  try {
    return await invite(inviter, email, input.role, token, now);
  } catch (error) {
    await giveBack();
    throw error;
  }
}

function invite(inviter: Inviter, email: string, role: AssignableRole, token: ReturnType<typeof newInvitationToken>, now: Date) {
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
        role,
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
