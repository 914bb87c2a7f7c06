import { sha256Hex } from "../../platform/crypto/sha256.js";

// Providers that ignore dots in the local part: j.a.n.e@gmail.com is jane@gmail.com's mailbox.
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as every per-address email budget counts it: lower case, the
 * `+tag` of the local part removed (jane+1@ and jane+2@ are jane@'s inbox at most providers),
 * and for Gmail the dots too (googlemail.com is gmail.com). Only for counting: mail still goes
 * to the address as given.
 */
export function mailboxOf(address: string): string {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  if (at < 1) return normalized;
  let local = normalized.slice(0, at);
  let domain = normalized.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** The key of an address in an email budget: its mailbox, hashed (no address in Redis). */
export const mailboxBudgetKey = (address: string): string => sha256Hex(mailboxOf(address));
