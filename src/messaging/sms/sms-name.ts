import { config } from "../../platform/config.js";

/** 3-30 characters; the only merchant text an SMS carries (src/messaging/sms/sms-template.ts). */
export const SMS_NAME_MIN = 3;
export const SMS_NAME_MAX = 30;

const ALLOWED = /^[\p{L}\p{N} &'.-]+$/u;
const NOT_ALLOWED = /[^\p{L}\p{N} &'.-]/gu;

// What a phone or mail client turns into a link or a number to call, checked on the NFKC form
// (fullwidth ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ reads as www.example.com): a URL scheme or www, a
// domain-like label.tld (a TLD is 2+ letters), an @, or 4+ digits in a run that single spaces,
// dots or dashes may split (0800 123 456, 0-8-0-0).
const LINK_LIKE: [RegExp, string][] = [
  [/:\/\/|\bwww\b/iu, "must not contain a web address"],
  [/[\p{L}\p{N}](?:[\p{L}\p{N}-]*)\.\p{L}{2,}/u, "must not contain a domain name (label.tld)"],
  [/@/u, "must not contain @"],
  [/\p{Nd}(?:[ .-]?\p{Nd}){3,}/u, "must not contain 4 or more digits in a row (a phone number)"],
];

/** The form a name is checked and stored in: NFKC, so look-alike characters read as what they show. */
export const messageNameForm = (name: string): string => name.normalize("NFKC");

/**
 * The one rule for a merchant's name in an SMS or email (an SMS name, a business name): why it
 * could make a phone or mail client show a link, an address or a number to call, or null.
 */
export function messageNameProblem(name: string): string | null {
  const form = messageNameForm(name);
  for (const [pattern, problem] of LINK_LIKE) if (pattern.test(form)) return problem;
  return null;
}

/**
 * Why `name` cannot be an SMS name, or null when it can: letters, digits, spaces and `&'-.`
 * only, no `://` and no `www` (nothing a phone renders as a link), 3-30 characters, and the
 * message-name rule above.
 */
export function smsNameProblem(input: string): string | null {
  const name = messageNameForm(input);
  if (name.length < SMS_NAME_MIN || name.length > SMS_NAME_MAX) return `must be ${SMS_NAME_MIN} to ${SMS_NAME_MAX} characters`;
  if (!ALLOWED.test(name)) return "may hold only letters, digits, spaces and & ' - .";
  if (name.trim() !== name || /\s{2}/.test(name)) return "must not start or end with a space, nor hold two in a row";
  if (/www/i.test(name)) return "must not contain www";
  return messageNameProblem(name);
}

/**
 * The default SMS name: the business name (NFKC) with what is not allowed taken out, spaces
 * collapsed, cut at 30 characters on a word boundary; SERVICE_NAME when fewer than 3 characters
 * remain (or what remains is still refused, e.g. it holds "www" or a domain).
 */
export function smsNameFromBusinessName(businessName: string): string {
  const cleaned = messageNameForm(businessName).replace(NOT_ALLOWED, " ").replace(/\s+/g, " ").trim();
  let name = cleaned;
  if (name.length > SMS_NAME_MAX) {
    const cut = name.slice(0, SMS_NAME_MAX + 1);
    const lastSpace = cut.lastIndexOf(" ");
    name = (lastSpace >= SMS_NAME_MIN ? cut.slice(0, lastSpace) : cut.slice(0, SMS_NAME_MAX)).trim();
  }
  return smsNameProblem(name) === null ? name : config.SERVICE_NAME;
}
