import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { FLOW_NAMES } from "../src/flows/registry.js";
import { startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { portalLogin } from "./support/sessions.js";

let api: TestApi;
let merchant: TestMerchant;
let portal: Awaited<ReturnType<typeof portalLogin>>;

const DAY = 86_400_000;
const todayStart = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00.000Z");
const today = new Date(todayStart.getTime() + 60_000);
const yesterday = new Date(todayStart.getTime() - DAY + 3_600_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type SessionExtras = { lastError?: { code: string; message: string }; decidedByRuleId?: string; signals?: Record<string, string>; testOutcome?: string };

async function session(merchantId: string, createdAt: Date, status: string, flows: string[], mode: "test" | "live" = "test", extras: SessionExtras = {}) {
  const id = newId("session");
  await prisma.verificationSession.create({
    data: { id, merchantId, mode, status, flows, clientTokenHash: `insights-${id}`, metadata: {}, expiresAt: new Date(createdAt.getTime() + DAY), createdAt, ...extras },
  });
  return id;
}

async function rule(merchantId: string, name: string, action: string) {
  const id = newId("rule");
  await prisma.decisionRule.create({ data: { id, merchantId, mode: "test", name, priority: 1, condition: {}, action } });
  return id;
}

const rules: Record<string, string> = {};

beforeAll(async () => {
  [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
  const m = merchant.merchantId;
  // Yesterday: 4 sessions. Two completed (one through review), one failed, one still in review.
  const done = await session(m, yesterday, "completed", ["wallet", "phone"]);
  const reviewedDone = await session(m, yesterday, "completed", ["wallet"]);
  await session(m, yesterday, "failed", ["wallet"]);
  const waiting = await session(m, yesterday, "requires_review", ["phone"]);
  for (const [sessionId, status] of [[reviewedDone, "resolved"], [waiting, "flagged"]] as const)
    await prisma.review.create({ data: { id: newId("review"), merchantId: m, mode: "test", sessionId, status, createdAt: yesterday } });
  await prisma.sdkFlow.createMany({
    data: [
      { objectId: done, type: "wallet", merchantId: m, mode: "test", status: "verified", verifiedAt: yesterday },
      { objectId: done, type: "phone", merchantId: m, mode: "test", status: "verified", verifiedAt: yesterday },
      { objectId: reviewedDone, type: "wallet", merchantId: m, mode: "test", status: "verified", verifiedAt: yesterday },
      { objectId: waiting, type: "phone", merchantId: m, mode: "test", status: "pending" },
    ],
  });
  // Today: one created, not started. The live mode's and other days' sessions do not count.
  await session(m, today, "created", ["wallet"]);
  await session(m, today, "completed", ["wallet"], "live");
  await session(m, new Date(todayStart.getTime() - 40 * DAY), "completed", ["wallet"]);

  // Three days ago, why sessions ended as they did: by reason, deciding rule and country.
  const earlier = new Date(todayStart.getTime() - 3 * DAY + 3_600_000);
  rules.block = await rule(m, "Block KP numbers", "decline");
  rules.review = await rule(m, "Review new wallets", "review");
  rules.approve = await rule(m, "Approve FR numbers", "approve");
  await session(m, earlier, "failed", ["phone"], "test", {
    lastError: { code: "verification_declined", message: "declined" },
    decidedByRuleId: rules.block,
    signals: { phone_country: "KP" },
  });
  await session(m, earlier, "failed", ["wallet"], "test", { lastError: { code: "review_rejected", message: "rejected" }, decidedByRuleId: rules.review });
  const stoppedAtPhone = await session(m, earlier, "expired", ["wallet", "phone"]);
  await prisma.sdkFlow.createMany({
    data: [
      { objectId: stoppedAtPhone, type: "wallet", merchantId: m, mode: "test", status: "verified", verifiedAt: earlier },
      { objectId: stoppedAtPhone, type: "phone", merchantId: m, mode: "test", status: "pending", signals: { phone_country: "FR" } },
    ],
  });
  await session(m, earlier, "expired", ["wallet"]);
  // Settled by the sandbox: no person could begin it, so it is not in the flow funnel.
  await session(m, earlier, "completed", ["wallet"], "test", { testOutcome: "approved" });
  await session(m, earlier, "completed", ["phone"], "test", { decidedByRuleId: rules.approve, signals: { phone_country: "FR" } });

  // Webhooks yesterday: 3 succeeded, 1 exhausted, 1 retrying.
  const endpoint = await prisma.webhookEndpoint.create({
    data: { id: newId("endpoint"), merchantId: m, mode: "test", url: "https://example.com/hook", events: ["ping"], secretCiphertext: "not-used" },
  });
  const event = await prisma.event.create({ data: { id: newId("event"), merchantId: m, mode: "test", type: "ping", data: {}, createdAt: yesterday } });
  for (const status of ["succeeded", "succeeded", "succeeded", "exhausted", "retrying"])
    await prisma.webhookDelivery.create({ data: { id: newId("delivery"), endpointId: endpoint.id, eventId: event.id, eventCreatedAt: event.createdAt, merchantId: m, mode: "test", status, createdAt: yesterday } });
});
afterAll(async () => {
  await api?.close();
});

describe("daily insights (GET /api/merchant/{mode}/insights/daily)", () => {
  it("counts the funnel per flow, the outcomes and the rates per UTC day, with empty days as zeros", async () => {
    const res = await portal.call("GET", "/test/insights/daily?days=7");
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ object: "daily_insights", time_zone: "UTC", to: isoDay(today), livemode: false });
    expect(body.sessions).toHaveLength(7);
    expect(body.webhooks).toHaveLength(7);
    const y = body.sessions.find((d: { date: string }) => d.date === isoDay(yesterday));
    expect(y).toMatchObject({ created: 4, completed: 2, failed: 1, reviewed: 2, in_review: 1, expired: 0, canceled: 0, completion_rate: 0.5, review_rate: 0.5 });
    expect(y.flows).toEqual([
      { flow: "wallet", requested: 3, started: 2, verified: 2 },
      { flow: "phone", requested: 2, started: 2, verified: 1 },
      // Every other registered flow, none requested.
      ...FLOW_NAMES.filter((flow) => flow !== "wallet" && flow !== "phone").map((flow) => ({ flow, requested: 0, started: 0, verified: 0 })),
    ]);
    const t = body.sessions.find((d: { date: string }) => d.date === isoDay(today));
    expect(t).toMatchObject({ created: 1, completed: 0, completion_rate: 0 });
    const empty = body.sessions[0];
    expect(empty).toMatchObject({ created: 0, completion_rate: null, review_rate: null });

    const w = body.webhooks.find((d: { date: string }) => d.date === isoDay(yesterday));
    expect(w).toEqual({ date: isoDay(yesterday), deliveries: 5, succeeded: 3, exhausted: 1, in_flight: 1, canceled: 0, success_rate: 0.75 });
    expect(body.totals).toEqual({
      created: 11,
      completed: 4,
      failed: 3,
      expired: 2,
      reviewed: 2,
      sandbox: 1,
      completion_rate: 4 / 11,
      review_rate: 2 / 11,
      deliveries: 5,
      webhook_success_rate: 0.75,
    });
  });

  it("says why sessions failed or expired: by reason (the flow where the person stopped), by deciding rule, by country", async () => {
    const body = (await portal.call("GET", "/test/insights/daily?days=7")).body;
    expect(body.by_reason).toEqual([
      { outcome: "expired", reason: "session_expired", flow: "phone", count: 1 },
      { outcome: "expired", reason: "session_expired", flow: "wallet", count: 1 },
      { outcome: "failed", reason: "review_rejected", flow: null, count: 1 },
      { outcome: "failed", reason: "unknown", flow: null, count: 1 },
      { outcome: "failed", reason: "verification_declined", flow: null, count: 1 },
    ]);
    expect(body.by_rule[0]).toEqual({ rule_id: null, rule_name: null, completed: 3, failed: 1, requires_review: 1 });
    expect(body.by_rule.slice(1)).toHaveLength(3);
    expect(body.by_rule).toEqual(
      expect.arrayContaining([
        { rule_id: rules.block, rule_name: "Block KP numbers", completed: 0, failed: 1, requires_review: 0 },
        { rule_id: rules.review, rule_name: "Review new wallets", completed: 0, failed: 1, requires_review: 0 },
        { rule_id: rules.approve, rule_name: "Approve FR numbers", completed: 1, failed: 0, requires_review: 0 },
      ]),
    );
    expect(body.by_country).toEqual([
      { country: null, created: 8, completed: 3, failed: 2, expired: 1 },
      { country: "FR", created: 2, completed: 1, failed: 0, expired: 1 },
      { country: "KP", created: 1, completed: 0, failed: 1, expired: 0 },
    ]);
    const earlier = body.sessions.at(-4);
    expect(earlier).toMatchObject({ created: 6, sandbox: 1, failed: 2, expired: 2 });
    // The sandbox-run session is not "asked for, not begun".
    expect(earlier.flows.find((f: { flow: string }) => f.flow === "wallet")).toEqual({ flow: "wallet", requested: 3, started: 1, verified: 1 });
  });

  it("defaults to 7 days and refuses a bad range clearly", async () => {
    expect((await portal.call("GET", "/test/insights/daily")).body.sessions).toHaveLength(7);
    for (const days of ["0", "91", "abc", "1.5", "9".repeat(10_000)]) {
      const res = await portal.call("GET", `/test/insights/daily?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.error, days).toMatchObject({ code: "invalid_request", param: "days" });
    }
    expect((await portal.call("GET", "/test/insights/daily?range=7")).status).toBe(400);
  });

  it("is the live mode's own (live data needs live access) and needs a signed-in dashboard", async () => {
    const live = await portal.call("GET", "/live/insights/daily?days=1");
    expect(live.status).toBe(200);
    expect(live.body.totals).toMatchObject({ created: 1, completed: 1, completion_rate: 1 });
    expect((await fetch(`${api.baseUrl}/api/merchant/test/insights/daily`)).status).toBe(401);
    expect((await fetch(`${api.baseUrl}/api/merchant/test/insights/daily`, { headers: { Authorization: `Bearer ${merchant.testKey}` } })).status).toBe(401);
  });
});
