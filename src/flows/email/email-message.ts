import type { EmailMessage } from "../../messaging/email/email-sender.js";
import { endSentence, type MessageLocale } from "../../messaging/message-locale.js";
import { smsNameFromBusinessName } from "../../messaging/sms/sms-name.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email's sentences in each page language: the first names the code (shown apart in the HTML), the rest are fixed. */
const WORDS: Record<MessageLocale, { isYour: (name: string) => string; expires: string; doNotShare: string; notYou: string }> = {
  en: { isYour: (name) => `is your ${name} verification code`, expires: "It expires in 10 minutes.", doNotShare: "Do not share it with anyone.", notYou: "If you did not ask for it, ignore this email." },
  es: {
    isYour: (name) => `es tu código de verificación de ${name}`,
    expires: "Caduca en 10 minutos.",
    doNotShare: "No lo compartas con nadie.",
    notYou: "Si no lo pediste, ignora este correo.",
  },
  fr: {
    isYour: (name) => `est votre code de vérification ${name}`,
    expires: "Il expire dans 10 minutes.",
    doNotShare: "Ne le communiquez à personne.",
    notYou: "Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  },
};

/**
 * The verification email, in the page's language: a fixed template whose only merchant text is
 * the business name cleaned by the same rule as an SMS name (src/messaging/sms/sms-name.ts: 3-30
 * safe characters, no link).
 */
export function verificationEmail(to: string, code: string, businessName: string, locale: MessageLocale = "en"): EmailMessage {
  const name = smsNameFromBusinessName(businessName);
  const w = WORDS[locale];
  return {
    to,
    subject: `${code} ${w.isYour(name)}`,
    text: `${endSentence(`${code} ${w.isYour(name)}`)}\n\n${w.expires} ${w.doNotShare}\n${w.notYou}\n`,
    html: `<p><strong style="font-size:1.4em;letter-spacing:.1em">${code}</strong> ${escapeHtml(endSentence(w.isYour(name)))}</p><p>${escapeHtml(`${w.expires} ${w.doNotShare} ${w.notYou}`)}</p>`,
  };
}
