import type { NextFunction, Request, RequestHandler, Response } from "express";
import { timingSafeEqual } from "node:crypto";
import { config } from "../platform/config.js";
import { ApiError } from "../platform/errors/api-error.js";
import { currentCount, reserve, secondsLeft, type WindowLimit } from "../platform/limits/fixed-window.js";
import { addressBudgetKey, clientAddress } from "./client-address.js";

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// One limit for every admin surface (Bull Board, /metrics, the workers' metrics listeners).
const failureLimit = (req: Request): WindowLimit => ({
  key: `admin-auth-failures:${addressBudgetKey(clientAddress(req))}`,
  limit: config.ADMIN_AUTH_FAILURES_PER_IP,
  windowSeconds: 15 * 60,
});

function refuse(res: Response, next: NextFunction, json: boolean, retryAfterSeconds: number): void {
  const retryAfter = String(Math.max(1, retryAfterSeconds));
  const message = "Too many failed sign-in attempts. Try again later.";
  if (json) return next(new ApiError("rate_limited", message, undefined, { "Retry-After": retryAfter }));
  res.setHeader("Retry-After", retryAfter);
  res.status(429).type("text/plain").send(message);
}

function basicCredentialsOk(authorization: string): boolean {
  const match = /^Basic (.+)$/.exec(authorization);
  const [user, ...rest] = match ? Buffer.from(match[1]!, "base64").toString("utf8").split(":") : [];
  const userOk = safeEqual(user ?? "", config.ADMIN_USER);
  const passwordOk = safeEqual(rest.join(":"), config.ADMIN_PASSWORD);
  return match !== null && userOk && passwordOk;
}

/**
 * The admin credentials (ADMIN_USER / ADMIN_PASSWORD) as HTTP basic auth, with a brute-force
 * limit: an address with ADMIN_AUTH_FAILURES_PER_IP failures in 15 minutes is refused (429)
 * before its credentials are even compared, right ones included.
 *
 * With `bearerToken`, `Authorization: Bearer <token>` is accepted too, before the limit is read:
 * the token is at least 32 characters (config), so it cannot be guessed, and a scraper holding
 * it is answered while Redis is down. A wrong token counts as a failure like a wrong password.
 *
 * With `json`, refusals are API errors in the contract's shape (the admin JSON API) instead of text.
 */
export function adminAuth(realm: string, options: { bearerToken?: string; json?: boolean } = {}): RequestHandler {
  const json = options.json === true;
  const expectedBearer = options.bearerToken ? `Bearer ${options.bearerToken}` : undefined;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const authorization = req.headers.authorization ?? "";
    if (expectedBearer && safeEqual(authorization, expectedBearer)) return next();
    const limit = failureLimit(req);
    if (limit.limit > 0 && (await currentCount(limit)) >= limit.limit) return refuse(res, next, json, await secondsLeft(limit));
    if (basicCredentialsOk(authorization)) return next();
    // A browser's first request carries no credentials; only wrong credentials count.
    if (authorization !== "") {
      const reservation = await reserve([limit]);
      if (!reservation.allowed) return refuse(res, next, json, reservation.retryAfterSeconds);
    }
    res.setHeader("WWW-Authenticate", `Basic realm="${realm}", charset="UTF-8"`);
    if (json) return next(new ApiError("not_authenticated", "Authenticate with the admin credentials (HTTP basic auth)."));
    res.status(401).type("text/plain").send("Authentication required.");
  };
}
