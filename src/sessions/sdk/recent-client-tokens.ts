import { sha256Hex } from "../../http/auth/api-key-format.js";
import { NegativeCache } from "../../http/auth/negative-cache.js";
import { keyPrefix, redis } from "../../platform/redis.js";

/**
 * Client tokens that resolved to their object lately, so a real token still works from an address
 * blocked for failed tokens (a guesser behind the same NAT or /64 must not lock its end users
 * out). Only tokens that resolved are remembered, so the set holds nothing a guesser can hit:
 * the throttle keeps its bite. Kept in Redis, so a token resolved by one api process passes on
 * every other; each process writes a token at most once per REWRITE_MS (not once per request).
 */
export const RECENT_TOKEN_SECONDS = 3_600;
const REWRITE_MS = 5 * 60_000;
const written = new NegativeCache(REWRITE_MS, 10_000);

const keyOf = (tokenHash: string) => `${keyPrefix}:sdk-token-resolved:${tokenHash}`;

/** Records that `token` just resolved to its object (a token is remembered for RECENT_TOKEN_SECONDS after its last use). */
export async function rememberResolvedToken(token: string): Promise<void> {
  const hash = sha256Hex(token);
  if (written.has(hash)) return;
  await redis.set(keyOf(hash), "1", "EX", RECENT_TOKEN_SECONDS);
  written.remember(hash);
}

/**
 * True when this process resolved `token` within REWRITE_MS: it wrote the token's mark then, so
 * resolvedRecently() would answer true, and a blocked address would let the token through anyway.
 */
export function resolvedHereLately(token: string): boolean {
  return written.has(sha256Hex(token));
}

/** True when `token` resolved to its object within the last RECENT_TOKEN_SECONDS (in any api process). */
export async function resolvedRecently(token: string): Promise<boolean> {
  if (!/^pbvs_[0-9A-Za-z]{40}$/.test(token)) return false;
  return (await redis.exists(keyOf(sha256Hex(token)))) === 1;
}
