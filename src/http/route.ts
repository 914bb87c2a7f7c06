import type { Request, Response } from "express";
import type { z } from "zod";
import type { AuthContext } from "./auth/authenticate.js";
import type { Owner } from "./auth/owner.js";
import type { Permission } from "./auth/permissions.js";
import type { Scope } from "./auth/scopes.js";
import { ApiError, type ErrorCode } from "../platform/errors/api-error.js";
import type { PortalIdentity } from "./auth/portal-identity.js";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route, and how the router authenticates them:
 * - `secret_key`: a merchant's `pb_sk_` key holding `scope` (`/api/v1`); `liveOnly` refuses test keys,
 *   `testOnly` refuses live keys (the test helpers). The dashboard's mirror of the route needs the
 *   permission of its scope, or `portalPermission` when the dashboard is stricter (the request log).
 * - `portal_session`: the dashboard's cookie session, CSRF token on every write; the member's
 *   role must hold `permission` (src/http/auth/permissions.ts; 403 `missing_permission` otherwise).
 *   `modeScoped` routes act for the mode in the path (`/api/merchant/{mode}/...`) and so have an
 *   `owner`. A user whose account requires a second factor they have not set up yet reaches only
 *   the routes marked `duringTwoFactorSetup` (403 `two_factor_setup_required` elsewhere).
 * - `portal_visitor`: no session yet (sign up, sign in); API keys are still refused.
 * - `client_token`: the end user's browser, with a session's `pbvs_` token (`/api/sdk/v1`), until
 *   its object's `expires_at`; a route declaring `expired: "answered"` also answers for a token
 *   past it (the hosted page's `GET /link`: who sent the link, where to go back).
 * - `anyone`: no credentials at all (the OpenAPI documents).
 */
export type Principal =
  | { kind: "secret_key"; scope: Scope; liveOnly?: boolean; testOnly?: boolean; portalPermission?: Permission }
  | { kind: "portal_session"; permission: Permission; modeScoped?: boolean; liveOnly?: boolean; testOnly?: boolean; duringTwoFactorSetup?: boolean }
  | { kind: "portal_visitor" }
  | { kind: "client_token"; expired?: "answered" }
  | { kind: "anyone" };

export type PrincipalKind = Principal["kind"];

/** What a client token resolves to (set by the SDK surface's authentication). */
export interface ClientTokenContext {
  owner: Owner;
  objectId: string;
  /** The object is past its `expires_at`. */
  expired: boolean;
}

/** The refusal of a client token no object has, or past its object's `expires_at` on a route that does not answer for it. */
export const unknownOrExpiredClientToken = () => new ApiError("invalid_client_token", "This client token is unknown or its verification has expired.");

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the SDK surface's authentication for `client_token` routes. */
      clientToken?: ClientTokenContext;
    }
  }
}

/** What the handler learns about its caller, by principal kind. */
export interface CallerOf {
  secret_key: { owner: Owner; auth: AuthContext };
  portal_session: { owner: Owner; portal: PortalIdentity };
  portal_visitor: { owner?: undefined };
  client_token: { owner: Owner; token: ClientTokenContext };
  anyone: { owner?: undefined };
}

type ZodObjectLike = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Success responses: status -> body schema (`null` for an empty body, e.g. 204). */
export type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** Response bodies never need to carry `livemode` themselves: the router adds it where the mode is known. */
type WithoutLivemode<T> = T extends object ? Omit<T, "livemode"> & { livemode?: boolean } : T;

export type ResultOf<R extends Responses> = {
  [S in keyof R & number]: { status?: S; body: R[S] extends z.ZodType ? WithoutLivemode<z.input<R[S]>> : undefined };
}[keyof R & number];

export type HandlerContext<K extends PrincipalKind, P, Q, B> = CallerOf[K] & {
  params: P;
  query: Q;
  body: B;
  req: Request;
  res: Response;
};

export interface RouteDefinition<
  K extends PrincipalKind = PrincipalKind,
  P extends ZodObjectLike | undefined = ZodObjectLike | undefined,
  Q extends ZodObjectLike | undefined = ZodObjectLike | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Responses = Responses,
