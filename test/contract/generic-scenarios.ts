import type { ErrorCode } from "../../src/platform/errors/api-error.js";
import { permissionsOf, ROLES } from "../../src/http/auth/permissions.js";
import { prisma } from "../../src/platform/db/client.js";
import { config } from "../../src/platform/config.js";
import { requestFingerprint } from "../../src/http/idempotency.js";
import { rateLimitKey } from "../../src/http/rate-limit.js";
import { redis } from "../../src/platform/redis.js";
import { concretePath, type Scenario, type ScenarioContext } from "./world.js";
import { disabledLiveAccount } from "./disabled-live-account.js";

function unsupported(ctx: ScenarioContext, code: string): never {
  throw new Error(`no generic ${code} scenario for ${ctx.route.operationId} (principal ${ctx.route.principal.kind}): add one to its table`);
}

function secretKeyScope(ctx: ScenarioContext) {
  return ctx.route.principal.kind === "secret_key" ? ctx.route.principal : undefined;
}

/** 70 KiB of valid JSON: over the 64 KiB limit. */
const OVERSIZED = JSON.stringify({ padding: "x".repeat(70 * 1024) });

/**
 * Codes every route of a kind answers the same way, driven the same way for each route that
 * declares them (its principal, its inputs, its method). A route-specific scenario wins.
 */
export const genericScenarios: Partial<Record<ErrorCode, Scenario>> = {
  missing_api_key: (ctx) => (secretKeyScope(ctx) ? ctx.send({ auth: "none" }) : unsupported(ctx, "missing_api_key")),

  invalid_api_key: (ctx) => {
    const bogus = "pb_sk_test_contractcontractcontractcontract";
    if (secretKeyScope(ctx)) return ctx.send({ auth: { bearer: bogus } });
    // The dashboard refuses any bearer token, signed in or not.
    if (ctx.route.principal.kind === "portal_session") return ctx.send({ auth: { portal: ctx.world.owner, bearer: bogus } });
    return ctx.send({ auth: { bearer: bogus } });
  },

  missing_scope: async (ctx) => {
    const principal = secretKeyScope(ctx);
    if (principal) return ctx.send({ auth: { bearer: await ctx.world.keyWithout(principal.scope) } });
    return unsupported(ctx, "missing_scope");
  },

  // A member whose role lacks the route's permission (the role table decides which).
  missing_permission: (ctx) => {
    const { principal } = ctx.route;
    if (principal.kind !== "portal_session") return unsupported(ctx, "missing_permission");
    const role = ROLES.find((r) => !permissionsOf(r).has(principal.permission));
    return role ? ctx.send({ auth: { portal: ctx.world.memberAs(role) } }) : unsupported(ctx, "missing_permission");
  },

  // A test key (or the dashboard in test mode) on a live-only route.
  live_key_required: (ctx) => ctx.send({ live: false }),

  // A live key (or the dashboard in live mode) on a test helper.
  test_mode_only: (ctx) => ctx.send({ live: true, ...(ctx.route.method === "get" ? {} : { body: {} }) }),

  // The live mode of an account whose live access is off: its live key, its dashboard, its client token.
  live_mode_not_enabled: async (ctx) => {
    const account = await disabledLiveAccount(ctx.world);
    const body = ctx.route.method === "get" || ctx.route.method === "delete" ? {} : { body: {} };
    switch (ctx.route.principal.kind) {
      case "secret_key":
        return ctx.send({ live: true, auth: { bearer: account.liveKey }, ...body });
      case "portal_session":
        return ctx.send({ live: true, auth: { portal: account.owner }, ...body });
      case "client_token":
        return ctx.send({ auth: { bearer: account.clientToken }, ...body });
      default:
        return unsupported(ctx, "live_mode_not_enabled");
    }
  },

  rate_limited: async (ctx) => {
    if (!secretKeyScope(ctx)) return unsupported(ctx, "rate_limited");
    const { id } = ctx.world.throttledKey;
    // This second's and the next minute's counters are already at the limit (a loaded machine
    // may take seconds to deliver the request); the key is used for nothing else.
    const now = Math.floor(Date.now() / 1000);
    const seconds = Array.from({ length: 61 }, (_, i) => now + i);
    await Promise.all(seconds.map((second) => redis.set(rateLimitKey(id, second), config.RATE_LIMIT_PER_SECOND, "EX", 90)));
    return ctx.send({ auth: { bearer: ctx.world.throttledKey.key } });
  },

  // Live-only routes check the mode before parsing, so they are asked with live credentials.
  invalid_request: (ctx) =>
    ctx.send({
      query: "contract_unknown=1",
      live: "liveOnly" in ctx.route.principal && ctx.route.principal.liveOnly === true,
      ...(ctx.route.method === "get" || ctx.route.method === "delete" ? {} : { body: {} }),
    }),

  invalid_limit: (ctx) => ctx.send({ query: "limit=0" }),

  invalid_json: (ctx) => ctx.send({ body: '{"broken": ' }),

  payload_too_large: (ctx) => ctx.send({ body: OVERSIZED }),

  unsupported_media_type: (ctx) => ctx.send({ body: "{}", headers: { "Content-Type": "application/json; charset=latin1" } }),

  idempotency_key_reused: async (ctx) => {
    const key = `contract-reused-${ctx.route.operationId}`;
    // The first request fails validation (stored like any 4xx); the same key with another body is refused.
    const first = await ctx.send({ body: { contract_unknown: 1 }, headers: { "Idempotency-Key": key } });
    if (first.status !== 400) throw new Error(`expected the first request to be refused with 400, got ${first.status}`);
    return ctx.send({ body: { contract_unknown: 2 }, headers: { "Idempotency-Key": key } });
  },

  idempotency_key_in_use: async (ctx) => {
    const key = `contract-in-use-${ctx.route.operationId}`;
    const body = "{}";
    // The key is claimed by a request of the same fingerprint that has not finished (status 0).
    await prisma.idempotencyKey.create({
      data: {
        merchantId: ctx.world.merchant.merchantId,
        mode: "test",
        key,
        requestHash: requestFingerprint("POST", concretePath(ctx.surface, ctx.route, {}), Buffer.from(body)),
        responseStatus: 0,
        responseBody: {},
      },
    });
    return ctx.send({ body, headers: { "Idempotency-Key": key } });
  },

  not_authenticated: (ctx) => ctx.send({ auth: "none" }),

  csrf_token_invalid: (ctx) => ctx.send({ csrf: false }),

  // A user of an account that requires 2FA who has not set it up: refused before anything else is read.
  two_factor_setup_required: async (ctx) =>
    ctx.send({ auth: { portal: await ctx.world.setupPending() }, ...(ctx.route.method === "get" || ctx.route.method === "delete" ? {} : { body: {} }) }),

  // The dashboard's mirrored routes exist for test and live only.
  route_not_found: (ctx) =>
    ctx.route.principal.kind === "portal_session" && ctx.route.principal.modeScoped ? ctx.send({ mode: "sandbox" }) : unsupported(ctx, "route_not_found"),
};
