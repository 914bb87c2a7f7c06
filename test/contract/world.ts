import { randomBytes } from "node:crypto";
import { ROLES, type Role } from "../../src/http/auth/permissions.js";
import { SCOPES, type Scope } from "../../src/http/auth/scopes.js";
import { prisma } from "../../src/platform/db/client.js";
import type { ApiSurface } from "../../src/http/openapi.js";
import { requiresCsrfToken, type AnyRoute } from "../../src/http/route.js";
import { createRule } from "../../src/rules/rules-store.js";
import { newId } from "../../src/platform/ids.js";
import { mintApiKey } from "../../src/accounts/portal/api-keys.js";
import { hashPassword } from "../../src/accounts/portal/passwords.js";
import { QUEUES } from "../../src/platform/queues/names.js";
import { runSandboxOutcome } from "../../src/sessions/sandbox.js";
import { startApi } from "../support/api.js";
import { exchange, type WireRequest, type WireResponse } from "../support/contract.js";
import { createCustomer } from "../support/customers.js";
import { createKey, createTestMerchant, type TestMerchant } from "../support/factories.js";
import { startReceiver, type Receiver } from "../support/receiver.js";
import { waitFor } from "../support/wait.js";
import { runWorkers } from "../support/workers.js";

/** A signed-in dashboard browser: its cookie and CSRF token. */
export interface PortalSession {
  cookie: string;
  csrf: string;
}

/** How a request authenticates; by default as the route's principal (test mode). */
export type Auth = "none" | { bearer: string } | { portal: PortalSession; bearer?: string };

export interface SendOptions {
  /** Path parameters (`id`, `address`); unset ones get a well-formed value that names nothing. */
  params?: Record<string, string>;
  /** Query string without `?`. */
  query?: string;
  /** An object is sent as JSON; a string or a Buffer (an upload, with its Content-Type header) as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Live data: the live key, or `/live/` for the dashboard's mirrored routes. */
  live?: boolean;
  /** The raw `{mode}` segment of a mirrored route (overrides `live`). */
  mode?: string;
  auth?: Auth;
  /** Send the portal CSRF token on writes (default true). */
  csrf?: boolean;
}

/** A request to one route, so a scenario cannot reach another route by mistake. */
export type Send = (options?: SendOptions) => Promise<WireResponse>;

export interface ScenarioContext {
  surface: ApiSurface;
  route: AnyRoute;
  send: Send;
  world: World;
  fx: Fixtures;
}

export type Scenario = (ctx: ScenarioContext) => Promise<WireResponse>;

/** A well-formed wallet address no customer has. */
export const UNKNOWN_ADDRESS = `0x${"ab".repeat(20)}`;
export const UNKNOWN_ID = "contract_unknown_id";