> {
  method: HttpMethod;
  /** OpenAPI-style path under the surface's base, e.g. `/verification-sessions/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  principal: Extract<Principal, { kind: K }>;
  params?: P;
  query?: Q;
  /** Omitted for routes without a body: any body sent is then refused unless it is `{}`. */
  body?: B;
  responses: R;
  /** Codes this route can answer with beyond those its principal and inputs imply. */
  errors?: readonly ErrorCode[];
  /** POST routes apply Idempotency-Key unless this is false. */
  idempotent?: boolean;
  /**
   * A read whose every portal call is an audit row (who viewed a customer's detail). Portal writes
   * need no flag: each records its row (src/http/audit/).
   */
  auditView?: boolean;
  /**
   * A /api/v1 write that changes configuration or a person's standing (contract section 19): a
   * secret key's call is an audit row too, actor `api_key` (src/http/audit/portal-audit.ts). Portal
   * calls need no flag (every portal write is a row); v1 routes without it, session creation
   * first, stay in the request log only.
   */
  audit?: boolean;
  /**
   * A read that may be served by the read replica (DATABASE_REPLICA_URL), unless the caller
   * wrote within DATABASE_REPLICA_MAX_LAG_MS (src/http/replica-reads.ts); its domain function
   * reads through reader() / readQuery().
   */
  lagTolerant?: boolean;
  /**
   * Body fields of a portal route that need a permission beyond the route's own: sending one
   * without it is 403 `missing_permission` (checked before any step-up).
   */
  fieldPermissions?: Readonly<Record<string, Permission>>;
  /** A portal action that needs a fresh second factor (contract section 19): see StepUp. */
  stepUp?: StepUp<B extends z.ZodType ? z.output<B> : Record<string, never>>;
  handler: Handler<K, P, Q, B, R>;
}

/**
 * A portal route whose action needs a fresh second factor when `when` holds for the request
 * (always without `when`): the code in the body field `param` (`otp` unless said; the body schema
 * declares it), or a step-up in the session within 5 minutes; 401 `two_factor_required` otherwise.
 * A user without 2FA passes unless `withoutTwoFactor` is `refused` (403
 * `two_factor_setup_required`). The router runs the one check (PortalSessionAuth.stepUp) once the
 * body is parsed, before the handler.
 */
export interface StepUp<Body = Record<string, unknown>> {
  when?: (input: { body: Body; portal: PortalIdentity }) => boolean;
  param?: "otp" | "code";
  withoutTwoFactor?: "passes" | "refused";
}

export type Handler<K extends PrincipalKind, P, Q, B, R extends Responses> = (
  ctx: HandlerContext<K, Out<P>, Out<Q>, B extends z.ZodType ? z.output<B> : Record<string, never>>,
) => Promise<ResultOf<R>>;

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** A route with its types erased, as tables and the router hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<PrincipalKind, any, any, any, any>;

/**
 * Declares a route: `defineRoute({ method, path, principal, params, query, body, responses,
 * errors, ... }).handle(async ({ owner, params, query, body }) => ({ body }))`. The handler is
 * given in a second step so that its result is checked against the declared responses (in one
 * generic call TypeScript widens the handler's literals before it knows them).
 */
export function defineRoute<
  K extends PrincipalKind,
  P extends ZodObjectLike | undefined = undefined,
  Q extends ZodObjectLike | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Responses = Responses,
>(declaration: Omit<RouteDefinition<K, P, Q, B, R>, "handler">): { handle: (handler: Handler<K, P, Q, B, R>) => AnyRoute } {
  return { handle: (handler) => ({ ...declaration, handler }) as unknown as AnyRoute };
}

/** `/a/{id}/b` -> `/a/:id/b` (Express 5 path syntax). */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** Whether a route needs the portal session's X-CSRF-Token: portal writes (reads change nothing). */
export function requiresCsrfToken(route: AnyRoute): boolean {
  return route.principal.kind === "portal_session" && route.method !== "get";
}

/** Whether a portal route refuses a user who must set up a second factor first (every one not marked `duringTwoFactorSetup`). */
export function refusedBeforeTwoFactorSetup(route: AnyRoute): boolean {
  return route.principal.kind === "portal_session" && route.principal.duringTwoFactorSetup !== true;
}

/** Whether the router applies Idempotency-Key to a route: POSTs acting for an owner, unless opted out. */
export function appliesIdempotency(route: AnyRoute): boolean {
  if (route.method !== "post" || route.idempotent === false) return false;
  const { principal } = route;
  return principal.kind === "secret_key" || principal.kind === "client_token" || (principal.kind === "portal_session" && principal.modeScoped === true);
}
