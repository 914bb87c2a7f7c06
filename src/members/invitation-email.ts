import { config } from "../config.js";
import type { EmailMessage } from "../email/email-sender.js";
import { smsNameFromBusinessName } from "../sms/sms-name.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link a person opens to accept: the token rides in the fragment, which browsers never send to a server. */
export const invitationLink = (token: string): string => `${config.PUBLIC_URL}/invite#token=${token}`;

/**
 * The invitation email: a fixed template. The account's business name is the only merchant text
 * in it, cleaned by the SMS name rule (src/sms/sms-name.ts: no link can ride in it).
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