export interface World {
  baseUrl: string;
  merchant: TestMerchant;
  owner: PortalSession;
  /** A signed-in member of the account with `role` (the owner for "owner"). */
  memberAs: (role: Role) => PortalSession;
  receiver: Receiver;
  /** A test key holding every scope whose per-second counter is pre-filled past the limit. */
  throttledKey: { id: string; key: string };
  /** A test key with every scope but `scope`. */
  keyWithout: (scope: Scope) => Promise<string>;
  signIn: (email: string, password: string, otp?: string) => Promise<PortalSession>;
  /** The owner of an account that requires 2FA, signed in without having set it up. */
  setupPending: () => Promise<PortalSession>;
  close: () => Promise<void>;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Objects of the world's merchant in test mode, made through the API or the domain as each needs. */
export function fixtures(world: World) {
  const { merchantId } = world.merchant;
  const owner = { merchantId, mode: "test" as const };
  const v1 = async (method: string, path: string, body?: unknown) => {
    const res = await exchange(world.baseUrl, { method, path: `/api/v1${path}`, body, headers: { Authorization: `Bearer ${world.merchant.testKey}` } });
    if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const session = async (testOutcome = "approved"): Promise<string> => (await v1("POST", "/verification-sessions", { flows: ["wallet"], test_outcome: testOutcome })).id;
  const settledSession = async (testOutcome: string): Promise<string> => {
    const id = await session(testOutcome);
    if ((await runSandboxOutcome(id)) !== "applied") throw new Error(`sandbox did not settle ${id}`);
    return id;
  };
  const customer = () => createCustomer(merchantId, "test");
  // A mode holds one endpoint per URL: each fixture endpoint has a query of its own.
  let endpoints = 0;
  const endpoint = async (): Promise<string> =>
    (await v1("POST", "/webhook-endpoints", { url: `${world.receiver.url}?endpoint=${++endpoints}`, events: ["review.flagged"] })).id;
  const review = async (): Promise<string> => {
    const sessionId = await settledSession("review");
    return (await prisma.review.findUniqueOrThrow({ where: { sessionId } })).id;
  };
  return {
    session,
    customer,
    review,
    endpoint,
    suspendedCustomer: async () => {
      const address = await customer();
      await v1("POST", `/customers/${address}/suspend`, { reason: "contract test" });
      return address;
    },
    disabledEndpoint: async () => {
      const id = await endpoint();
      await v1("POST", `/webhook-endpoints/${id}`, { status: "disabled" });
      return id;
    },
    /** A flagged review another dashboard user is working on (their claim has not lapsed). */
    claimedReview: async () => {
      const id = await review();
      await prisma.review.update({ where: { id }, data: { claimedById: "usr_AnotherReviewerAnotherRevie", claimedByEmail: "another@example.test", claimedUntil: new Date(Date.now() + 30 * 60_000) } });
      return id;
    },
    resolvedReview: async () => {
      const id = await review();
      await v1("POST", `/reviews/${id}/resolve`, { decision: "reject" });
      return id;
    },
    canceledSession: async () => {
      const id = await session();
      await v1("POST", `/verification-sessions/${id}/cancel`);
      return id;
    },
    rule: async () =>
      (await createRule(owner, { name: "contract rule", priority: 500, condition: { signal: "country", op: "eq", value: "FR" }, action: "review", tier: null, enabled: true })).id,
    apiKey: async () => (await mintApiKey(merchantId, { name: "to revoke", mode: "test", scopes: ["customers:read"] })).id,
    /** An approved session (with its VIC and customer), a flagged review, notes, a reverification request. */
    populated: once(async () => {
      await settledSession("approved");
      await review();
      const address = await customer();
      await v1("POST", `/customers/${address}/notes`, { body: "first note" });
      await v1("POST", "/reverification-requests", { customer_address: address, flows: ["wallet"] });
      return { address };
    }),
    /** An endpoint whose ping has been attempted (its delivery lists an attempt). */
    deliveredEndpoint: once(async () => {
      const id = await endpoint();
      await waitFor(
        async () => (await prisma.webhookDelivery.findFirst({ where: { endpointId: id, attempts: { some: {} } } })) ?? null,
        "the endpoint's ping to be attempted",
        10_000,
      );
      return id;
    }),
    event: once(async () => {
      await session();
      return (await prisma.event.findFirstOrThrow({ where: { merchantId, mode: "test" }, orderBy: { createdAt: "desc" } })).id;
    }),
    reverification: once(async () => {
      const address = await customer();
      return (await v1("POST", "/reverification-requests", { customer_address: address, flows: ["wallet"] })).id as string;
    }),
    /** A new pending reverification request (for the submit test helper). */
    pendingReverification: async (): Promise<string> => (await v1("POST", "/reverification-requests", { customer_address: await customer(), flows: ["wallet"] })).id,
    /** A new active VIC (a completed test session's). */
    vic: async (): Promise<string> => (await v1("POST", `/test_helpers/verification_sessions/${await session("interactive")}/complete`)).vic.id as string,
    /** A VIC the test helper expired. */
    expiredVic: async (): Promise<string> => {
      const id = (await v1("POST", `/test_helpers/verification_sessions/${await session("interactive")}/complete`)).vic.id as string;
      await v1("POST", `/test_helpers/vics/${id}/expire`);
      return id;
    },
    submittedReverification: async (): Promise<string> => {
      const { id } = await v1("POST", "/reverification-requests", { customer_address: await customer(), flows: ["wallet"] });
      await v1("POST", `/test_helpers/reverification_requests/${id}/submit`);
      return id;
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;

async function signInAt(baseUrl: string, email: string, password: string, otp?: string): Promise<PortalSession> {
  const res = await exchange(baseUrl, { method: "POST", path: "/api/merchant/login", body: { email, password, ...(otp === undefined ? {} : { otp }) } });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie, csrf: res.body.csrf_token };
}

export async function startWorld(): Promise<World> {
  const [api, merchant, receiver] = await Promise.all([startApi(), createTestMerchant(), startReceiver()]);
  const workers = await runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]);

  const signIn = (email: string, password: string, otp?: string) => signInAt(api.baseUrl, email, password, otp);
  const passwordHash = await hashPassword(merchant.password);
  const members = new Map<Role, PortalSession>(
    await Promise.all(
      ROLES.map(async (role): Promise<[Role, PortalSession]> => {
        if (role === "owner") return [role, await signIn(merchant.email, merchant.password)];
        const email = `${role}-${randomBytes(6).toString("hex")}@example.test`;
        await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash, role } });
        return [role, await signIn(email, merchant.password)];
      }),
    ),
  );
  const owner = members.get("owner")!;
  const setupPending = once(async () => {
    const pending = await createTestMerchant();
    await prisma.merchantSettings.create({ data: { merchantId: pending.merchantId, requireTwoFactor: true } });
    return signIn(pending.email, pending.password);
  });

  const throttled = await mintApiKey(merchant.merchantId, { name: "throttled", mode: "test", scopes: [...SCOPES] });
  const withoutScope = new Map<Scope, Promise<string>>();
  return {
    baseUrl: api.baseUrl,
    merchant,
    owner,
    memberAs: (role) => members.get(role)!,
    receiver,
    throttledKey: { id: throttled.id, key: throttled.key },
    keyWithout: (scope) => {
      if (!withoutScope.has(scope)) withoutScope.set(scope, createKey(merchant.merchantId, "test", SCOPES.filter((s) => s !== scope)));
      return withoutScope.get(scope)!;
    },
    signIn,
    setupPending,
    close: async () => {
      await workers.stop();
      await Promise.all([api.close(), receiver.close()]);
    },
  };
}

