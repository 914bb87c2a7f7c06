import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { config } from "../platform/config.js";
import { ERROR_CODES, type ErrorCode } from "../platform/errors/api-error.js";
import { anyErrorBody, errorBody } from "./common-schemas.js";
import { declaredCodes } from "./field-error-codes.js";
import type { Permission } from "./auth/permissions.js";
import { appliesIdempotency, refusedBeforeTwoFactorSetup, requiresCsrfToken, type AnyRoute, type Principal } from "./route.js";
import { streamedMediaType } from "./streamed-response.js";
import { rawBodySpec } from "./raw-body.js";

export interface ApiSurface {
  title: string;
  description: string;
  /** Where the surface is mounted, e.g. `/api/v1`. */
  basePath: string;
  routes: readonly AnyRoute[];
  /** The roles and permissions behind its `portal_session` routes (given by the composition root). */
  permissions?: PermissionCatalog;
}

/** What the document says of a route's permission: which roles hold it, and what it allows. */
export interface PermissionCatalog {
  roles: readonly string[];
  rolesHolding: (permission: Permission) => readonly string[];
  describe: (permission: Permission) => string;
}

function catalogOf(surface: Pick<ApiSurface, "permissions">, route: AnyRoute): PermissionCatalog {
  if (!surface.permissions) throw new Error(`${route.operationId} needs a permission, but its surface has no permission catalog`);
  return surface.permissions;
}

/** Whether some role lacks the route's permission, so that it can answer `missing_permission`. */
function someRoleLacks(surface: Pick<ApiSurface, "permissions">, route: AnyRoute, permission: Permission): boolean {
  const catalog = catalogOf(surface, route);
  return catalog.rolesHolding(permission).length < catalog.roles.length;
}

const SECURITY_SCHEMES = {
  secretKey: {
    type: "http",
    scheme: "bearer",
    description: "A secret API key: `pb_sk_test_...` (sandbox) or `pb_sk_live_...` (production).",
  },
  portalSession: {
    type: "apiKey",
    in: "cookie",
    name: "pb_portal_session",
    description: "The merchant dashboard's session cookie; writes also need the X-CSRF-Token header.",
  },
  clientToken: {
    type: "http",
    scheme: "bearer",
    description: "A verification session's or reverification request's client token (`pbvs_...`).",
  },
} as const;

const SECURITY: Record<Principal["kind"], Array<Record<string, string[]>>> = {
  secret_key: [{ secretKey: [] }],
  portal_session: [{ portalSession: [] }],
  portal_visitor: [],
  client_token: [{ clientToken: [] }],
  anyone: [],
};

/** Codes a route can answer with for its principal (authentication and authorization). */
function principalCodes(surface: Pick<ApiSurface, "permissions">, route: AnyRoute): ErrorCode[] {
  const { principal } = route;
  switch (principal.kind) {
    case "secret_key":
      return ["missing_api_key", "invalid_api_key", "missing_scope", "rate_limited", "live_mode_not_enabled", ...(principal.liveOnly ? (["live_key_required"] as const) : []), ...(principal.testOnly ? (["test_mode_only"] as const) : [])];
    case "portal_session":
      return [
        "invalid_api_key",
        "not_authenticated",
        ...(requiresCsrfToken(route) ? (["csrf_token_invalid"] as const) : []),
        ...(someRoleLacks(surface, route, principal.permission) ? (["missing_permission"] as const) : []),
        ...(refusedBeforeTwoFactorSetup(route) ? (["two_factor_setup_required"] as const) : []),
        ...(principal.liveOnly ? (["live_key_required"] as const) : []),
        ...(principal.testOnly ? (["test_mode_only"] as const) : []),
        // A test-only route refuses live mode before live access is looked at.
        ...(principal.modeScoped && !principal.testOnly ? (["live_mode_not_enabled"] as const) : []),
      ];
    case "portal_visitor":
      return ["invalid_api_key"];
    case "client_token":
      return ["missing_client_token", "invalid_client_token", "rate_limited", "live_mode_not_enabled"];
    case "anyone":
      return [];
  }
}

const hasBody = (route: AnyRoute) => route.method === "post" || route.method === "put" || route.method === "patch";


