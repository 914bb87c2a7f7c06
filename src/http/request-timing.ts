import type { NextFunction, Request, Response } from "express";
import { config } from "../platform/config.js";
import { observeRequest } from "../platform/metrics/http-metrics.js";
import { accessLogEnabled, logRequest } from "./access-log.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** performance.now() when the request reached the app. */
      startedAt?: number;
    }
  }
}

/** Something that wants every finished response: its request, its status, its time in ms. */
export type FinishedRequestObserver = (req: Request, res: Response, ms: number) => void;

/**
 * Times every request and hands the finished ones to the access log and the request-duration
 * histogram (each only when turned on), then to the `observers` the app adds (the request log,
 * given by src/app). One listener function per app shared by every response, not a closure per
 * request; with no observer at all, nothing is attached.
 */
export function requestTiming(more: readonly FinishedRequestObserver[] = []): (req: Request, res: Response, next: NextFunction) => void {
  const observers: FinishedRequestObserver[] = [
    ...(accessLogEnabled ? [logRequest] : []),
    ...(config.METRICS_ENABLED ? [observeRequest] : []),
    ...more,
  ];
  function finished(this: Response): void {
    const ms = performance.now() - this.req.startedAt!;
    for (const observe of observers) observe(this.req, this, ms);
  }
  return function timeRequest(req: Request, res: Response, next: NextFunction): void {
    if (observers.length > 0) {
      req.startedAt = performance.now();
      res.on("finish", finished);
    }
    next();
  };
}
