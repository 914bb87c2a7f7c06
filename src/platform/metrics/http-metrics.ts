import type { Request, RequestHandler, Response } from "express";
import { observeHttpRequest } from "./metrics.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The declared route this request matched, e.g. `/api/v1/verification-sessions/{id}` (the metrics label). */
      routeTemplate?: string;
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

/** Records a finished request in proofbase_http_request_duration_seconds (called by src/http/request-timing.ts). */
export function observeRequest(req: Request, res: Response, ms: number): void {
  observeHttpRequest(METHODS.has(req.method) ? req.method : "other", routeOf(req), res.statusCode, ms / 1000);
}

/** Labels every request reaching it with a fixed template (a mount whose inner routes are not ours, like Bull Board). */
export function routeLabel(template: string): RequestHandler {
  return (req, _res, next) => {
    req.routeTemplate = template;
    next();
  };
}
