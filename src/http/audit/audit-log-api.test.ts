import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createCustomer } from "../../../test/support/customers.js";
import type { TestMerchant } from "../../../test/support/factories.js";
import { spawnService } from "../../../test/support/processes.js";
import { signedInOwner } from "../../../test/support/sessions.js";
import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { runSandboxOutcome } from "../../sessions/sandbox.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

async function owner() {
  const { merchant, portal } = await signedInOwner(api.baseUrl);
  const userId = (await prisma.user.findUniqueOrThrow({ where: { email: merchant.email } })).id;
  return { merchant, portal, userId };
}

async function flaggedReview(merchant: TestMerchant): Promise<string> {
  const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "review" });
  if ((await runSandboxOutcome(created.body.id)) !== "applied") throw new Error("the sandbox did not flag the session");
  return (await prisma.review.findUniqueOrThrow({ where: { sessionId: created.body.id } })).id;
}

describe("GET /api/merchant/audit-log", () => {
  it("lists the account's rows newest first, with the documented shape, and pages with the cursor", async () => {
    const { merchant, portal, userId } = await owner();
    const minted = await portal.call("POST", "/api-keys", { name: "ci", mode: "test", scopes: ["customers:read"] });
    await portal.call("POST", `/api-keys/${minted.body.id}/revoke`, {});
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay" });

    const page1 = await portal.call("GET", "/audit-log?limit=2");
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ object: "list", has_more: true, next_cursor: expect.any(String) });
    expect(page1.body.data.map((r: { action: string }) => r.action)).toEqual(["updateMerchantSettings", "revokeApiKey"]);
    expect(page1.body.data[1]).toEqual({
      id: expect.stringMatching(/^aud_/),
      object: "audit_log_entry",
      seq: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actor: { type: "user", id: userId, email: merchant.email },
      action: "revokeApiKey",
      action_label: "Revoked an API key",
      target: `api_key:${minted.body.id}`,
      mode: null,
      ip: expect.any(String),
      user_agent: expect.any(String),
      request_id: expect.stringMatching(/^req_/),
      details: null,
    });
    const page2 = await portal.call("GET", `/audit-log?limit=2&cursor=${encodeURIComponent(page1.body.next_cursor)}`);
    // mintApiKey, then the factory's enableLiveAccess by operations: the account's first row.
    expect(page2.body.data.map((r: { action: string }) => r.action)).toEqual(["mintApiKey", "enableLiveAccess"]);
    expect(page2.body.data[0].target).toBe(`api_key:${minted.body.id}`);
    expect(page2.body.data[1]).toMatchObject({ seq: 1, actor: { type: "ops", id: "test", email: null }, target: `merchant:${merchant.merchantId}` });
    expect(page2.body.has_more).toBe(false);
  });

  it("filters by actor (id or email), action, target and time; a filter that matches nothing is an empty page", async () => {
    const { merchant, portal, userId } = await owner();
    const minted = await portal.call("POST", "/api-keys", { name: "ci", mode: "test", scopes: ["customers:read"] });
    const before = (await portal.call("GET", "/audit-log?limit=1")).body.data[0].at as string;
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay" });
    const actions = async (query: string) => ((await portal.call("GET", `/audit-log?${query}`)).body.data as { action: string }[]).map((r) => r.action);

    expect(await actions(`actor=${userId}`)).toEqual(["updateMerchantSettings", "mintApiKey"]);
    expect(await actions(`actor=${encodeURIComponent(merchant.email.toUpperCase())}`)).toEqual(["updateMerchantSettings", "mintApiKey"]);
    expect(await actions("actor=test")).toEqual(["enableLiveAccess"]);
    expect(await actions("action=mintApiKey")).toEqual(["mintApiKey"]);
    expect(await actions(`target=api_key:${minted.body.id}`)).toEqual(["mintApiKey"]);
    expect(await actions(`created_lt=${encodeURIComponent(new Date(Date.parse(before) + 1).toISOString())}`)).toEqual(["mintApiKey", "enableLiveAccess"]);
    expect(await actions(`created_gte=${encodeURIComponent(new Date(Date.parse(before) + 1).toISOString())}`)).toEqual(["updateMerchantSettings"]);
    expect(await actions("action=nothingLikeThis")).toEqual([]);
  });

  it("lists a secret key's audited v1 writes as actor api_key, found by the key's id; its session creation is no row", async () => {
    const { merchant, portal } = await owner();
    const minted = await portal.call("POST", "/api-keys", { name: "backend", mode: "test", scopes: ["customers:write", "sessions:write"] });
    const key = client(api.baseUrl, minted.body.key);
    const address = await createCustomer(merchant.merchantId, "test");
    expect((await key.post("/api/v1/verification-sessions", { flows: ["wallet"] })).status).toBe(201);
    const suspended = await key.post(`/api/v1/customers/${address}/suspend`, { reason: "chargebacks" });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);

    const listed = (await portal.call("GET", `/audit-log?actor=${minted.body.id}`)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({
        actor: { type: "api_key", id: minted.body.id, email: null },
        action: "suspendCustomer",
        target: `customer:${address}`,
        mode: "test",
        request_id: suspended.headers.get("x-request-id"),
        details: null,
      }),
    ]);
  });

  it("takes % and _ in an email filter literally (no LIKE wildcards)", async () => {
    const { merchant, portal } = await owner();
    await portal.call("PUT", "/settings", { sms_name: "Acme Pay" });
    const actions = async (actor: string) => ((await portal.call("GET", `/audit-log?actor=${encodeURIComponent(actor)}`)).body.data as { action: string }[]).map((r) => r.action);
    expect(await actions(merchant.email)).toEqual(["updateMerchantSettings"]);
    expect(await actions("%@%")).toEqual([]);
    expect(await actions(`_${merchant.email.slice(1)}`)).toEqual([]);
    expect(await actions(merchant.email.replace("@", "%@"))).toEqual([]);
  });

  it("refuses bad filters in words (400 naming the parameter)", async () => {
    const { portal } = await owner();
    const bad = await portal.call("GET", "/audit-log?created_gte=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "created_gte", message: expect.stringContaining("ISO 8601") });
    expect((await portal.call("GET", "/audit-log?limit=0")).body.error.code).toBe("invalid_limit");
    expect((await portal.call("GET", "/audit-log?who=me")).body.error).toMatchObject({ code: "invalid_request", param: "who" });
  });

  it("never shows another account's rows", async () => {
    const a = await owner();
    const b = await owner();
    await a.portal.call("PUT", "/settings", { sms_name: "Only Mine" });
    const seen = (await b.portal.call("GET", "/audit-log?limit=100")).body.data as { actor: { id: string } }[];
    expect(seen.some((r) => r.actor.id === a.userId)).toBe(false);
  });
});

