import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { Owner } from "../auth/owner.js";
import { config } from "../config.js";
import { ApiError } from "../errors/api-error.js";
import { echoed } from "../errors/echo.js";
import { logger } from "../logger.js";
import { requireCsrfToken, requirePortalSession } from "../portal/portal-auth.js";
import { routeNotFound } from "./error-middleware.js";
import { errorCodeFor } from "./field-error-codes.js";
import { withIdempotency } from "./idempotency.js";
import { zodToApiError } from "./render-error.js";
import { appliesIdempotency, expressPath, requiresCsrfToken, type AnyRoute } from "./route.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Whose data this request acts on, once the router knows (errors then carry `livemode`). */
      owner?: Owner;
    }
  }
}

// Responses are checked against their declared schema outside production unless told otherwise
// (RESPONSE_SCHEMA_CHECK, src/config.ts).
const checkResponses = config.RESPONSE_SCHEMA_CHECK ?? config.NODE_ENV !== "production";

function isEmpty(value: unknown): boolean {
  return value === undefined || (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);
}

/** Parses one part of the request; a failure is the field's declared code, else `invalid_request`. */
export function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string): z.output<S> | Record<string, never> {
  if (!schema) {
    if (!isEmpty(value)) {
      const first = Object.keys(value as object)[0];
      throw new ApiError("invalid_request", first ? `Unknown field: ${echoed(first)}` : `This route takes no ${part}.`, first && echoed(first));
    }
    return {};
  }
  const parsed = schema.safeParse(value ?? (part === "body" ? {} : value));
  if (parsed.success) return parsed.data;
  const declared = errorCodeFor(schema, parsed.error.issues[0]!.path);
  throw zodToApiError(parsed.error, declared?.code, declared?.path);
}

/** Authorizes the caller for the route's principal and says whose data it may act on. */
async function authorize(route: AnyRoute, req: Request, res: Response): Promise<Record<string, unknown>> {
  const { principal } = route;
  switch (principal.kind) {
    case "secret_key": {
      const auth = req.auth!;
      if (!auth.scopes.has(principal.scope))
        throw new ApiError("missing_scope", `This API key lacks the '${principal.scope}' scope required by this route.`);
      if (principal.liveOnly && !auth.livemode)
        throw new ApiError("live_key_required", "This operation is only available with a live key (pb_sk_live_...).");
      return { owner: { merchantId: auth.merchantId, mode: auth.mode }, auth };
    }
    case "portal_session": {
      await runMiddleware(requirePortalSession, req, res);
      const portal = req.portal!;
      if (requiresCsrfToken(route)) await runMiddleware(requireCsrfToken, req, res);
      if (principal.ownerOnly && portal.role !== "owner")
        throw new ApiError("missing_scope", "Only the account owner can do this.");
      const mode = principal.modeScoped ? modeFromPath(req) : undefined;
      if (principal.liveOnly && mode !== "live")
        throw new ApiError("live_key_required", "This page only exists for live data; switch the dashboard to live mode.");
      return { owner: mode ? { merchantId: portal.merchantId, mode } : undefined, portal };
    }
    case "client_token": {
      const token = req.clientToken;
      if (!token) throw new Error("client_token route mounted on a surface that does not authenticate client tokens");
      return { owner: token.owner, token };
    }
    case "portal_visitor":
    case "anyone":
      return {};
  }
}

function modeFromPath(req: Request): Owner["mode"] {
  const mode = req.params.mode;
  if (mode !== "test" && mode !== "live") throw new ApiError("route_not_found", `Unrecognized request URL (${req.method} ${echoed(`${req.baseUrl}${req.path}`)}).`);
  return mode;
}

async function runMiddleware(middleware: RequestHandler, req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const result = middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    if (result instanceof Promise) result.catch(reject);
  });
}

function checkResponse(route: AnyRoute, status: number, body: unknown): void {
  const schema = (route.responses as Record<number, z.ZodType | null | undefined>)[status];
  if (schema === undefined) throw new Error(`${route.operationId} answered ${status}, which it does not declare`);
  const result = schema === null ? { success: body === undefined } : schema.safeParse(body);
  if (!result.success) {
    const detail = "error" in result ? JSON.stringify(result.error?.issues.slice(0, 3)) : "expected no body";
    logger.error({ operationId: route.operationId, status, detail }, "response does not match its declared schema");
    throw new Error(`${route.operationId} ${status} response does not match its schema: ${detail}`);
  }
}

function handle(route: AnyRoute, basePath: string): RequestHandler {
  const template = `${basePath}${route.path}`;
  return async (req, res) => {
    req.routeTemplate = template;
    const caller = await authorize(route, req, res);
    const owner = caller.owner as Owner | undefined;
    if (owner) req.owner = owner;

    const run = async () => {
      const params = parseInput(route.params, req.params, "params");
      const query = parseInput(route.query, req.query, "query");
      const body = parseInput(route.body, req.body, "body");
      const result = await route.handler({ ...caller, params, query, body, req, res } as never);
      const status: number = result.status ?? Number(Object.keys(route.responses)[0]);
      return { status, body: result.body as Record<string, unknown> };
    };
    const idempotent = appliesIdempotency(route);
    const result = idempotent && owner ? await withIdempotency(req, owner, run) : { ...(await run()), replayed: false };

    const status = result.status ?? 200;
    const body = result.body === undefined ? undefined : owner ? { ...result.body, livemode: owner.mode === "live" } : result.body;
    if (checkResponses && !result.replayed) checkResponse(route, status, body);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    if (body === undefined) res.status(status).end();
    else res.status(status).json(body);
  };
}

/**
 * An Express router serving `routes`: `before` runs for every request of the surface (its
 * authentication, rate limits, body parsing), then each route authorizes its principal, parses
 * its declared inputs, applies Idempotency-Key to POSTs and renders the handler's result.
 * `basePath` is where the router is mounted; with the route's path it labels the request's metrics.
 */
export function routerFor(routes: readonly AnyRoute[], before: RequestHandler[] = [], basePath = ""): Router {
  const router = Router();
  router.use(...before);
  for (const route of routes) router[route.method](expressPath(route.path), handle(route, basePath));
  router.use(routeNotFound);
  return router;
}

