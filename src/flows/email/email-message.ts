import type { EmailMessage } from "../../email/email-sender.js";
import { smsNameFromBusinessName } from "../../sms/sms-name.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The verification email: a fixed template whose only merchant text is the business name cleaned
 * by the same rule as an SMS name (src/sms/sms-name.ts: 3-30 safe characters, no link).
 */
export function verificationEmail(to: string, code: string, businessName: string): EmailMessage {
  const name = smsNameFromBusinessName(businessName);
  return {
    to,
    subject: `${code} is your ${name} verification code`,
    text: `${code} is your ${name} verification code.\n\nIt expires in 10 minutes. Do not share it with anyone.\nIf you did not ask for it, ignore this email.\n`,
    html: `<p><strong style="font-size:1.4em;letter-spacing:.1em">${code}</strong> is your ${escapeHtml(name)} verification code.</p><p>It expires in 10 minutes. Do not share it with anyone. If you did not ask for it, ignore this email.</p>`,
  };
}
