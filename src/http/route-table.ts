import type { Request } from "express";
import type { AuthContext } from "../auth/authenticate.js";
import type { Scope } from "../auth/scopes.js";

export interface RouteContext {
  req: Request;
  auth: AuthContext;
}

export interface RouteResult {
  status?: number;
  body: Record<string, unknown>;
}

/** One /api/v1 route: its scope is declared here, and checked by the router before the handler runs. */
export interface ApiRoute {
  method: "get" | "post" | "delete";
  /** Express path under /api/v1, e.g. "/verification-sessions/:id". */
  path: string;
  scope: Scope;
  /** Test keys get 403 live_key_required. */
  liveOnly?: boolean;
  handler: (ctx: RouteContext) => Promise<RouteResult>;
}
