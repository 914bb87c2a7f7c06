import type { NextFunction, Request, Response } from "express";

/**
 * /api/sdk/v1 answers any origin: the credential is the bearer client token, never a cookie, so
 * credentials are not allowed and no origin needs to be trusted. Preflights end here (204).
 */
export function openCors(req: Request, res: Response, next: NextFunction): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Expose-Headers", "Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining");
  if (req.method === "OPTIONS") {
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
    res.status(204).end();
    return;
  }
  next();
}
