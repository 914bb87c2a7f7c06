import type { NextFunction, Request, Response } from "express";
import { config } from "../config.js";
import { observeRequest } from "../metrics/http-metrics.js";
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

type FinishedRequestObserver = (req: Request, res: Response, ms: number) => void;

// What happens when a response has been sent: its access-log line and its metrics, each only
// when turned on. One listener function shared by every response, not a closure per request.
const observers: FinishedRequestObserver[] = [
  ...(accessLogEnabled ? [logRequest] : []),
  ...(config.METRICS_ENABLED ? [observeRequest] : []),
];

function finished(this: Response): void {
  const ms = performance.now() - this.req.startedAt!;
  for (const observe of observers) observe(this.req, this, ms);
}

/** Times every request for the access log and the request-duration histogram. */
export function requestTiming(req: Request, res: Response, next: NextFunction): void {
  if (observers.length > 0) {
    req.startedAt = performance.now();
    res.on("finish", finished);
  }
  next();
}
