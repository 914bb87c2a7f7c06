import { config } from "../../platform/config.js";
import type { EmailMessage } from "../../messaging/email/email-sender.js";
import { smsNameFromBusinessName } from "../../messaging/sms/sms-name.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link a person opens to accept: the token rides in the fragment, which browsers never send to a server. */
export const invitationLink = (token: string): string => `${config.PUBLIC_URL}/invite#token=${token}`;

/**
 * The invitation email: a fixed template. The account's business name is the only merchant text
 * in it, cleaned by the SMS name rule (src/messaging/sms/sms-name.ts: no link can ride in it).
 */
export function invitationEmail(to: string, token: string, invite: { businessName: string; role: string; expiresAt: Date }): EmailMessage {
  const name = smsNameFromBusinessName(invite.businessName);
  const link = invitationLink(token);
  const until = invite.expiresAt.toUTCString();
  return {
    to,
    subject: `You are invited to ${name} on ${config.SERVICE_NAME}`,
    text: `You are invited to join ${name} on ${config.SERVICE_NAME} as ${invite.role}.\n\nAccept and choose your password:\n${link}\n\nThe link works once, until ${until}.\nIf you did not expect this invitation, ignore this email.\n`,
    html: `<p>You are invited to join <strong>${escapeHtml(name)}</strong> on ${escapeHtml(config.SERVICE_NAME)} as ${escapeHtml(invite.role)}.</p><p><a href="${escapeHtml(link)}">Accept and choose your password</a></p><p>The link works once, until ${escapeHtml(until)}. If you did not expect this invitation, ignore this email.</p>`,
  };
}

/**
 * What an address that already has a login gets instead of an invitation (contract section 19:
 * the inviter's answer is the same for any address, so the difference is only in this mail). No
 * link: there is nothing to accept. `sameAccount`: the login is a member of the inviting account.
 */
export function existingLoginEmail(to: string, invite: { businessName: string; sameAccount: boolean }): EmailMessage {
  const name = smsNameFromBusinessName(invite.businessName);
  const signIn = `${config.PUBLIC_URL}/login`;
  const service = config.SERVICE_NAME;
  const [what, next] = invite.sameAccount
    ? [`${name} invited this address to join them on ${service}, and it is already a member of ${name}.`, `Sign in with your existing login:`]
    : [
        `${name} invited this address to join them on ${service}, but it already has a ${service} login with another account, and an address can belong to one account only.`,
        `Sign in with your existing login, or ask ${name} to invite another address of yours:`,
      ];
  return {
    to,
    subject: `Your invitation to ${name} on ${service}`,
    text: `${what}\n\n${next}\n${signIn}\n\nIf you did not expect this, ignore this email.\n`,
    html: `<p>${escapeHtml(what)}</p><p>${escapeHtml(next)} <a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a></p><p>If you did not expect this, ignore this email.</p>`,
  };
}
