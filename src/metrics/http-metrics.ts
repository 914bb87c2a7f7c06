import type { NextFunction, Request, RequestHandler, Response } from "express";
import { observeHttpRequest } from "./metrics.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The declared route this request matched, e.g. `/api/v1/verification-sessions/{id}` (the metrics label). */
      routeTemplate?: string;
      /** performance.now() when the request reached the app. */
      metricsStartedAt?: number;
    }
  }
}

/** The one label of requests that matched no declared route (never the raw path). */
export const UNMATCHED_ROUTE = "unmatched";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The label of a request: the template the router recorded, else the path of an app-level route
 * (`app.get("/healthz")`: a string from the code, never from the request), else `unmatched`.
 */
function routeOf(req: Request): string {
  if (req.routeTemplate !== undefined) return req.routeTemplate;
  const path: unknown = req.route?.path;
  return typeof path === "string" && !req.baseUrl ? path : UNMATCHED_ROUTE;
}

// One listener function for every response (no closure per request).
function record(this: Response): void {
  const req = this.req;
  const seconds = (performance.now() - req.metricsStartedAt!) / 1000;
  observeHttpRequest(METHODS.has(req.method) ? req.method : "other", routeOf(req), this.statusCode, seconds);
}

/** Times every response into proofbase_http_request_duration_seconds. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  req.metricsStartedAt = performance.now();
  res.on("finish", record);
  next();
}

/** Labels every request reaching it with a fixed template (a mount whose inner routes are not ours, like Bull Board). */
export function routeLabel(template: string): RequestHandler {
  return (req, _res, next) => {
    req.routeTemplate = template;
    next();
  };
}
