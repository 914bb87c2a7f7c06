import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { copySessions } from "../../../test/support/search-seed.js";
import { portalLogin } from "../../../test/support/sessions.js";
import { signalCatalog } from "../../flows/registry.js";
import { DEFAULT_DECISION_RULES } from "../../accounts/portal/default-decision-rules.js";
import { decide, type Signals } from "../evaluate.js";
import { priorityBeforeCatchAll } from "../placement.js";
import { unreachableReasons } from "./reachability.js";
import { isCatalogSignal } from "./signal-check.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const always = { signal: "*", op: "always" };
const voip = { signal: "phone_line_type", op: "eq", value: "voip" };

describe("the shipped default rules", () => {
  it("each reads a signal of the catalog, and none is unreachable", () => {
    for (const rule of DEFAULT_DECISION_RULES) if (rule.condition.op !== "always") expect(isCatalogSignal(rule.condition.signal), rule.name).toBe(true);
    const rules = DEFAULT_DECISION_RULES.map((r, i) => ({ ...r, id: `rule_${i}`, enabled: true }));
    expect([...unreachableReasons(rules)]).toEqual([]);
  });
});

describe("placement of a new rule", () => {
  it("goes before the first enabled catch-all, with room to spare", () => {
    const rules = DEFAULT_DECISION_RULES.map((r) => ({ ...r, enabled: true }));
    const p = priorityBeforeCatchAll(rules);
    expect(p).toBeGreaterThan(50);
    expect(p).toBeLessThan(1000);
    expect(priorityBeforeCatchAll([{ priority: 5, condition: always, enabled: true }])).toBeLessThan(5);
    expect(priorityBeforeCatchAll([{ priority: 40, condition: voip, enabled: true }])).toBe(50);
    expect(priorityBeforeCatchAll([])).toBe(100);
    // A disabled catch-all does not count.
    expect(priorityBeforeCatchAll([{ priority: 10, condition: always, enabled: false }])).toBe(20);
  });
});

describe("unreachable rules", () => {
  const rule = (id: string, priority: number, condition: object, enabled = true) => ({ id, name: id, priority, condition, enabled });
  it("flags rules after a catch-all, after the same condition, after exists, and on unknown signals", () => {
    const reasons = unreachableReasons([
      rule("a", 10, voip),
      rule("b", 20, { signal: "phone_country", op: "exists" }),
      rule("c", 30, voip),
      rule("d", 40, { signal: "phone_country", op: "eq", value: "FR" }),
      rule("e", 50, { signal: "wallet_age_days", op: "gt", value: 30 }),
      rule("off", 60, always, false),
      rule("f", 70, { signal: "phone_reused", op: "eq", value: true }),
      rule("g", 1000, always),
      rule("h", 1010, { signal: "email_disposable", op: "eq", value: true }),
    ]);
    expect([...reasons.keys()].sort()).toEqual(["c", "d", "e", "h"]);
    expect(reasons.get("h")).toMatch(/'g' \(priority 1000\) matches every session first/);
    expect(reasons.get("e")).toMatch(/no verification flow produces the signal 'wallet_age_days'/);
  });
});