describe("operations in the audit log", () => {
  it("a live-access change through the admin API records an ops row with where it came from; a no-op records none", async () => {
    const { merchant } = await owner();
    const authorization = `Basic ${Buffer.from(`${config.ADMIN_USER}:${config.ADMIN_PASSWORD}`).toString("base64")}`;
    const change = (enabled: boolean) =>
      fetch(`${api.baseUrl}/admin/api/merchants/${merchant.merchantId}/live-access`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", "user-agent": "ops-console/1.0" },
        body: JSON.stringify({ enabled, reason: "fraud review" }),
      });
    const off = await change(false);
    expect(off.status).toBe(200);
    const rows = await prisma.auditLogEntry.findMany({ where: { merchantId: merchant.merchantId, action: "disableLiveAccess" } });
    expect(rows).toEqual([
      expect.objectContaining({ actorType: "ops", actorId: "admin_api", actorEmail: null, target: `merchant:${merchant.merchantId}`, userAgent: "ops-console/1.0", requestId: off.headers.get("x-request-id") }),
    ]);
    expect((await change(false)).status).toBe(200);
    expect(await prisma.auditLogEntry.count({ where: { merchantId: merchant.merchantId, action: "disableLiveAccess" } })).toBe(1);
  });

  it("the CLI's live-access change and key mint record ops rows", async () => {
    const { merchant } = await owner();
    const cli = spawnService("src/cli.ts", {}, ["live-access", "--email", merchant.email, "--disable"]);
    expect(await cli.exited).toBe(0);
    expect(await prisma.auditLogEntry.findFirst({ where: { merchantId: merchant.merchantId, action: "disableLiveAccess" } })).toMatchObject({ actorType: "ops", actorId: "cli" });

    const email = `cli-${Date.now()}@example.test`;
    const created = spawnService("src/cli.ts", {}, ["create-merchant", "--email", email, "--password", "a long enough password"]);
    expect(await created.exited).toBe(0);
    const accountId = JSON.parse(created.stdout()).account_id as string;
    const mint = await prisma.auditLogEntry.findMany({ where: { merchantId: accountId } });
    expect(mint).toEqual([expect.objectContaining({ seq: 1, actorType: "ops", actorId: "cli", action: "mintApiKey", target: expect.stringMatching(/^api_key:key_/) })]);
  });
});

describe("authors of notes and review resolutions", () => {
  it("a note names its author: the dashboard user, or the secret key", async () => {
    const { merchant, portal, userId } = await owner();
    const address = await createCustomer(merchant.merchantId, "test");
    const byUser = await portal.call("POST", `/test/customers/${address}/notes`, { body: "called them" });
    expect(byUser.status).toBe(201);
    expect(byUser.body.author).toEqual({ type: "user", id: userId, email: merchant.email });
    const keyId = (await prisma.apiKey.findFirstOrThrow({ where: { merchantId: merchant.merchantId, mode: "test", name: "test" } })).id;
    const byKey = await client(api.baseUrl, merchant.testKey).post(`/api/v1/customers/${address}/notes`, { body: "from the backend" });
    expect(byKey.body.author).toEqual({ type: "api_key", id: keyId, email: null });
    const listed = await client(api.baseUrl, merchant.testKey).get(`/api/v1/customers/${address}/notes`);
    expect(listed.body.data.map((n: { author: { type: string } }) => n.author.type)).toEqual(["api_key", "user"]);
  });

  it("a review names who resolved it, in the answer, in GET and in the review.resolved event", async () => {
    const { merchant, portal, userId } = await owner();
    const reviewId = await flaggedReview(merchant);
    expect((await portal.call("GET", `/test/reviews/${reviewId}`)).body.resolved_by).toBeNull();
    const resolved = await portal.call("POST", `/test/reviews/${reviewId}/resolve`, { decision: "reject" });
    expect(resolved.body).toMatchObject({ status: "resolved", resolved_by: { type: "user", id: userId, email: merchant.email } });
    expect((await client(api.baseUrl, merchant.testKey).get(`/api/v1/reviews/${reviewId}`)).body.resolved_by).toEqual(resolved.body.resolved_by);
    const event = await prisma.event.findFirstOrThrow({ where: { merchantId: merchant.merchantId, type: "review.resolved" } });
    expect((event.data as { resolved_by: unknown }).resolved_by).toEqual(resolved.body.resolved_by);

    const other = await flaggedReview(merchant);
    const byKey = await client(api.baseUrl, merchant.testKey).post(`/api/v1/reviews/${other}/resolve`, { decision: "approve" });
    expect(byKey.body.resolved_by).toMatchObject({ type: "api_key", id: expect.stringMatching(/^key_/), email: null });
  });
});
