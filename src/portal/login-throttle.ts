import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { redis } from "../redis.js";
import { sha256Hex } from "../auth/api-key-format.js";

const WINDOW_S = 15 * 60;
const FREE_FAILURES = 5;
const MAX_FAILURES = 20;

const keyFor = (email: string) => `${config.QUEUE_PREFIX}:login-failures:${sha256Hex(email.toLowerCase())}`;

/**
 * Repeated failed logins for one email are slowed down: after 5 failures in 15 minutes each
 * further attempt waits longer (up to 429 with Retry-After once 20 have failed).
 */
export async function checkLoginAllowed(email: string): Promise<number> {
  const failures = Number((await redis.get(keyFor(email))) ?? 0);
  if (failures >= MAX_FAILURES) {
    const ttl = await redis.ttl(keyFor(email));
    throw new ApiError("rate_limited", "Too many failed sign-in attempts. Try again later.", undefined, {
      "Retry-After": String(Math.max(1, ttl)),
    });
  }
  return failures;
}

/** Delay before answering a failed login, growing with the number of recent failures. */
export function failureDelayMs(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(5_000, 250 * 2 ** (failures - FREE_FAILURES));
}

export async function recordLoginFailure(email: string): Promise<number> {
  const [[, count] = [null, 0]] = (await redis.multi().incr(keyFor(email)).expire(keyFor(email), WINDOW_S).exec()) ?? [];
  return Number(count);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await redis.del(keyFor(email));
}
