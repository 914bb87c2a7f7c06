import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { v1Surface } from "../src/app/surfaces.js";
import { flowRegistry } from "../src/flows/registry.js";
import { prisma } from "../src/platform/db/client.js";
import type { AnyRoute } from "../src/http/route.js";
import type { Outcome } from "./support/contract.js";
import { refusalCases, routeName, runWithAuditRows } from "./contract/audited-run.js";
import { fixtures, startWorld, type Fixtures, type World } from "./contract/world.js";

/**
 * The /api/v1 writes a secret key makes (contract section 19), driven by the contract test's
 * scenarios like test/audit-coverage.test.ts drives the dashboard's: a write that changes
 * configuration or a person's standing is one audit row naming the key (`api_key`, its id), the
 * route's operationId and the request; every other v1 write (session creation first) is none,
 * and stays in the request log only.
 */
const AUDITED = [
  "createWebhookEndpoint",
  "updateWebhookEndpoint",
  "deleteWebhookEndpoint",
  "rotateWebhookEndpointSecret",
  "enableWebhookEndpoint",
  "resolveReview",
  "suspendCustomer",
  "unsuspendCustomer",
  "createCustomerNote",
  // The flows' audited routes under a customer.
  ...flowRegistry.flatMap((flow) => (flow.customerRoutes ?? []).filter((route) => route.audit).map((route) => route.operationId)),
  "redactVerificationSession",
  "redactCustomer",
  "createReverificationRequest",
  "revokeVic",
];

const writes = v1Surface.routes.filter((route) => route.method !== "get");

let world: World;
let fx: Fixtures;
beforeAll(async () => {
  world = await startWorld();
  fx = fixtures(world);
});
afterAll(() => world?.close());

const run = (route: AnyRoute, outcome: Outcome) => runWithAuditRows(v1Surface, route, outcome, world, fx);


describe("the audit log covers the writes of secret keys", () => {
  it("declares exactly the contract's writes as audited", () => {
    expect(writes.filter((route) => route.audit).map((route) => route.operationId).sort()).toEqual([...AUDITED].sort());
    expect(writes.map((route) => route.operationId)).toContain("createVerificationSession");
  });

  it.for(writes.map((route) => [routeName(route), route] as const))("%s: a success is one row by the key when audited, else none", async ([, route]) => {
    const { response, rows, requestId } = await run(route, "success");
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    if (!AUDITED.includes(route.operationId)) return expect(rows).toEqual([]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ actorType: "api_key", actorEmail: null, action: route.operationId, mode: "test", ip: expect.stringMatching(/127\.0\.0\.1|::1/), requestId });
    // The key that sent it: one of the account's.
    expect(row.actorId).toMatch(/^key_/);
    expect(await prisma.apiKey.findFirst({ where: { id: row.actorId, merchantId: world.merchant.merchantId } })).not.toBeNull();
    expect(row.merchantId).toBe(world.merchant.merchantId);
  });

  const refusals = refusalCases(v1Surface, writes.filter((route) => route.audit));
  it.for(refusals)("%s writes no row", async ([, route, code]) => {
    const { response, rows } = await run(route, code);
    expect(response.body?.error?.code).toBe(code);
    expect(rows).toEqual([]);
  });
});