/** Every error code a route of `surface` declares, implied by its principal, inputs and method, or listed by it. */
export function routeErrorCodes(surface: Pick<ApiSurface, "permissions">, route: AnyRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(principalCodes(surface, route));
  codes.add("invalid_request");
  if (rawBodySpec(route.body)) for (const code of ["file_too_large", "unsupported_media_type"] as const) codes.add(code);
  else if (hasBody(route)) for (const code of ["invalid_json", "payload_too_large", "unsupported_media_type"] as const) codes.add(code);
  if (appliesIdempotency(route)) for (const code of ["idempotency_key_reused", "idempotency_key_in_use"] as const) codes.add(code);
  for (const schema of [route.params, route.query, route.body]) if (schema) for (const code of declaredCodes(schema)) codes.add(code);
  // A step-up: no fresh factor, a wrong code (throttled like a sign-in), or none set up.
  if (route.stepUp) for (const code of ["two_factor_required", "invalid_otp", "rate_limited"] as const) codes.add(code);
  if (route.stepUp?.withoutTwoFactor === "refused") codes.add("two_factor_setup_required");
  for (const code of route.errors ?? []) codes.add(code);
  return [...codes];
}

function errorResponses(surface: ApiSurface, route: AnyRoute): RouteConfig["responses"] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(surface, route)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: RouteConfig["responses"] = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = {
      description: `Error: ${codes.map((c) => `\`${c}\``).join(", ")}`,
      content: { "application/json": { schema: errorBody(codes) } },
    };
  }
  responses.default = {
    description: "Any other error (`service_unavailable` 503 while Postgres or Redis is unreachable, `internal_error` 500).",
    content: { "application/json": { schema: anyErrorBody() } },
  };
  return responses;
}

function requestHeaders(route: AnyRoute) {
  const headers: Record<string, z.ZodType> = {};
  if (appliesIdempotency(route))
    headers["Idempotency-Key"] = z
      .string()
      .min(1)
      .max(255)
      .optional()
      .meta({ param: { description: "Makes the request safe to retry for 24 hours: a repeat replays the first response." } });
  if (requiresCsrfToken(route))
    headers["X-CSRF-Token"] = z.string().meta({ param: { description: "The session's CSRF token (from sign-in or `GET /me`)." } });
  return Object.keys(headers).length > 0 ? z.object(headers) : undefined;
}

/** A portal route's permission: `x-permission`, and a sentence naming the roles that hold it. */
function permissionDoc(surface: ApiSurface, route: AnyRoute): { description?: string; "x-permission"?: Permission } {
  if (route.principal.kind !== "portal_session") return route.description ? { description: route.description } : {};
  const { permission } = route.principal;
  const catalog = catalogOf(surface, route);
  const holders = catalog.rolesHolding(permission);
  const who = holders.length === catalog.roles.length ? "every role" : `roles ${holders.join(", ")}`;
  const sentence = `Permission \`${permission}\` (${who}): ${catalog.describe(permission)}`;
  return { description: route.description ? `${route.description}\n\n${sentence}` : sentence, "x-permission": permission };
}

/** JSON, or an upload's bytes in each media type it takes. */
function requestBody(body: z.ZodType) {
  const raw = rawBodySpec(body);
  if (!raw) return { required: true, content: { "application/json": { schema: body } } };
  const bytes = { type: "string", contentMediaType: "application/octet-stream" } as const;
  return {
    required: true,
    description: `The file's bytes, at most ${raw.maxBytes} bytes.${raw.refusedTypeNote ? ` ${raw.refusedTypeNote}` : ""}`,
    content: Object.fromEntries(raw.types.map((type) => [type, { schema: bytes }])),
  };
}

function routeConfig(surface: ApiSurface, route: AnyRoute): RouteConfig {
  const responses: RouteConfig["responses"] = {};
  for (const [status, schema] of Object.entries(route.responses as Record<string, z.ZodType | null>)) {
    responses[status] =
      schema === null
        ? { description: "No content." }
        : { description: "Success.", content: { [streamedMediaType(schema) ?? "application/json"]: { schema } } };
  }
  return {
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    ...permissionDoc(surface, route),
    tags: [route.tag],
    security: SECURITY[route.principal.kind],
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(requestHeaders(route) ? { headers: requestHeaders(route) } : {}),
      ...(route.body ? { body: requestBody(route.body) } : {}),
    },
    responses: { ...responses, ...errorResponses(surface, route) },
  } as RouteConfig;
}

/** The OpenAPI 3.1 document of one surface, generated from its route declarations. */
export function openApiDocument(surface: ApiSurface): object {
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) registry.registerComponent("securitySchemes", name, scheme);
  for (const route of surface.routes) registry.registerPath(routeConfig(surface, route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: surface.title, version: "1.0.0", description: surface.description },
    servers: [{ url: surface.basePath, description: `${config.SERVICE_NAME} (relative to the service's base URL)` }],
    tags: [...new Set(surface.routes.map((route) => route.tag))].map((name) => ({ name })),
  });
}
