import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../src/http/auth/scopes.js";
import type { Scope } from "../src/http/auth/scopes.js";
import type { AnyRoute } from "../src/http/route.js";
import { v1Routes } from "../src/app/v1-routes.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createKey, createTestMerchant } from "./support/factories.js";

// Every /api/v1 route in the route table: a key lacking its scope (but holding all others) gets
// 403 missing_scope; a key holding only that scope gets past the scope check.
let api: TestApi;
let merchantId: string;
beforeAll(async () => {
  api = await startApi();
  merchantId = (await createTestMerchant()).merchantId;
});
afterAll(() => api.close());

const ADDRESS = "0x" + "ab".repeat(20);
const concretePath = (path: string) =>
  "/api/v1" + path.replace(/\{address\}/g, ADDRESS).replace(/\{(\w+)\}/g, (_m, name: string) => `${name}_does_not_exist`);

/** Every /api/v1 route is a secret-key route: its scope and live-only flag. */
function keyRule(route: AnyRoute): { scope: Scope; liveOnly: boolean } {
  if (route.principal.kind !== "secret_key") throw new Error(`${route.operationId} is not a secret-key route`);
  return { scope: route.principal.scope, liveOnly: route.principal.liveOnly ?? false };
}

describe("scope enforcement", () => {
  it("covers a non-trivial route table", () => {
    expect(v1Routes.length).toBeGreaterThanOrEqual(20);
    for (const route of v1Routes) expect(SCOPES).toContain(keyRule(route).scope);
  });

  it.each(v1Routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))("%s", async (_label, route) => {
    const { scope, liveOnly } = keyRule(route);
    const mode = liveOnly ? "live" : "test";
    const without = await createKey(merchantId, mode, SCOPES.filter((s) => s !== scope));
    const only = await createKey(merchantId, mode, [scope]);
    const path = concretePath(route.path);
    const body = route.method === "post" ? {} : undefined;

    const refused = await client(api.baseUrl, without).call(route.method.toUpperCase(), path, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("missing_scope");
    expect(refused.body.livemode).toBe(mode === "live");

    const accepted = await client(api.baseUrl, only).call(route.method.toUpperCase(), path, body);
    expect(accepted.body?.error?.code).not.toBe("missing_scope");
    expect([401, 403, 500]).not.toContain(accepted.status);
  });

  it("refuses live-only routes to test keys with live_key_required", async () => {
    const liveOnly = v1Routes.filter((r) => keyRule(r).liveOnly);
    expect(liveOnly.length).toBeGreaterThan(0);
    for (const route of liveOnly) {
      const key = await createKey(merchantId, "test", [...SCOPES]);
      const res = await client(api.baseUrl, key).call(route.method.toUpperCase(), concretePath(route.path));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("live_key_required");
    }
  });
});
