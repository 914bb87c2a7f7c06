import { config } from "../config.js";

/** 3-30 characters; the only merchant text an SMS carries (src/sms/sms-template.ts). */
export const SMS_NAME_MIN = 3;
export const SMS_NAME_MAX = 30;

const ALLOWED = /^[\p{L}\p{N} &'.-]+$/u;
const NOT_ALLOWED = /[^\p{L}\p{N} &'.-]/gu;

/**
 * Why `name` cannot be an SMS name, or null when it can: letters, digits, spaces and `&'-.`
 * only, no `://` and no `www` (nothing a phone renders as a link), 3-30 characters.
 */
export function smsNameProblem(name: string): string | null {
  if (name.length < SMS_NAME_MIN || name.length > SMS_NAME_MAX) return `must be ${SMS_NAME_MIN} to ${SMS_NAME_MAX} characters`;
  if (!ALLOWED.test(name)) return "may hold only letters, digits, spaces and & ' - .";
  if (name.trim() !== name || /\s{2}/.test(name)) return "must not start or end with a space, nor hold two in a row";
  if (/www/i.test(name)) return "must not contain www";
  return null;
}

/**
 * The default SMS name: the business name with what is not allowed taken out, spaces collapsed,
 * cut at 30 characters on a word boundary; SERVICE_NAME when fewer than 3 characters remain
 * (or what remains is still refused, e.g. it holds "www").
 */
export function smsNameFromBusinessName(businessName: string): string {
  const cleaned = businessName.replace(NOT_ALLOWED, " ").replace(/\s+/g, " ").trim();
  let name = cleaned;
  if (name.length > SMS_NAME_MAX) {
    const cut = name.slice(0, SMS_NAME_MAX + 1);
    const lastSpace = cut.lastIndexOf(" ");
    name = (lastSpace >= SMS_NAME_MIN ? cut.slice(0, lastSpace) : cut.slice(0, SMS_NAME_MAX)).trim();
  }
  return smsNameProblem(name) === null ? name : config.SERVICE_NAME;
}
