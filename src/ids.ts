import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// A request mints several ids and tokens; drawing their bytes from one buffer of CSPRNG output,
// refilled when used up, costs one call into OpenSSL per 8 KiB instead of one per id (the
// same thing crypto.randomUUID does). Bytes are never reused.
const entropy = Buffer.alloc(8192);
let nextByte = entropy.length;

function randomByte(): number {
  if (nextByte === entropy.length) {
    randomFillSync(entropy);
    nextByte = 0;
  }
  return entropy[nextByte++]!;
}

/** Random base62 string; 62^n possibilities, with rejection sampling to stay unbiased. */
export function randomToken(length: number): string {
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
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
