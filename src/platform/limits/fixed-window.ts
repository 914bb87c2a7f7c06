import { keyPrefix, redis } from "../redis.js";

/** One counter: `limit` units per `windowSeconds`, in a fixed window that starts with its first unit. */
export interface WindowLimit {
  /** Redis key suffix, e.g. `login:ip:<hash>`; the queue prefix is added here. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface Reservation {
  allowed: boolean;
  /** Count per limit after this reservation, in the order given. */
  counts: number[];
  /** Seconds until the first exceeded window ends (0 when allowed). */
  retryAfterSeconds: number;
}

// Adds `amount` to one counter in one atomic step and returns its new count and TTL, so
// concurrent callers each see a distinct count: the limit is decided on what was reserved, never
// on a count read before a slow operation. One script per counter: on a Redis Cluster the
// counters of one reservation live on different shards, and a script may touch only one slot.
const RESERVE = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {count, ttl}`;

/** The Redis key of a limit's counter. */
export const limitKey = (key: string) => `${keyPrefix}:limit:${key}`;

/**
 * Reserves `amount` units on every limit at once. The reservation stands even when refused
 * (attempts past a limit still count); `release` gives units back (a login that succeeded).
 * Limits of 0 are ignored (disabled).
 */
export async function reserve(limits: readonly WindowLimit[], amount = 1): Promise<Reservation> {
  const active = limits.filter((l) => l.limit > 0);
  if (active.length === 0) return { allowed: true, counts: limits.map(() => 0), retryAfterSeconds: 0 };
  const raw = await Promise.all(active.map((l) => redis.eval(RESERVE, 1, limitKey(l.key), amount, l.windowSeconds) as Promise<[number, number]>));
  let retryAfterSeconds = 0;
  const byKey = new Map<string, number>();
  active.forEach((limit, i) => {
    const [count, ttl] = raw[i]!.map(Number) as [number, number];
    byKey.set(limit.key, count);
    if (count > limit.limit) retryAfterSeconds = Math.max(retryAfterSeconds, ttl, 1);
  });
  return { allowed: retryAfterSeconds === 0, counts: limits.map((l) => byKey.get(l.key) ?? 0), retryAfterSeconds };
}

// A window that ended meanwhile is left alone (a DECRBY would recreate it without a TTL).
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

/** Gives back units reserved on these limits. */
export async function release(limits: readonly WindowLimit[], amount = 1): Promise<void> {
  const active = limits.filter((l) => l.limit > 0);
  if (active.length === 0) return;
  await Promise.all(active.map((l) => redis.eval(RELEASE, 1, limitKey(l.key), amount)));
}

/**
 * A budget: reserves `amount` on every limit, all or none. Refused, the units are given back and
 * `refuse(retryAfterSeconds)` is thrown; granted, the returned function gives them back (for work
 * a later check refuses).
 */
export async function spendBudget(limits: readonly WindowLimit[], refuse: (retryAfterSeconds: number) => Error, amount = 1): Promise<() => Promise<void>> {
  const reservation = await reserve(limits, amount);
  if (!reservation.allowed) {
    await release(limits, amount);
    throw refuse(reservation.retryAfterSeconds);
  }
  return () => release(limits, amount);
}

/** Current count of a limit without reserving (0 when unused). */
export async function currentCount(limit: WindowLimit): Promise<number> {
  return Number((await redis.get(limitKey(limit.key))) ?? 0);
}

/** Seconds until this limit's window ends (at least 1). */
export async function secondsLeft(limit: WindowLimit): Promise<number> {
  return Math.max(1, await redis.ttl(limitKey(limit.key)));
}
