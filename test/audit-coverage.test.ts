import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Stripe's wire format for the billing setup (a portal write like any other).
await vi.hoisted(async () => {
  const { startStripeForService } = await import("./support/stripe-server.js");
  await startStripeForService(2000);
});

import { portalSurface } from "../src/app/surfaces.js";
import { prisma } from "../src/platform/db/client.js";
import type { AnyRoute } from "../src/http/route.js";
import type { Outcome } from "./support/contract.js";
import { refusalCases, routeName, runWithAuditRows } from "./contract/audited-run.js";
import { fixtures, startWorld, type Fixtures, type World } from "./contract/world.js";

/**
 * Every dashboard route, driven by the contract test's scenarios (test/contract/): each write's
 * success is exactly one audit row naming the signed-in user, the route's operationId, and the
 * request (ip, user agent, X-Request-Id); each refused write is none (no half-write); a read is
 * none, but for the customer detail (`auditView`), which is one. The table is the route table:
 * a new portal write is checked here without a line of this file changing, and fails until it
 * records its row.
 */
const portalRoutes = portalSurface.routes.filter((route) => route.principal.kind === "portal_session");
const writes = portalRoutes.filter((route) => route.method !== "get");
const reads = portalRoutes.filter((route) => route.method === "get");

let world: World;
let fx: Fixtures;
let ownerUserId: string;
beforeAll(async () => {
  world = await startWorld();
  fx = fixtures(world);
  ownerUserId = (await prisma.user.findUniqueOrThrow({ where: { email: world.merchant.email } })).id;
});
afterAll(() => world?.close());

const run = (route: AnyRoute, outcome: Outcome) => runWithAuditRows(portalSurface, route, outcome, world, fx);


describe("the audit log covers the dashboard", () => {
  it("has portal writes to check (the table is not empty by accident)", () => {
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.map((r) => r.operationId)).toEqual(expect.arrayContaining(["mintApiKey", "revokeApiKey", "portalResolveReview", "updateMerchantSettings"]));
  });

  it.for(writes.map((route) => [routeName(route), route] as const))("%s: a success is one row, by the owner, naming the request", async ([, route]) => {
    const { response, rows, requestId } = await run(route, "success");
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ actorType: "user", action: route.operationId, ip: expect.stringMatching(/127\.0\.0\.1|::1/), userAgent: expect.any(String), requestId });
    // The user whose session sent it (the world's owner, or whoever the scenario signed in), with the email they have.
    const actor = await prisma.user.findUniqueOrThrow({ where: { id: row.actorId } });
    expect({ merchantId: row.merchantId, email: row.actorEmail }).toEqual({ merchantId: actor.merchantId, email: actor.email });
    if (route.path.startsWith("/{mode}/")) expect(rows[0]!.mode).toBe("test");
  });

  const refusals = refusalCases(portalSurface, writes);
  it.for(refusals)("%s writes no row", async ([, route, code]) => {
    const { response, rows } = await run(route, code);
    expect(response.body?.error?.code).toBe(code);
    expect(rows).toEqual([]);
  });

  // An export (contract section 19) writes its own row, naming the list and its filter.
  const isExport = (route: AnyRoute) => route.tag === "Exports";
  it.for(reads.map((route) => [routeName(route), route] as const))("%s: a read is no row, but a customer's detail and an export are one", async ([, route]) => {
    const { response, rows } = await run(route, "success");
    expect(response.status).toBe(200);
    if (isExport(route)) {
      expect(rows).toHaveLength(1);
      return expect(rows[0]).toMatchObject({ action: route.operationId, actorType: "user", target: expect.stringMatching(/^export:[a-z-]+/) });
    }
    if (!route.auditView) return expect(rows).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: route.operationId, actorId: ownerUserId, target: `customer:${response.body.address}` });
  });

  it("lists the customer detail as the only audited read", () => {
    expect(reads.filter((route) => route.auditView).map((route) => route.operationId)).toEqual(["portalRetrieveCustomer"]);
  });
});
