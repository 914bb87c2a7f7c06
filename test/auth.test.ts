import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { sha256Hex } from "../src/http/auth/api-key-format.js";
import { revokeApiKey } from "../src/accounts/portal/api-keys.js";
import { client, type TestApi } from "./support/api.js";
import { createKey, startApiWithMerchant, type TestMerchant } from "./support/factories.js";

// Any authenticated route will do to observe authentication; an unknown path under /api/v1 is
// answered only after the key was accepted (404 route_not_found with livemode).
const PROBE = "/api/v1/__probe__";

let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  ({ api, merchant } = await startApiWithMerchant());
});
afterAll(() => api.close());

function expectError(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.request_id).toMatch(/^req_/);
  expect(res.headers.get("x-request-id")).toBe(res.body.error.request_id);
}

describe("authentication", () => {
  it("answers missing_api_key without an Authorization header or with another scheme", async () => {
    expectError(await client(api.baseUrl).get(PROBE), 401, "missing_api_key");
    expectError(await client(api.baseUrl).get(PROBE, { Authorization: `Basic ${Buffer.from(`${merchant.testKey}:`).toString("base64")}` }), 401, "missing_api_key");
    expectError(await client(api.baseUrl).get(PROBE, { Authorization: "Bearer" }), 401, "missing_api_key");
    expectError(await client(api.baseUrl).get(PROBE, { Authorization: merchant.testKey }), 401, "missing_api_key");
  });

  it("does not accept the key in a query parameter or cookie", async () => {
    const res = await client(api.baseUrl).get(`${PROBE}?api_key=${merchant.testKey}`, { Cookie: `api_key=${merchant.testKey}` });
    expectError(res, 401, "missing_api_key");
  });

  it.each([
    ["an unknown well-formed key", "pb_sk_test_" + "A".repeat(32)],
    ["a malformed key", "pb_sk_test_short"],
    ["a key with an unknown mode", "pb_sk_prod_" + "A".repeat(32)],
    ["a store key", "pbk_" + "A".repeat(32)],
    ["a client token", "pbvs_" + "A".repeat(32)],
  ])("answers invalid_api_key for %s", async (_label, key) => {
    const res = await client(api.baseUrl, key).get(PROBE);
    expectError(res, 401, "invalid_api_key");
    expect(res.body.livemode).toBeUndefined();
  });

  it("refuses a live key whose prefix was changed to test (mode is bound to the key)", async () => {
    const forged = merchant.liveKey.replace("pb_sk_live_", "pb_sk_test_");
    expectError(await client(api.baseUrl, forged).get(PROBE), 401, "invalid_api_key");
  });

  it("refuses a pbvs_ token even when its tail is a real key's", async () => {
    expectError(await client(api.baseUrl, "pbvs_" + merchant.testKey.slice(11)).get(PROBE), 401, "invalid_api_key");
  });

  it("echoes livemode for test and live keys, on success and on errors", async () => {
    const test = await client(api.baseUrl, merchant.testKey).get(PROBE);
    expectError(test, 404, "route_not_found");
    expect(test.body.livemode).toBe(false);
    const live = await client(api.baseUrl, merchant.liveKey).get(PROBE);
    expect(live.body.livemode).toBe(true);
  });

  it("fails a revoked key at once", async () => {
    const key = await createKey(merchant.merchantId, "test", ["sessions:write"]);
    expect((await client(api.baseUrl, key).get(PROBE)).status).toBe(404);
    expect((await client(api.baseUrl, key).get(PROBE)).status).toBe(404); // now served from the key cache
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { keyHash: sha256Hex(key) } });
    await revokeApiKey(merchant.merchantId, row.id);
    expectError(await client(api.baseUrl, key).get(PROBE), 401, "invalid_api_key");
  });

  it("stores only the SHA-256 of a key", async () => {
    const rows = await prisma.apiKey.findMany({ where: { merchantId: merchant.merchantId } });
    expect(rows.map((r) => r.keyHash)).toContain(sha256Hex(merchant.testKey));
    expect(JSON.stringify(rows)).not.toContain(merchant.testKey.slice(11));
  });

  it("authenticates before reading the body (a bad body without a key is still 401)", async () => {
    expectError(await client(api.baseUrl).post("/api/v1/verification-sessions", "{not json"), 401, "missing_api_key");
  });
});

describe("error contract", () => {
  it("answers invalid_json for a malformed body", async () => {
    const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", "{not json");
    expectError(res, 400, "invalid_json");
    expect(res.body.livemode).toBe(false);
  });

  it("answers 415 unsupported_media_type for a body not labelled JSON, on every surface; an empty body needs no label", async () => {
    const send = (path: string, headers: Record<string, string>, body?: string) =>
      fetch(`${api.baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${merchant.testKey}`, ...headers }, body });
    const json = JSON.stringify({ flows: ["wallet"] });
    for (const headers of [{}, { "content-type": "text/plain" }, { "content-type": "application/x-www-form-urlencoded" }] as Record<string, string>[]) {
      const res = await send("/api/v1/verification-sessions", headers, json);
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.error).toMatchObject({ type: "invalid_request_error", code: "unsupported_media_type", message: expect.stringContaining("Content-Type: application/json") });
    }
    // The portal and the SDK surfaces share the rule (refused before their authentication matters).
    const portal = await fetch(`${api.baseUrl}/api/merchant/login`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(portal.status).toBe(415);
    expect((await send("/api/v1/verification-sessions", { "content-type": "application/json; charset=utf-8" }, json)).status).toBe(201);
    // No body at all on a route whose body is optional: no label needed.
    const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet"] });
    expect((await send(`/api/v1/verification-sessions/${created.body.id}/cancel`, {})).status).toBe(200);
  });

  it("answers payload_too_large above 64 KiB", async () => {
    const body = JSON.stringify({ flows: ["wallet"], metadata: { big: "x".repeat(70 * 1024) } });
    expectError(await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", body), 413, "payload_too_large");
  });

  it("answers route_not_found outside the API too, with X-Request-Id", async () => {
    const res = await client(api.baseUrl).get("/nope");
    expectError(res, 404, "route_not_found");
  });

  it("sets X-Request-Id on health checks", async () => {
    const res = await fetch(`${api.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(await ready.json()).toEqual({ status: "ready", checks: { postgres: "ok", redis: "ok", migrations: "ok" } });
  });

  it("keeps Bull Board behind basic auth", async () => {
    expect((await fetch(`${api.baseUrl}/admin/queues`)).status).toBe(401);
    const wrong = Buffer.from("admin:wrong").toString("base64");
    expect((await fetch(`${api.baseUrl}/admin/queues`, { headers: { Authorization: `Basic ${wrong}` } })).status).toBe(401);
    const right = Buffer.from("admin:dev-only-admin-password").toString("base64");
    const ok = await fetch(`${api.baseUrl}/admin/queues/api/queues`, { headers: { Authorization: `Basic ${right}` } });
    expect(ok.status).toBe(200);
    const names = ((await ok.json()) as { queues: { name: string }[] }).queues.map((q) => q.name).sort();
    expect(names).toEqual(["billing", "chain-attestation", "email", "event-pruning", "redaction", "sandbox-progress", "session-expiry", "sms", "sweeper", "webhook-delivery", "webhook-retry"]);
  });
});