describe("portal: catalog, placement, flags and the simulator", () => {
  it("serves the signal catalog the editor offers", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);
    const res = await portal.call("GET", "/signal-catalog");
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(signalCatalog.map((s) => s.name));
    expect(res.body.data.find((s: { name: string }) => s.name === "phone_line_type")).toMatchObject({ flow: "phone", schema: { enum: ["mobile", "fixed_line", "voip", "unknown"] } });
  });

  it("places a rule created without a priority before the catch-all, and flags one put after it", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);
    const body = { mode: "test", name: "Decline French numbers", condition: { signal: "phone_country", op: "eq", value: "FR" }, action: "decline" };
    const placed = await portal.call("POST", "/decision-rules", body);
    expect(placed.status).toBe(201);
    expect(placed.body.priority).toBeLessThan(1000);
    expect(decide([{ ...placed.body }, { id: "x", name: "all", condition: always, action: "approve", tier: null }], { phone_country: "FR" })).toMatchObject({ action: "decline" });
    const late = await portal.call("POST", "/decision-rules", { ...body, name: "Too late", condition: { signal: "email_disposable", op: "eq", value: true }, priority: 1010 });
    const list = await portal.call("GET", "/decision-rules?mode=test");
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((r: { id: string; unreachable_reason: string | null }) => [r.id, r.unreachable_reason]));
    expect(byId.get(placed.body.id)).toBeNull();
    expect(byId.get(late.body.id)).toMatch(/Approve everything else/);
    expect(list.body.data.map((r: { id: string }) => r.id).indexOf(placed.body.id)).toBeLessThan(list.body.data.length - 2);
  });

  it("replays a draft rule set against decided sessions and lists what would change", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await copySessions(client, { merchantId: m.merchantId, mode: "test", count: 600 });
      // Live history stays out of a test-mode replay.
      await copySessions(client, { merchantId: m.merchantId, mode: "live", count: 50, start: 1000 });
      const { rows } = await client.query<{ signals: Signals }>(
        `SELECT signals FROM verification_sessions WHERE merchant_id = $1 AND mode = 'test' AND status IN ('completed','failed','requires_review') AND signals IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 300`,
        [m.merchantId],
      );
      const current = (await portal.call("GET", "/decision-rules?mode=test")).body.data;
      const draft = [...current.map(({ id, name, priority, condition, action, tier, enabled }: Record<string, unknown>) => ({ id, name, priority, condition, action, tier, enabled })),
        { name: "Decline French numbers", priority: 10, condition: { signal: "phone_country", op: "eq", value: "FR" }, action: "decline" }];
      const res = await portal.call("POST", "/decision-rules/simulate", { mode: "test", rules: draft, limit: 300 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ object: "decision_rule_simulation", sessions_replayed: 300, livemode: false });
      // The same evaluator, by hand: every French number is declined by the draft.
      const french = rows.filter((r) => r.signals.phone_country === "FR");
      expect(french.length).toBeGreaterThan(0);
      expect(res.body.draft.decline).toBe(french.length);
      const wasNotDeclined = french.filter((r) => decide(current, r.signals).action !== "decline").length;
      expect(res.body.changed_count).toBe(wasNotDeclined);
      expect(res.body.changed.length).toBe(Math.min(wasNotDeclined, 100));
      expect(res.body.changed[0]).toMatchObject({ draft: { action: "decline", rule: { id: null, name: "Decline French numbers" } } });
      expect(res.body.current.approve + res.body.current.decline + res.body.current.review).toBe(300);
      // The stored rules did not change.
      expect((await portal.call("GET", "/decision-rules?mode=test")).body.data).toEqual(current);
    } finally {
      await client.end();
    }
  });

  it("answers an empty history with zero sessions, and refuses bad drafts with the field named", async () => {
    const m = await createTestMerchant();
    const portal = await portalLogin(api.baseUrl, m.email, m.password);
    const empty = await portal.call("POST", "/decision-rules/simulate", { mode: "live", rules: [] });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ sessions_replayed: 0, changed_count: 0, changed: [], oldest_replayed_at: null, current: { approve: 0, decline: 0, review: 0 } });
    const cases: [unknown, string][] = [
      [{ mode: "test", rules: [], limit: 10_001 }, "limit"],
      [{ mode: "test", rules: [], limit: 0 }, "limit"],
      [{ mode: "test", rules: [{ name: "x", priority: 1, condition: { signal: "phone_contry", op: "exists" }, action: "review" }] }, "rules[0].signal"],
      [{ mode: "test", rules: [{ name: "x", priority: 1, condition: always, action: "decline", tier: "gold" }] }, "rules[0].tier"],
      [{ rules: [] }, "mode"],
    ];
    for (const [body, param] of cases) {
      const res = await portal.call("POST", "/decision-rules/simulate", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    }
  });
});
