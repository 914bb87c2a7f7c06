import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { config, PASSWORD_HASH_COST_MAX } from "../../platform/config.js";

// scrypt with N = 2^PASSWORD_HASH_COST (15 by default: ~32 MiB and ~100 ms of CPU per hash,
// deliberately slow), r=8, p=1.
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Room for the largest cost a hash may carry (scrypt needs about 128 * N * r bytes).
const MAXMEM = 256 * 2 ** PASSWORD_HASH_COST_MAX * R;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: MAXMEM }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Format: scrypt$N$r$p$salt$hash (base64). Each hash carries its own parameters, so the cost can
 * be raised later without breaking old hashes.
 */
export async function hashPassword(password: string, cost = config.PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What to verify against when the email is unknown, so timing does not reveal which emails exist:
 * the current parameters, random salt and hash (no password matches it, and none has to). Not
 * derived at load: a scrypt at import took 32 MiB in every process that imports this file.
 */
export const DUMMY_PASSWORD_HASH = ["scrypt", 2 ** config.PASSWORD_HASH_COST, R, P, randomBytes(16).toString("base64"), randomBytes(KEY_LENGTH).toString("base64")].join("$");
