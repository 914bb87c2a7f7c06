import { endSentence, type MessageLocale } from "../message-locale.js";
import { smsNameFromBusinessName, smsNameProblem } from "./sms-name.js";

/**
 * The one SMS text, in the page's language: the code and the account's SMS name, nothing else the
 * account wrote. Each fits one segment with the longest name (30 characters): under 70 characters,
 * the limit of a text with a character outside GSM-7 such as "ó" (test/message-locales.test.ts).
 */
const SMS_TEXTS: Record<MessageLocale, (code: string, name: string) => string> = {
  en: (code, name) => `${code} is your ${name} verification code`,
  es: (code, name) => `${code} es tu código de verificación de ${name}`,
  fr: (code, name) => `${code} est votre code de vérification ${name}`,
};

export function smsText(code: string, smsName: string, locale: MessageLocale = "en"): string {
  return endSentence(SMS_TEXTS[locale](code, smsName));
}

/**
 * The account's SMS name: the one set in its settings, else its business name cleaned. A name
 * stored before today's rule that the rule now refuses (a domain, a phone number) is never sent:
 * the business name cleaned (else SERVICE_NAME) goes out instead, as if none were set.
 */
export function effectiveSmsName(settings: { smsName: string | null } | null, businessName: string): string {
  const set = settings?.smsName;
  return set != null && smsNameProblem(set) === null ? set : smsNameFromBusinessName(businessName);
}
