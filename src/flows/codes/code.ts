import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { currentKey, derivedKey, keyRing } from "../../platform/crypto/key-ring.js";
import type { Mode } from "../../http/auth/api-key-format.js";

/** Test mode never sends a code (by text or email) and accepts only this one. */
export const TEST_MODE_CODE = "000000";

/** The code rules every code flow (phone, email) follows: contract sections 7 and 12. */
export const CODE_LIMITS = {
  codeLifetimeMs: 10 * 60_000,
  resendIntervalMs: 30_000,
  sendsPerObject: 5,
  guessesPerCode: 5,
} as const;

export function newCode(mode: Mode): string {
  return mode === "test" ? TEST_MODE_CODE : String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function hmacWith(secret: string, codeId: string, code: string): Buffer {
  return createHmac("sha256", derivedKey(secret, "phone-codes")).update(`${codeId}:${code}`).digest();
}

/** The stored form of a code: an HMAC bound to its row, so one row's HMAC says nothing about another's. */
export function codeHmac(codeId: string, code: string): string {
  return hmacWith(currentKey().secret, codeId, code).toString("hex");
}

/** A code made under any key of the ring still matches: a rotation does not void codes in flight. */
export function codeMatches(codeId: string, stored: string, candidate: string): boolean {
  const expected = Buffer.from(stored, "hex");
  return keyRing().some(({ secret }) => {
    const actual = hmacWith(secret, codeId, candidate);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
}
