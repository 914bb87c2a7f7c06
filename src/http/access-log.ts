import type { Request, Response } from "express";
import { logger } from "../logger.js";

/** Whether request lines are logged at all (LOG_LEVEL above info skips them). */
export const accessLogEnabled = logger.isLevelEnabled("info");

/** One line per request: method, path (no query string, which may carry cursors), status, timing. */
export function logRequest(req: Request, res: Response, ms: number): void {
  logger.info(
    {
      requestId: req.id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms,
      merchantId: req.auth?.merchantId ?? req.portal?.merchantId,
    },
    "request",
  );
}
