import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { AuthContext } from "./auth/authenticate.js";
import type { Owner } from "./auth/owner.js";
import type { PortalIdentity } from "./auth/portal-identity.js";
import type { Permission } from "./auth/permissions.js";
import { config } from "../platform/config.js";
import { ApiError } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";
import { logger } from "../platform/logger.js";
import { routeNotFound } from "./error-middleware.js";
import { errorCodeFor } from "./field-error-codes.js";
import { withIdempotency, type RouteResult } from "./idempotency.js";
import { queryOf } from "./query-of.js";
import { markRawBody, rawBodySpec, readRawBody } from "./raw-body.js";
import { markWrite, runLagTolerantRead } from "./replica-reads.js";
import { hasReadReplica } from "../platform/db/read-replica.js";
import { zodToApiError } from "./render-error.js";
import { appliesIdempotency, expressPath, refusedBeforeTwoFactorSetup, requiresCsrfToken, type AnyRoute, type ClientTokenContext, type Principal, type StepUp, unknownOrExpiredClientToken } from "./route.js";
import { isStreamedBody, sendStreamed } from "./streamed-response.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Whose data a portal request acts on, once the router knows (errors then carry `livemode`). */
      owner?: Owner;
    }
  }
}

// Responses are checked against their declared schema outside production unless told otherwise
// (RESPONSE_SCHEMA_CHECK, src/platform/config.ts).
const checkResponses = config.RESPONSE_SCHEMA_CHECK ?? config.NODE_ENV !== "production";

function isEmpty(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  for (const _ in value) return false;
  return true;
}

const NO_INPUT: Record<string, never> = Object.freeze({});

/** Parses one part of the request; a failure is the field's declared code, else `invalid_request`. */
export function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown, part: string): z.output<S> | Record<string, never> {
  if (!schema) {
    if (!isEmpty(value)) {
      const first = Object.keys(value as object)[0];
      throw new ApiError("invalid_request", first ? `Unknown field: ${echoed(first)}` : `This route takes no ${part}.`, first && echoed(first));
    }
    return NO_INPUT;
  }
  const parsed = schema.safeParse(value ?? (part === "body" ? {} : value));
  if (parsed.success) return parsed.data;
  const declared = errorCodeFor(schema, parsed.error.issues[0]!.path);
  throw zodToApiError(parsed.error, declared?.code, declared?.path);
}

/**
 * What the handler is given. One shape for every principal (the fields a principal does not
 * have stay undefined), so the hot path builds the same kind of object for every request.
 */
interface HandlerInput {
  owner: Owner | undefined;
  auth: AuthContext | undefined;
  portal: PortalIdentity | undefined;
  token: ClientTokenContext | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
  req: Request;
  res: Response;
}

function handlerInput(req: Request, res: Response, owner: Owner | undefined, auth?: AuthContext, portal?: PortalIdentity, token?: ClientTokenContext): HandlerInput {
  return { owner, auth, portal, token, params: undefined, query: undefined, body: undefined, req, res };
}

/**
 * Authorizes the caller for the route's principal and says whose data it may act on. Synchronous
 * for every principal the surface has already authenticated; only the portal's cookie session
 * is looked up here.
 */
function authorize(route: AnyRoute, req: Request, res: Response, portalAuth: PortalSessionAuth | undefined): HandlerInput | Promise<HandlerInput> {
  const { principal } = route;
  switch (principal.kind) {
    case "secret_key": {
      const auth = req.auth!;
      if (!auth.scopes.has(principal.scope))
        throw new ApiError("missing_scope", `This API key lacks the '${principal.scope}' scope required by this route.`);
      if (principal.liveOnly && !auth.livemode)
        throw new ApiError("live_key_required", "This operation is only available with a live key (pb_sk_live_...).");
      if (principal.testOnly && auth.livemode)
        throw new ApiError("test_mode_only", "Test helpers only act on test data: use a test key (pb_sk_test_...).");
      return handlerInput(req, res, { merchantId: auth.merchantId, mode: auth.mode }, auth);
    }
    case "portal_session":
      if (!portalAuth) throw new Error("portal_session route mounted on a surface that does not look up portal sessions");
      return authorizePortalSession(route, principal, req, res, portalAuth);
    case "client_token": {
      const token = req.clientToken;
      if (!token) throw new Error("client_token route mounted on a surface that does not authenticate client tokens");
      if (token.expired && principal.expired !== "answered") throw unknownOrExpiredClientToken();
      return handlerInput(req, res, token.owner, undefined, undefined, token);
    }
    case "portal_visitor":
    case "anyone":
      return handlerInput(req, res, undefined);
  }
}

