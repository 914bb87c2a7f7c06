import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 string; 62^n possibilities, with rejection sampling to stay unbiased. */
export function randomToken(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export const ID_PREFIXES = {
  merchant: "acct",
  user: "usr",
  portalSession: "ps",
  apiKey: "key",
  session: "vs",
  vic: "vic",
  customer: "cus",
  note: "note",
  review: "rev",
  rule: "rule",
  reverification: "rvr",
  endpoint: "we",
  delivery: "whd",
  attempt: "wha",
  event: "evt",
  usage: "bu",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${randomToken(24)}`;
}