/** Fills a route's OpenAPI path template for the surface it is mounted on. */
export function concretePath(surface: ApiSurface, route: AnyRoute, options: SendOptions): string {
  const mode = options.mode ?? (options.live ? "live" : "test");
  const values: Record<string, string> = { mode, id: UNKNOWN_ID, delivery_id: UNKNOWN_ID, address: UNKNOWN_ADDRESS, ...options.params };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for {${name}} in ${route.path}`);
    return encodeURIComponent(values[name]);
  });
  return `${surface.basePath}${path}${options.query ? `?${options.query}` : ""}`;
}

function defaultAuth(world: World, route: AnyRoute, live: boolean): Auth {
  switch (route.principal.kind) {
    case "secret_key":
      return { bearer: live ? world.merchant.liveKey : world.merchant.testKey };
    case "portal_session":
      return { portal: world.owner };
    default:
      return "none";
  }
}

/** The request `options` describe, as the route's principal unless `auth` says otherwise. */
export function requestFor(world: World, surface: ApiSurface, route: AnyRoute, options: SendOptions = {}): WireRequest {
  const auth = options.auth ?? defaultAuth(world, route, options.live ?? false);
  const headers: Record<string, string> = {};
  if (auth !== "none") {
    if ("bearer" in auth && auth.bearer) headers.Authorization = `Bearer ${auth.bearer}`;
    if ("portal" in auth) {
      headers.Cookie = auth.portal.cookie;
      if (requiresCsrfToken(route) && options.csrf !== false) headers["X-CSRF-Token"] = auth.portal.csrf;
    }
  }
  return { method: route.method, path: concretePath(surface, route, options), headers: { ...headers, ...options.headers }, body: options.body };
}

