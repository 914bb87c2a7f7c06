import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";

// Rate limiting on, with limits no test reaches: only a pre-filled counter trips them.
const { chain, rpc } = await vi.hoisted(async () => {
  process.env.RATE_LIMIT_PER_SECOND = "1000000";
  process.env.SDK_RATE_LIMIT_PER_MINUTE = "1000000";
  // The world's merchant collects an endpoint per fixture, from scenarios running concurrently.
  process.env.WEBHOOK_MAX_ENDPOINTS_PER_MODE = "250";
  // A scenario may send from an address of its own (X-Forwarded-For), to fill only that address's budgets.
  process.env.TRUST_PROXY = "loopback";
  // A real chain behind a proxy that a scenario can cut: smart-contract wallet signatures are
  // checked through it (verifyWallet's invalid_signature, and service_unavailable while it is cut).
  const { startChainBehindProxy } = await import("./support/rpc-proxy.js");
  const { chain, proxy } = await startChainBehindProxy();
  // Stripe's wire format for the billing setup (customers, Checkout Sessions) and meter events.
  const { startStripeForService } = await import("./support/stripe-server.js");
  await startStripeForService(2000);
  return { chain, rpc: proxy };
});

import { openApiDocument, type ApiSurface } from "../src/http/openapi.js";
import { appliesIdempotency } from "../src/http/route.js";
import { portalSurface, sdkSurface, v1Surface } from "../src/app/surfaces.js";
import { declaredCases, DocumentChecker, exchange, outcomeProblems, pgBouncerSample, type ContractCase, type WireRequest } from "./support/contract.js";
import { memberScenarios } from "./contract/member-scenarios.js";
import { portalScenarios } from "./contract/portal-scenarios.js";
import { declarationOf, scenarioFor } from "./contract/scenario-lookup.js";
import { sdkScenarios, useChainProxy } from "./contract/sdk-scenarios.js";
import { v1Scenarios } from "./contract/v1-scenarios.js";
import { flowSdkScenarios, flowV1Scenarios } from "./contract/flow-scenarios.js";
import { fixtures, requestFor, startWorld, type Fixtures, type World } from "./contract/world.js";

/**
 * Drives every route of every surface to its success and to each error code it declares, and
 * checks each response against the generated OpenAPI document: a status it does not list, or a
 * body its schema (made strict: no undocumented fields) does not accept, fails. The cases come
 * from the route tables, so a new route or code fails here until it has a scenario.
 */
const surfaces: ApiSurface[] = [v1Surface, portalSurface, sdkSurface];
const checkers = new Map(surfaces.map((surface) => [surface, new DocumentChecker(openApiDocument(surface), surface.basePath)]));

const allCases = declaredCases(surfaces);
// Through PgBouncer (the pgbouncer project) a sample: every route's success and each error code once.
const cases = inject("pgbouncerPort") ? pgBouncerSample(allCases) : allCases;
const label = ({ surface, route, outcome }: ContractCase) => `${surface.basePath} ${route.operationId} (${route.method.toUpperCase()} ${route.path}): ${outcome}`;

let world: World;
let fx: Fixtures;
beforeAll(async () => {
  world = await startWorld();
  fx = fixtures(world);
  useChainProxy(rpc);
});
afterAll(async () => {
  await world?.close();
  await rpc.stop();
  await chain.stop();
});

describe("every declared route and error code answers as the OpenAPI document says", () => {
  it.concurrent.for(cases.map((c) => [label(c), c] as const))("%s", async ([name, contractCase], { expect }) => {
    const scenario = scenarioFor(contractCase);
    if (!scenario) return expect.fail(`no scenario for ${name}: add one to test/contract/`);
    const { surface, route, outcome } = contractCase;
    const checker = checkers.get(surface)!;
    // A success of a POST that takes Idempotency-Key is sent with one, then replayed: the
    // replay (which the router does not re-check against its schema) must match the document too.
    const replayable = outcome === "success" && appliesIdempotency(route);
    let last: WireRequest | undefined;
    const response = await scenario({
      surface,
      route,
      world,
      fx,
      send: (options) => {
        last = requestFor(world, surface, route, options);
        if (replayable) last.headers = { "Idempotency-Key": `contract-${randomUUID()}`, ...last.headers };
        return exchange(world.baseUrl, last);
      },
    });
    expect([...outcomeProblems(route, outcome, response), ...checker.problems(route.method, route.path, response)], name).toEqual([]);
    if (replayable) {
      const replay = await exchange(world.baseUrl, last!);
      expect(checker.problems(route.method, route.path, replay), `${name}, replayed`).toEqual([]);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect({ status: replay.status, body: replay.body }).toEqual({ status: response.status, body: response.body });
    }
  });
});

describe("the scenario tables", () => {
  it("hold no scenario for a route or code that is not declared (a stale entry would test nothing)", () => {
    const declared = new Set(allCases.map(({ route, outcome }) => `${declarationOf(route).operationId} ${outcome}`));
    const listed = [v1Scenarios, portalScenarios, memberScenarios, sdkScenarios, flowV1Scenarios, flowSdkScenarios].flatMap((table) =>
      Object.entries(table).flatMap(([operationId, byOutcome]) => Object.keys(byOutcome).map((outcome) => `${operationId} ${outcome}`)),
    );
    expect(listed.filter((entry) => !declared.has(entry))).toEqual([]);
  });

  it("refuse what the document does not describe: an undocumented field, status, code or format (5xx falls to default)", () => {
    const checker = checkers.get(v1Surface)!;
    const body = { error: { type: "invalid_request_error", code: "session_not_found", message: "x", request_id: "req_1" } };
    const response = { status: 404, contentType: "application/json; charset=utf-8", body, headers: new Headers() };
    expect(checker.problems("get", "/verification-sessions/{id}", response)).toEqual([]);
    expect(checker.problems("get", "/verification-sessions/{id}", { ...response, body: { ...body, extra: true } })).not.toEqual([]);
    expect(checker.problems("get", "/verification-sessions/{id}", { ...response, status: 409 })).not.toEqual([]);
    expect(checker.problems("get", "/verification-sessions/{id}", { ...response, body: { error: { ...body.error, code: "invalid_state" } } })).not.toEqual([]);
    const internal = { error: { type: "api_error", code: "internal_error", message: "x", request_id: "req_1" } };
    expect(checker.problems("get", "/verification-sessions/{id}", { ...response, status: 500, body: internal })).toEqual([]);
    const review = {
      id: "rev_1",
      object: "review",
      status: "flagged",
      verification_session: "vs_1",
      reason: null,
      decision: null,
      tier: null,
      note: null,
      resolution_reason: null,
      resolved_at: null,
      resolved_by: null,
      livemode: false,
      created_at: "2026-11-22T10:00:00.000Z",
    };
    expect(checker.problems("get", "/reviews/{id}", { ...response, status: 200, body: review })).toEqual([]);
    expect(checker.problems("get", "/reviews/{id}", { ...response, status: 200, body: { ...review, created_at: "yesterday" } })).not.toEqual([]);
  });
});
