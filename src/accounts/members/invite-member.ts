import type { AssignableRole } from "../../http/auth/permissions.js";
import { config } from "../../platform/config.js";
import { mailboxBudgetKey } from "../../messaging/email/mailbox-key.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { spendBudget } from "../../platform/limits/fixed-window.js";
import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { newId } from "../../platform/ids.js";
import { normalizedEmail } from "../portal/normalized-email.js";
import { queueMessages } from "../../messaging/outbox/queue-message.js";
import { INVITATION_TTL_MS, InvitationLifecycle, InvitationMailLifecycle } from "./invitation-status.js";
import { invitationMessageKind } from "./invitation-message.js";
import { newInvitationToken } from "./invitation-token.js";
import { invitationSelect, presentInvitation } from "./present-member.js";

/** Redis keys of the invitation email budgets (the address hashed: no email in Redis). */
export const invitationAccountLimitKey = (merchantId: string) => `invitations:account:${merchantId}`;
export const invitationEmailLimitKey = (email: string) => `invitations:email:${mailboxBudgetKey(email)}`;

export interface Inviter {
  merchantId: string;
  userId: string;
}

/**
 * Invites `email` to the account with `role`: one pending invitation per address and account
 * (inviting again replaces the pending one, whose link stops working), emailed through the
 * outbox after commit. The answer never depends on whether the address has a login
 * (contract section 19, "No enumeration"): nothing here reads users; the job mails an existing
 * login a note to sign in instead of a link (src/accounts/members/invitation-message.ts). The
 * account's row is locked for the transaction, so two invitations of one address cannot both
 * end up pending.
 *
 * Each invitation sends an email, so invitations are budgeted per account and per address and
 * hour (an account could otherwise mail anyone, as often as it likes, from our sender), spent
 * before anything else: every probe counts. Only a failure to record the invitation (the
 * database) gives its units back.
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
    await InvitationLifecycle.transitionMany(tx, { where: { merchantId: inviter.merchantId, email }, from: "pending", to: "replaced", data: { settledAt: now } });
    const invitation = await tx.memberInvitation.create({
      data: {
        id: newId("invitation"),
        merchantId: inviter.merchantId,
        email,
        role,
        tokenHash: token.hash,
        tokenSealed: token.sealed,
        mailStatus: InvitationMailLifecycle.created("outbox"),
        invitedById: inviter.userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      },
      select: invitationSelect,
    });
    for (const job of await queueMessages(tx, invitationMessageKind, [invitation.id])) afterCommit(job);
    return presentInvitation(invitation, now);
  });
}