async function authorizePortalSession(
  route: AnyRoute,
  principal: Extract<Principal, { kind: "portal_session" }>,
  req: Request,
  res: Response,
  portalAuth: PortalSessionAuth,
): Promise<HandlerInput> {
  await runMiddleware(portalAuth.session, req, res);
  const portal = req.portal!;
  if (requiresCsrfToken(route)) await runMiddleware(portalAuth.csrfToken, req, res);
  if (portal.twoFactorSetupRequired && refusedBeforeTwoFactorSetup(route))
    throw new ApiError("two_factor_setup_required", "Your account requires two-factor authentication: set it up on the Security page (POST /api/merchant/2fa/setup, then /2fa/enable) before doing anything else.");
  if (!portal.permissions.has(principal.permission)) throw missingPermission(portal, principal.permission);
  const mode = principal.modeScoped ? modeFromPath(req) : undefined;
  if (principal.liveOnly && mode !== "live")
    throw new ApiError("live_key_required", "This page only exists for live data; switch the dashboard to live mode.");
  if (principal.testOnly && mode !== "test")
    throw new ApiError("test_mode_only", "Test helpers only act on test data; switch the dashboard to test mode.");
  const owner = mode ? { merchantId: portal.merchantId, mode } : undefined;
  // Errors carry `livemode` where the mode is known; keys and client tokens say it on req already.
  if (owner) req.owner = owner;
  if (mode) portalAuth.refuseMode?.(portal, mode);
  return handlerInput(req, res, owner, undefined, portal);
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

const missingPermission = (portal: PortalIdentity, permission: Permission, param?: string) =>
  new ApiError("missing_permission", `Your role (${portal.role}) does not have the '${permission}' permission this request needs; ask an owner or admin of the account.`, param);

/** A route's `fieldPermissions`: a field sent without its permission is refused, naming the field. */
function refuseFieldsWithoutPermission(fields: Readonly<Record<string, Permission>>, body: Record<string, unknown>, portal: PortalIdentity): void {
  for (const [field, permission] of Object.entries(fields))
    if (body[field] !== undefined && !portal.permissions.has(permission)) throw missingPermission(portal, permission, field);
}

/** A route's declared step-up (StepUp in route.ts), when it applies to this request. */
async function requireStepUp(stepUp: StepUp, input: HandlerInput, portalAuth: PortalSessionAuth | undefined): Promise<void> {
  const portal = input.portal!;
  const body = input.body as Record<string, unknown>;
  if (stepUp.when && !stepUp.when({ body, portal })) return;
  if (!portalAuth?.stepUp) throw new Error("a route declares stepUp on a surface without PortalSessionAuth.stepUp");
  const param = stepUp.param ?? "otp";
  const proof = body[param];
  await portalAuth.stepUp(portal, input.req, typeof proof === "string" ? proof : undefined, { param, withoutTwoFactor: stepUp.withoutTwoFactor ?? "passes" });
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

/** Every body answered for an owner says its mode; presenters usually have said it already. */
function withLivemode(body: Record<string, unknown> | undefined, livemode: boolean): Record<string, unknown> | undefined {
  return body === undefined || body.livemode === livemode ? body : { ...body, livemode };
}

/** What one route does with a request, worked out once when the router is built. */
function handle(route: AnyRoute, basePath: string, { portalAuth, audit }: RouterHooks): RequestHandler {
  const template = `${basePath}${route.path}`;
  const keyAudited = route.audit === true;
  const defaultStatus = Number(Object.keys(route.responses)[0]);
  const idempotent = appliesIdempotency(route);
  const raw = rawBodySpec(route.body);

  async function run(input: HandlerInput): Promise<RouteResult> {
    input.params = parseInput(route.params, input.req.params, "params");
    input.query = parseInput(route.query, queryOf(input.req), "query");
    input.body = parseInput(route.body, raw ? await readRawBody(input.req, input.res, raw) : input.req.body, "body");
    if (route.fieldPermissions && input.portal) refuseFieldsWithoutPermission(route.fieldPermissions, input.body as Record<string, unknown>, input.portal);
    if (route.stepUp && input.portal) await requireStepUp(route.stepUp, input, portalAuth);
    const result = await route.handler(input as never);
    return { status: result.status ?? defaultStatus, body: result.body as Record<string, unknown> | undefined };
  }

  /**
   * A portal request, and a secret key's call of a route declared `audit`, runs in its audit scope
   * (RouterHooks.audit); a replayed one runs nothing.
   */
  function runAudited(input: HandlerInput): Promise<RouteResult> {
    const { portal, auth } = input;
    if (!audit || !(portal || (auth && keyAudited))) return run(input);
    const call: AuditedCall = {
      route,
      portal,
      auth,
      mode: input.owner?.mode,
      req: input.req,
      params: () => (input.params ?? input.req.params) as Record<string, unknown>,
    };
    return audit(call, () => run(input));
  }

  /** Where the replica is configured: a write marks its owner first; a lag-tolerant read may go to the replica. */
  function respond(input: HandlerInput): Promise<void> {
    const { owner } = input;
    if (!owner || !hasReadReplica) return respondNow(input);
    if (route.method !== "get") return markWrite(owner).then(() => respondNow(input));
    return route.lagTolerant ? runLagTolerantRead(owner, () => respondNow(input)) : respondNow(input);
  }

  async function respondNow(input: HandlerInput): Promise<void> {
    const { owner, req, res } = input;
    const result: RouteResult & { replayed?: boolean } =
      idempotent && owner ? await withIdempotency(req, owner, () => runAudited(input)) : await runAudited(input);
    const { status } = result;
    if (isStreamedBody(result.body)) {
      if (checkResponses) checkResponse(route, status, result.body);
      return sendStreamed(res, status, result.body);
    }
    const body = owner ? withLivemode(result.body, owner.mode === "live") : result.body;
    if (result.replayed) {
      res.setHeader("Idempotent-Replayed", "true");
      // A replayed refusal is answered here, not by the error middleware: its code, for the request log.
      if (status >= 400) res.errorCode = errorCodeOf(body);
    } else if (checkResponses) checkResponse(route, status, body);
    if (body === undefined) res.status(status).end();
    else res.status(status).json(body);
  }

  return (req, res) => {
    req.routeTemplate = template;
    const input = authorize(route, req, res, portalAuth);
    return input instanceof Promise ? input.then(respond) : respond(input);
  };
}

function errorCodeOf(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "string" ? code : undefined;
}

/** One audited request, as the audit hook sees it: a portal user's, or a secret key's on a route declared `audit`. */
export interface AuditedCall {
  route: AnyRoute;
  /** The signed-in user of a portal request; else `auth` is the key's. */
  portal: PortalIdentity | undefined;
  auth: AuthContext | undefined;
  /** The mode in the path of a mirrored route, or the key's. */
  mode: Owner["mode"] | undefined;
  req: Request;
  /** The path params, parsed once the route has parsed them. */
  params: () => Record<string, unknown>;
}

/**
 * How a surface with `portal_session` routes finds the session (it sets `req.portal`) and checks
 * the CSRF token of a write. Given by the composition root (src/accounts/portal's middlewares), so the
 * framework depends on no domain.
 */
export interface PortalSessionAuth {
  session: RequestHandler;
  csrfToken: RequestHandler;
  /** Throws when the signed-in account may not work in this mode (live access not enabled). */
  refuseMode?: (portal: PortalIdentity, mode: Owner["mode"]) => void;
  /** The one step-up check (src/accounts/portal/two-factor/step-up.ts) for routes that declare `stepUp`. */
  stepUp?: (portal: PortalIdentity, req: Request, proof: string | undefined, options: { param: string; withoutTwoFactor: "passes" | "refused" }) => Promise<void>;
}

/** What the composition root gives a surface's router, so the framework depends on no domain. */
export interface RouterHooks {
  /** How the surface's `portal_session` routes find their session. */
  portalAuth?: PortalSessionAuth;
  /** Runs an audited request's parsing and handler in its audit scope (src/http/audit/portal-audit.ts). */
  audit?: <T>(call: AuditedCall, work: () => Promise<T>) => Promise<T>;
}

/**
 * An Express router serving `routes`: `before` runs for every request of the surface (its
 * authentication, rate limits, body parsing), then each route authorizes its principal, parses
 * its declared inputs, applies Idempotency-Key to POSTs and renders the handler's result.
 * `basePath` is where the router is mounted; with the route's path it labels the request's metrics.
 */
export function routerFor(routes: readonly AnyRoute[], before: RequestHandler[] = [], basePath = "", hooks: RouterHooks = {}): Router {
  const router = Router();
  // Upload routes read their bytes themselves, once the caller is authorized: no JSON parser first.
  for (const route of routes) if (rawBodySpec(route.body)) router[route.method](expressPath(route.path), markRawBody);
  router.use(...before);
  for (const route of routes) router[route.method](expressPath(route.path), handle(route, basePath, hooks));
  router.use(routeNotFound);
  return router;
}

