import type { Request, Response } from "express";
import { logger } from "../platform/logger.js";

/** Whether request lines are logged at all (LOG_LEVEL above info skips them). */
export const accessLogEnabled = logger.isLevelEnabled("info");

/** The path a client sent (`req.originalUrl`) without its query string, which may carry cursors. */
export function requestPath(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** One line per request: method, path (no query string, which may carry cursors), status, timing. */
export function logRequest(req: Request, res: Response, ms: number): void {
  logger.info(
    {
      requestId: req.id,
      method: req.method,
      // req.path is relative to the router that answered by now; originalUrl is what the client sent.
      path: requestPath(req.originalUrl),
      status: res.statusCode,
      ms,
      merchantId: req.auth?.merchantId ?? req.portal?.merchantId,
    },
    "request",
  );
}
