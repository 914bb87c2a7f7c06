import type { NextFunction, Request, Response } from "express";

/**
 * API responses carry keys, signing secrets, client tokens and CSRF tokens, and errors echo
 * request ids: none may be kept by a shared or browser cache, and none is content to sniff.
 * Set on every API response rather than on the ones known to carry a secret today.
 */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
}
