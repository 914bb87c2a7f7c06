import { unseal } from "../../platform/crypto/sealed-box.js";
import { prisma } from "../../platform/db/client.js";
import { EmailRejected, type EmailSender } from "../../messaging/email/email-sender.js";
import { logger } from "../../platform/logger.js";
import { existingLoginEmail, invitationEmail } from "./invitation-email.js";
import { InvitationLifecycle, InvitationMailLifecycle, type InvitationMailStatus } from "./invitation-status.js";

export type DeliveryResult = "sent" | "rejected" | "skipped";


/** Counts an attempt ("recorded before") of an email still due, then reads what the message needs. */
async function claimAttempt(invitationId: string) {
  const claimed = await prisma.memberInvitation.updateMany({
    where: { id: invitationId, ...InvitationMailLifecycle.is("queued"), ...InvitationLifecycle.is("pending"), tokenSealed: { not: null }, expiresAt: { gt: new Date() } },
    data: { mailAttempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return null;
  return prisma.memberInvitation.findUnique({
    where: { id: invitationId },
    select: { id: true, merchantId: true, email: true, role: true, tokenSealed: true, expiresAt: true, merchant: { select: { businessName: true } } },
  });
}

/** queued -> a final status; every final status clears the sealed token, so no usable link stays at rest. */
async function settle(id: string, mailStatus: Exclude<InvitationMailStatus, "queued">, mailError: string | null = null): Promise<void> {
  await InvitationMailLifecycle.transition(prisma, { id, from: "queued", to: mailStatus, data: { mailError, tokenSealed: null } });
}

/** A queued email made pointless (revoked, replaced, accepted or expired) before it went out. */
async function cancelIfPointless(id: string): Promise<void> {
  await InvitationMailLifecycle.transitionMany(prisma, {
    where: { id, OR: [{ NOT: InvitationLifecycle.is("pending") }, { expiresAt: { lte: new Date() } }] },
    from: "queued",
    to: "canceled",
    data: { tokenSealed: null },
  });
}

/**
 * The invitation-email job's work: claims the attempt (counted before the call), unseals the
 * token and hands the message to the sender; the outcome is recorded after it. A refusal fails
 * the email for good (the Team page shows it; inviting again sends a new link); other errors are
 * thrown for BullMQ to retry with backoff, and the last attempt marks it failed. Neither the
 * address nor the token is ever logged.
 */
export async function deliverInvitationEmail(invitationId: string, sender: EmailSender, attempt: { isLast: boolean }): Promise<DeliveryResult> {
  const claimed = await claimAttempt(invitationId);
  if (!claimed?.tokenSealed) {
    await cancelIfPointless(invitationId);
    return "skipped";
  }
  // Whether the address has a login is decided here, when the mail goes out, and only the mail
  // differs: the inviter's answer was the same for any address.
  const login = await prisma.user.findUnique({ where: { email: claimed.email }, select: { merchantId: true } });
  const message = login
    ? existingLoginEmail(claimed.email, { businessName: claimed.merchant.businessName, sameAccount: login.merchantId === claimed.merchantId })
    : invitationEmail(claimed.email, unseal("invitation-tokens", claimed.tokenSealed), {
        businessName: claimed.merchant.businessName,
        role: claimed.role,
        expiresAt: claimed.expiresAt,
      });
  try {
    await sender.send(message);
    await settle(claimed.id, "sent");
    logger.debug({ invitationId: claimed.id, sender: sender.name }, "invitation email sent");
    return "sent";
  } catch (error) {
    if (error instanceof EmailRejected) {
      await settle(claimed.id, "failed", error.reason);
      logger.warn({ invitationId: claimed.id, sender: sender.name, reason: error.reason }, "the mail server refused an invitation email");
      return "rejected";
    }
    if (attempt.isLast) await settle(claimed.id, "failed", "The email could not be sent. Invite again to send a new link.");
    // The error's text can quote the SMTP conversation (and so the address): log its code only.
    const code = (error as { responseCode?: number }).responseCode ?? (error as { code?: string }).code ?? "unknown";
    logger.warn({ invitationId: claimed.id, sender: sender.name, code, last: attempt.isLast }, "invitation email send failed");
    throw new Error(`invitation email send failed (${code})`);
  }
}

/** Invitation emails still queued a while after the invitation: the sweeper makes sure each has a job. */
export async function findQueuedInvitationEmails(olderThanMs = 30_000, batch = 500): Promise<string[]> {
  const rows = await prisma.memberInvitation.findMany({
    where: { ...InvitationMailLifecycle.is("queued"), createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: batch,
  });
  return rows.map((row) => row.id);
}
