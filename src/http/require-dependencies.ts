import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../platform/errors/api-error.js";
import { redis } from "../platform/redis.js";

/**
 * Refuses work with 503 while Redis is unreachable, before anything is written: a request that
 * commits to Postgres must be able to enqueue its jobs. (Postgres outages surface as connection
 * errors from the query itself and are rendered as 503 too.) The check reads the client's
 * connection state and costs no round trip.
 */
export function requireDependencies(_req: Request, _res: Response, next: NextFunction): void {
  if (redis.status !== "ready") {
    throw new ApiError("service_unavailable", "The service is temporarily unavailable. Retry with backoff.", undefined, {
      "Retry-After": "5",
    });
  }
  next();
}
