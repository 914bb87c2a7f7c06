import { recordAudit } from "../../http/audit/record-audit.js";
import { countFailedAuthentication, refuseBlockedAddress } from "../../http/auth/auth-failures.js";
import { prisma } from "../../platform/db/client.js";
import { EmailTaken, InvalidToken } from "../../platform/errors/domain-errors.js";
import { newId } from "../../platform/ids.js";
import { hashPassword } from "../portal/passwords.js";
import { assertAcceptablePassword } from "../portal/password-policy.js";
import { InvitationLifecycle, type InvitationStatus } from "./invitation-status.js";
import { hashInvitationToken } from "./invitation-token.js";

const WHY_NOT: Record<Exclude<InvitationStatus, "pending">, string> = {
  accepted: "This invitation link has already been used. Sign in instead, or ask for a new invitation.",
  revoked: "This invitation was revoked by the account. Ask an owner or admin for a new one.",
  replaced: "This invitation was replaced by a newer one sent to the same address. Use the link in the latest email.",
};

async function refusal(tokenHash: string): Promise<InvalidToken> {
  const row = await prisma.memberInvitation.findUnique({ where: { tokenHash }, select: { status: true, expiresAt: true } });
  if (!row) return new InvalidToken("This invitation link is not valid. Check that you opened the whole link from the email.");
  if (row.status !== "pending") return new InvalidToken(WHY_NOT[row.status as Exclude<InvitationStatus, "pending">]);
  return new InvalidToken("This invitation has expired (links work for 7 days). Ask an owner or admin to invite you again.");
}

/**
 * Accepts an invitation: the link's token, and the new member's password (the sign-up policy).
 * The invitation leaves `pending` by one guarded update in the transaction that creates the
 * user, so a link used twice, even at once, makes one user; the loser is told it was used.
 * A link that does not work counts as a failed authentication of the client address (guessing
 * links runs into the per-address budget); a blocked address is refused before any lookup.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  /** Where the request came from, for the audit row the new member's joining writes. */
  origin: { ip: string | null; userAgent: string | null; requestId: string | null },
): Promise<{ userId: string; merchantId: string }> {
  const clientIp = origin.ip ?? "unknown";
  await refuseBlockedAddress(clientIp, "invitation link");
  const tokenHash = hashInvitationToken(token);
  const invitation = await prisma.memberInvitation.findUnique({ where: { tokenHash }, select: { id: true, merchantId: true, email: true, role: true, status: true, expiresAt: true } });
  if (!invitation || invitation.status !== "pending" || invitation.expiresAt <= new Date())
    throw await countFailedAuthentication(clientIp, await refusal(tokenHash), "invitation link");
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const userId = newId("user");
  try {
    await prisma.$transaction(async (tx) => {
      const now = new Date();
      const claimed = await InvitationLifecycle.transitionMany(tx, {
        where: { id: invitation.id, expiresAt: { gt: now } },
        from: "pending",
        to: "accepted",
        data: { settledAt: now },
      });
      if (claimed !== 1) throw await refusal(tokenHash);
      await tx.user.create({ data: { id: userId, merchantId: invitation.merchantId, email: invitation.email, passwordHash, role: invitation.role } });
      await tx.memberInvitation.update({ where: { id: invitation.id }, data: { acceptedUserId: userId } });
      // The member joins the account: its audit row, by the new member (no session exists yet).
      await recordAudit(tx, {
        merchantId: invitation.merchantId,
        actor: { type: "user", id: userId, email: invitation.email },
        action: "acceptInvitation",
        target: `member:${userId}`,
        ...origin,
      });
    });
  } catch (error) {
    // The address got a login meanwhile (another account's invitation, a sign-up): nothing was written.
    if ((error as { code?: string }).code === "P2002") throw new EmailTaken();
    throw error;
  }
  return { userId, merchantId: invitation.merchantId };
}
