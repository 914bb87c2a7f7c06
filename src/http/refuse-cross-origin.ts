import type { NextFunction, Request, Response } from "express";
import { config } from "../platform/config.js";
import { ApiError } from "../platform/errors/api-error.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Origins a same-site admin page is served from: the request's own host, and PUBLIC_URL's. */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set([`${req.protocol}://${req.get("host") ?? ""}`]);
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  return origins;
}

/**
 * Every write under /admin (Bull Board's retry/clean/pause, the operations routes) is refused
 * with 403 when a browser says it comes from another site: basic-auth credentials are sent by
 * the browser automatically, so a page elsewhere could otherwise make an operator's browser act.
 * `Sec-Fetch-Site` is trusted when sent (only `same-origin` and `none`, a typed URL, pass);
 * otherwise `Origin`, when sent, must be this service's. A request with neither (curl, scripts)
 * comes from no browser page and passes to the basic auth as before.
 */
export function refuseCrossOriginWrites(req: Request, _res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite = site !== undefined ? site !== "same-origin" && site !== "none" : origin !== undefined && !ownOrigins(req).has(origin);
  if (crossSite) throw new ApiError("cross_origin_refused", "Writes under /admin are accepted only from this service's own pages.");
  next();
}
