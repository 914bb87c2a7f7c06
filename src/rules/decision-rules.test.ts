import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createKey, createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { portalLogin } from "../../test/support/sessions.js";
import { DEFAULT_DECISION_RULES } from "../accounts/portal/default-decision-rules.js";
import { decideFromSignals } from "./evaluate.js";

let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  [merchant, other] = await Promise.all([createTestMerchant(), createTestMerchant()]);
});
afterAll(() => api.close());

const rule = (overrides: Record<string, unknown> = {}) => ({
  mode: "test",
  name: "Approve French numbers as enhanced",
  priority: 5,
  condition: { signal: "phone_country", op: "eq", value: "FR" },
  action: "approve",
  tier: "enhanced",
  ...overrides,
});

describe("GET /v1/decision-rules", () => {
  it("lists the default rules of the key's mode in priority order, and gets one", async () => {
    for (const [key, livemode] of [
      [merchant.testKey, false],
      [merchant.liveKey, true],
    ] as const) {
      const c = client(api.baseUrl, key);
      const list = await c.get("/api/v1/decision-rules");
      expect(list.status).toBe(200);
      expect(list.body.object).toBe("list");
      expect(list.body.livemode).toBe(livemode);
      expect(list.body.data.map((r: { name: string }) => r.name)).toEqual(DEFAULT_DECISION_RULES.map((r) => r.name));
      const first = list.body.data[0];
      expect(first).toMatchObject({ object: "decision_rule", priority: 40, action: "review", enabled: true, livemode });
      expect(first.id).toMatch(/^rule_/);
      const got = await c.get(`/api/v1/decision-rules/${first.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(first);
    }
  });

  it("answers 404 rule_not_found across merchants and modes, and needs decisioning:read", async () => {
    const testRule = (await client(api.baseUrl, merchant.testKey).get("/api/v1/decision-rules")).body.data[0].id;
    for (const key of [merchant.liveKey, other.testKey, other.liveKey]) {
      const res = await client(api.baseUrl, key).get(`/api/v1/decision-rules/${testRule}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("rule_not_found");
    }
    const key = await createKey(merchant.merchantId, "test", ["sessions:write"]);
    const res = await client(api.baseUrl, key).get("/api/v1/decision-rules");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("missing_scope");
  });
});

describe("portal /api/merchant/decision-rules", () => {
  it("creates, updates and deletes rules for a mode, and the live decision follows them", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);

    const created = await portal.call("POST", "/decision-rules", rule({ mode: "live" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: "decision_rule", priority: 5, tier: "enhanced", enabled: true, livemode: true });
    expect((await decideFromSignals(m.merchantId, "live", { phone_country: "FR" })).ruleId).toBe(created.body.id);
    // The other mode's rules are untouched.
    expect(await decideFromSignals(m.merchantId, "test", { phone_country: "FR" })).toMatchObject({ action: "approve", tier: "verified" });

    const listed = await portal.call("GET", "/decision-rules?mode=live");
    expect(listed.body.data[0].id).toBe(created.body.id);
    expect(listed.body.data).toHaveLength(DEFAULT_DECISION_RULES.length + 1);
    expect((await client(api.baseUrl, m.liveKey).get(`/api/v1/decision-rules/${created.body.id}`)).body).toEqual(created.body);

    const disabled = await portal.call("PATCH", `/decision-rules/${created.body.id}`, { enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.enabled).toBe(false);
    expect((await decideFromSignals(m.merchantId, "live", { phone_country: "FR" })).tier).toBe("verified");

    const moved = await portal.call("PATCH", `/decision-rules/${created.body.id}`, { enabled: true, priority: 2000 });
    expect(moved.body.priority).toBe(2000);
    expect((await decideFromSignals(m.merchantId, "live", { phone_country: "FR" })).tier).toBe("verified");

    const deleted = await portal.call("DELETE", `/decision-rules/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: created.body.id, object: "decision_rule", deleted: true, livemode: true });
    expect((await client(api.baseUrl, m.liveKey).get(`/api/v1/decision-rules/${created.body.id}`)).status).toBe(404);
    expect((await portal.call("DELETE", `/decision-rules/${created.body.id}`)).status).toBe(404);
  });

  it("sends a session to review when every rule is gone", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);
    for (const r of (await portal.call("GET", "/decision-rules?mode=test")).body.data)
      expect((await portal.call("DELETE", `/decision-rules/${r.id}`)).status).toBe(200);
    expect(await decideFromSignals(m.merchantId, "test", { phone_country: "FR" })).toMatchObject({ action: "review", ruleId: null });
  });

  it("validates rules with the field named in param", async () => {
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    const cases: [Record<string, unknown>, string][] = [
      [rule({ mode: undefined }), "mode"],
      [rule({ name: "" }), "name"],
      [rule({ priority: -1 }), "priority"],
      [rule({ priority: 1.5 }), "priority"],
      [rule({ action: "maybe" }), "action"],
      [rule({ action: "decline" }), "tier"],
      [rule({ tier: "Gold Plus" }), "tier"],
      [rule({ condition: { signal: "phone_country", op: "gte", value: "high" } }), "condition.value"],
      [rule({ condition: { signal: "phone_country", op: "sometimes", value: 1 } }), "condition.op"],
      [rule({ condition: { signal: "phone_contry", op: "eq", value: "FR" } }), "signal"],
      [rule({ condition: { signal: "wallet_age_days", op: "gt", value: 30 } }), "signal"],
      [rule({ extra: 1 }), "extra"],
    ];
    for (const [body, param] of cases) {
      const res = await portal.call("POST", "/decision-rules", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    }
    const existing = (await portal.call("GET", "/decision-rules?mode=test")).body.data[0];
    expect(existing.action).toBe("review");
    const bad = await portal.call("PATCH", `/decision-rules/${existing.id}`, { tier: "gold" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "tier" });
    expect((await portal.call("PATCH", `/decision-rules/${existing.id}`, {})).status).toBe(400);
    const unknownSignal = await portal.call("PATCH", `/decision-rules/${existing.id}`, { condition: { signal: "risk_score", op: "lt", value: 5 } });
    expect(unknownSignal.status).toBe(400);
    expect(unknownSignal.body.error).toMatchObject({ code: "invalid_request", param: "signal" });
    expect((await portal.call("GET", "/decision-rules")).body.error).toMatchObject({ code: "invalid_request", param: "mode" });
  });

  it("needs the session cookie and the CSRF token, and keeps merchants apart", async () => {
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    const noCsrf = await portal.call("POST", "/decision-rules", rule(), { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.code).toBe("csrf_token_invalid");

    const anonymous = await fetch(`${api.baseUrl}/api/merchant/decision-rules?mode=test`);
    expect(anonymous.status).toBe(401);
    const withKey = await fetch(`${api.baseUrl}/api/merchant/decision-rules?mode=test`, { headers: { Authorization: `Bearer ${merchant.testKey}` } });
    expect(withKey.status).toBe(401);

    const mine = (await portal.call("GET", "/decision-rules?mode=test")).body.data[0];
    const intruder = await portalLogin(api.baseUrl, other.email, other.password);
    expect((await intruder.call("PATCH", `/decision-rules/${mine.id}`, { enabled: false })).status).toBe(404);
    expect((await intruder.call("DELETE", `/decision-rules/${mine.id}`)).status).toBe(404);
    expect((await intruder.call("GET", "/decision-rules?mode=test")).body.data.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    expect((await portal.call("GET", "/decision-rules?mode=test")).body.data[0]).toEqual(mine);
  });
});

describe("rule presentation", () => {
  it("shows conditions as {signal, op, value} in that order", async () => {
    const list = await client(api.baseUrl, merchant.testKey).get("/api/v1/decision-rules");
    for (const r of list.body.data) expect(Object.keys(r.condition)).toEqual(r.condition.op === "always" ? ["signal", "op"] : ["signal", "op", "value"]);
  });
});
