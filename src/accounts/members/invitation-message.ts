import { unseal } from "../../platform/crypto/sealed-box.js";
import { prisma } from "../../platform/db/client.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { MessageKind } from "../../messaging/outbox/message-kind.js";
import { existingLoginEmail, invitationEmail } from "./invitation-email.js";
import { InvitationLifecycle, InvitationMailLifecycle } from "./invitation-status.js";

/**
 * The invitation email as an outbox message (src/messaging/outbox/): the message's id is the
 * invitation's. It is composed when it goes out, only for an invitation still pending and not
 * expired (else canceled). Whether the address has a login is decided then, and only the mail
 * differs: the inviter's answer was the same for any address (contract section 19). When it
 * settles, the outcome is written where the dashboard reads it (`mail_status`, `mail_error`) and
 * the sealed token is cleared, so no usable link stays at rest. Neither address nor token is logged.
 */
export const invitationMessageKind: MessageKind = {
  kind: "invitation",
  channel: "email",
  async compose(id) {
    const invitation = await prisma.memberInvitation.findFirst({
      where: { id, ...InvitationLifecycle.is("pending"), tokenSealed: { not: null }, expiresAt: { gt: new Date() } },
      select: { merchantId: true, email: true, role: true, tokenSealed: true, expiresAt: true, merchant: { select: { businessName: true } } },
    });
    if (!invitation?.tokenSealed) return null;
    const login = await prisma.user.findUnique({ where: { email: invitation.email }, select: { merchantId: true } });
    return login
      ? existingLoginEmail(invitation.email, { businessName: invitation.merchant.businessName, sameAccount: login.merchantId === invitation.merchantId })
      : invitationEmail(invitation.email, unseal("invitation-tokens", invitation.tokenSealed), {
          businessName: invitation.merchant.businessName,
          role: invitation.role,
          expiresAt: invitation.expiresAt,
        });
  },
  settled(moved, status, error) {
    const outcome = InvitationMailLifecycle.sql.move("outbox", status, "i");
    return Prisma.sql`UPDATE member_invitations i SET ${outcome.set}, mail_error = ${error}, token_sealed = NULL WHERE i.id IN (${moved}) AND ${outcome.guard}`;
  },
  what: "an invitation email",
  logKey: "invitationId",
  gaveUp: "The email could not be sent. Invite again to send a new link.",
  legacy: {
    lifecycle: InvitationMailLifecycle,
    table: Prisma.raw("member_invitations"),
    // The previous release counts an attempt without leaving `queued`: a row it tried is adopted
    // only once its job's retries (about a minute) are long over.
    idle: Prisma.sql`(l.mail_attempts = 0 OR l.created_at < now() - interval '10 minutes')`,
  },
};
