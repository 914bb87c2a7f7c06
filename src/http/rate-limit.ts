import type { NextFunction, Request, Response } from "express";
import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { redis } from "../redis.js";

/** Fixed one-second window per API key, counted in Redis so every api process shares it. */
export async function rateLimit(req: Request, res: Response, next: NextFunction): Promise<void> {
  const limit = config.RATE_LIMIT_PER_SECOND;
  if (limit === 0 || !req.auth) return next();
  const second = Math.floor(Date.now() / 1000);
  const key = `${config.QUEUE_PREFIX}:rl:${req.auth.keyId}:${second}`;
  const results = await redis.multi().incr(key).expire(key, 2).exec();
  const [incrError, count] = results?.[0] ?? [new Error("rate limit transaction aborted"), 0];
  if (incrError) throw incrError;
  res.setHeader("X-RateLimit-Limit", String(limit));
  res.setHeader("X-RateLimit-Remaining", String(Math.max(0, limit - Number(count))));
  if (Number(count) > limit) {
    throw new ApiError("rate_limited", `Too many requests: this key may make ${limit} requests per second.`, undefined, {
      "Retry-After": "1",
    });
  }
  next();
}
