import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { config } from "../../config.js";
import type { Mode } from "../../auth/api-key-format.js";

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

let codeKey: Buffer | undefined;

/** The stored form of a code: an HMAC bound to its row, so one row's HMAC says nothing about another's. */
export function codeHmac(codeId: string, code: string): string {
  codeKey ??= Buffer.from(hkdfSync("sha256", config.ENCRYPTION_KEY, "proofbase", "phone-codes", 32));
  return createHmac("sha256", codeKey).update(`${codeId}:${code}`).digest("hex");
}

export function codeMatches(codeId: string, stored: string, candidate: string): boolean {
  const expected = Buffer.from(stored, "hex");
  const actual = Buffer.from(codeHmac(codeId, candidate), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
