import type { NextFunction, Request, Response } from "express";
import { logger } from "../logger.js";

/** One line per request: method, path (no query string, which may carry cursors), status, timing. */
export function accessLog(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    logger.info(
      {
        requestId: req.id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        merchantId: req.auth?.merchantId ?? req.portal?.merchantId,
      },
      "request",
    );
  });
  next();
}
