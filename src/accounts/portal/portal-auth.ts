import type { NextFunction, Request, Response } from "express";
import { timingSafeEqual } from "node:crypto";
import { ApiError } from "../../platform/errors/api-error.js";
import { readCookie } from "./cookies.js";
import { findPortalSession, SESSION_COOKIE, type PortalIdentity } from "./portal-sessions.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      portal?: PortalIdentity;
    }
  }
}

/** The portal authenticates browser sessions only: a secret key (or any bearer token) is refused. */
export function refuseApiKeys(req: Request, _res: Response, next: NextFunction): void {
  if (req.headers.authorization) {
    throw new ApiError(
      "invalid_api_key",
      "The merchant portal does not accept API keys; sign in to get a session cookie.",
    );
  }
  next();
}

export async function requirePortalSession(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const token = readCookie(req, SESSION_COOKIE);
  const identity = token ? await findPortalSession(token) : null;
  if (!identity) throw new ApiError("not_authenticated", "Sign in to use the merchant portal.");
  req.portal = identity;
  next();
}

/** State-changing portal requests must echo the session's CSRF token in X-CSRF-Token. */
export function requireCsrfToken(req: Request, _res: Response, next: NextFunction): void {
  const sent = Buffer.from(req.header("X-CSRF-Token") ?? "");
  const expected = Buffer.from(req.portal!.csrfToken);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new ApiError("csrf_token_invalid", "Missing or invalid X-CSRF-Token header.", "X-CSRF-Token");
  }
  next();
}
