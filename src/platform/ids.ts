import { randomFillSync } from "node:crypto";
import { Prisma } from "./generated/prisma/client.js";

/** Base62. The SQL generator (pb_new_id, below) draws from the same 62 characters. */
export const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const ALPHABET = ID_ALPHABET;
/** Random characters after the prefix: 62^24, about 143 bits. */
export const ID_TOKEN_LENGTH = 24;

// A request mints several ids and tokens; drawing their bytes from one buffer of CSPRNG output,
// refilled when used up, costs one call into OpenSSL per 8 KiB instead of one per id (the
// same thing crypto.randomUUID does). Bytes are never reused. Kept because it measured over 10%
// of the api's CPU per session creation: docs/performance.md, "Decisions".
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
  recoveryCode: "rc",
  passwordReset: "pwr",
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
  walletChallenge: "wch",
  phoneCode: "pc",
  emailCode: "ec",
  attestation: "att",
  chainTx: "ctx",
  invitation: "inv",
  auditEntry: "aud",
  brandingLogo: "logo",
  credential: "cred",
  issuerKey: "cik",
  teamAlert: "alrt",
  teamAlertEmail: "alem",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

export function newId(kind: IdKind): string {
  return newIdWithPrefix(ID_PREFIXES[kind]);
}

/**
 * An id with a prefix a module above this folder declares (a flow's `idPrefixes`,
 * src/flows/flow.ts; src/flows/registry.test.ts holds them apart from these and each other).
 */
export function newIdWithPrefix(prefix: string): string {
  return `${prefix}_${randomToken(ID_TOKEN_LENGTH)}`;
}

/**
 * The same id, made by Postgres: for rows whose number is only known inside a statement (a
 * fan-out creates one delivery per matching endpoint). `pb_new_id(prefix, length)` (migration
 * 20261122130100_new_id_function) draws CSPRNG bytes (pgcrypto's gen_random_bytes), encodes them
 * as base64 and drops `+` and `/`, which keeps each remaining character uniform over these 62
 * (rejection sampling, like randomToken). Prefix and length are passed from here, so the format
 * is defined once; src/platform/ids.test.ts checks that SQL-made ids match newId's.
 */
export function newIdSql(kind: IdKind): Prisma.Sql {
  return Prisma.sql`pb_new_id(${ID_PREFIXES[kind]}::text, ${ID_TOKEN_LENGTH}::int)`;
}

/** What every id of this kind looks like. */
export function idPattern(kind: IdKind): RegExp {
  return new RegExp(`^${ID_PREFIXES[kind]}_[${ID_ALPHABET}]{${ID_TOKEN_LENGTH}}$`);
}
