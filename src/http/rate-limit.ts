import type { NextFunction, Request, RequestHandler, Response } from "express";
import { config } from "../platform/config.js";
import { ApiError } from "../platform/errors/api-error.js";
import { keyPrefix, redis } from "../platform/redis.js";

/** A request limit per caller in fixed, clock-aligned windows, counted in Redis so every api process shares it. */
export interface WindowedLimit {
  /** Key space of the counters (`rl:<space><caller>:<window>`). */
  space: string;
  windowSeconds: number;
  /** Requests allowed per window, read per request (0 = off). */
  limit: () => number;
  /** Who is counted; undefined skips the limit (the caller was not authenticated by this surface). */
  callerOf: (req: Request) => string | undefined;
  refusal: (limit: number) => string;
}

/** The Redis counter of one caller's requests in one window (epoch seconds / windowSeconds). */
export const windowKey = (spec: Pick<WindowedLimit, "space">, caller: string, window: number) => `${keyPrefix}:rl:${spec.space}${caller}:${window}`;

export function windowedRateLimit(spec: WindowedLimit): RequestHandler {
  // Not an async function: a request the limit does not apply to passes without a promise.
  return (req: Request, res: Response, next: NextFunction): void | Promise<void> => {
    const limit = spec.limit();
    const caller = spec.callerOf(req);
    if (limit === 0 || caller === undefined) return next();
    return countRequest(spec, limit, caller, res, next);
  };
}

// The window's counter incremented, and given its expiry when this made it: one command, atomic
// (a counter never outlives its window by more than one more), instead of MULTI INCR EXPIRE EXEC.
redis.defineCommand("countInWindow", {
  numberOfKeys: 1,
  lua: "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n",
});
const countInWindow = (key: string, ttlSeconds: number) =>
  (redis as unknown as { countInWindow(key: string, ttlSeconds: number): Promise<number> }).countInWindow(key, ttlSeconds);

/** Counts the request in its window; over the limit it is refused with 429 and Retry-After. */
async function countRequest(spec: WindowedLimit, limit: number, caller: string, res: Response, next: NextFunction): Promise<void> {
  const window = Math.floor(Date.now() / 1000 / spec.windowSeconds);
  const count = await countInWindow(windowKey(spec, caller, window), spec.windowSeconds * 2);
  res.setHeader("X-RateLimit-Limit", String(limit));
  res.setHeader("X-RateLimit-Remaining", String(Math.max(0, limit - count)));
  if (count > limit) {
    const retryAfter = Math.max(1, (window + 1) * spec.windowSeconds - Math.floor(Date.now() / 1000));
    throw new ApiError("rate_limited", spec.refusal(limit), undefined, { "Retry-After": String(retryAfter) });
  }
  next();
}

const perApiKey: WindowedLimit = {
  space: "",
  windowSeconds: 1,
  limit: () => config.RATE_LIMIT_PER_SECOND,
  callerOf: (req) => req.auth?.keyId,
  refusal: (limit) => `Too many requests: this key may make ${limit} requests per second.`,
};

/** The Redis counter of one API key's requests in one second (epoch seconds). */
export const rateLimitKey = (apiKeyId: string, second: number) => windowKey(perApiKey, apiKeyId, second);

/** `/api/v1`: a one-second window per API key. */
export const rateLimit = windowedRateLimit(perApiKey);
