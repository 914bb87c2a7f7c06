import type { NextFunction, Request, Response } from "express";
import { config } from "../platform/config.js";
import { logger } from "../platform/logger.js";

let warned = false;

/**
 * Per-address limits (failed authentications, sign-ups, SMS per address) key on the client's
 * address. Behind a load balancer without TRUST_PROXY, that is the balancer's address: every
 * client shares one budget. The first request that arrives with X-Forwarded-For while
 * TRUST_PROXY is empty logs one warning per process (the header alone proves nothing, so the
 * request is not refused).
 */
export function warnOnUntrustedProxy(req: Request, _res: Response, next: NextFunction): void {
  if (!warned && !config.TRUST_PROXY && req.headers["x-forwarded-for"] !== undefined) {
    warned = true;
    logger.warn(
      { remote_address: req.socket.remoteAddress },
      "request carries X-Forwarded-For but TRUST_PROXY is empty: per-address limits count every client behind this proxy as one address; set TRUST_PROXY (docs/api.md)",
    );
  }
  next();
}
