/**
 * The languages a verification text or email is written in: the hosted page's (web/src/verify/i18n).
 * The page sends its language with each code it asks for; the send job writes the message in it.
 */
export const MESSAGE_LOCALES = ["en", "es", "fr"] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** A stored locale as a message language: English for none (rows from before the column) or one no longer offered. */
export function messageLocale(value: string | null | undefined): MessageLocale {
  return (MESSAGE_LOCALES as readonly string[]).includes(value ?? "") ? (value as MessageLocale) : "en";
}

/** A full stop, unless the sentence ends with the account's name and the name with one ("Acme Co."). */
export const endSentence = (text: string): string => (text.endsWith(".") ? text : `${text}.`);
