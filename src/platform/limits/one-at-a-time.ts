import { randomUUID } from "node:crypto";
import { TooManyAttempts } from "../errors/domain-errors.js";
import { logger } from "../logger.js";
import { keyPrefix, redis } from "../redis.js";

/**
 * Work an account may run only one of at a time (a rule simulation, a CSV export), held by a
 * Redis key with a lease: the holder renews it every third of the lease and deletes it when done,
 * so a crashed api's hold ends by itself within one lease. One key, so it works the same on a
 * Redis Cluster; the account's id is its hash tag.
 */
export interface OneAtATime {
  /** Key name and how a refusal names the work: "simulate", "a rule simulation". */
  name: string;
  what: string;
  leaseMs: number;
  /** The Retry-After of a refusal at most (the lease left, when shorter). */
  retryAfterSeconds: number;
}

export const holdKey = (work: Pick<OneAtATime, "name">, merchantId: string) => `${keyPrefix}:one:${work.name}:{${merchantId}}`;

export interface Hold {
  /** Ends the hold (once; later calls do nothing). */
  release(): Promise<void>;
}

// Only the holder's token renews or deletes the key: a hold that expired and was taken by
// another run is left to that run.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const DELETE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Takes the account's hold on `work`, or refuses with 429 `rate_limited` and Retry-After while another run holds it. */
export async function holdOneAtATime(work: OneAtATime, merchantId: string): Promise<Hold> {
  const key = holdKey(work, merchantId);
  const token = randomUUID();
  if ((await redis.set(key, token, "PX", work.leaseMs, "NX")) !== "OK") {
    const leftMs = await redis.pttl(key);
    const retryAfter = Math.min(work.retryAfterSeconds, Math.max(1, Math.ceil(leftMs / 1000)));
    throw new TooManyAttempts(`This account is already running ${work.what}; one runs at a time. Retry when it is done.`, retryAfter);
  }
  const renewal = setInterval(() => {
    redis.eval(RENEW, 1, key, token, work.leaseMs).catch((error: Error) => logger.warn({ work: work.name, err: error.message }, "could not renew a one-at-a-time hold"));
  }, work.leaseMs / 3);
  renewal.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(renewal);
      await redis.eval(DELETE, 1, key, token);
    },
  };
}
