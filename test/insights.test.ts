import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/db/client.js";
import { newId } from "../src/ids.js";
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

async function session(merchantId: string, createdAt: Date, status: string, flows: string[], mode: "test" | "live" = "test") {
  const id = newId("session");
  await prisma.verificationSession.create({
    data: { id, merchantId, mode, status, flows, clientTokenHash: `insights-${id}`, metadata: {}, expiresAt: new Date(createdAt.getTime() + DAY), createdAt },
  });
  return id;
}

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
      { flow: "email", requested: 0, started: 0, verified: 0 },
    ]);
    const t = body.sessions.find((d: { date: string }) => d.date === isoDay(today));
    expect(t).toMatchObject({ created: 1, completed: 0, completion_rate: 0 });
    const empty = body.sessions[0];
    expect(empty).toMatchObject({ created: 0, completion_rate: null, review_rate: null });

    const w = body.webhooks.find((d: { date: string }) => d.date === isoDay(yesterday));
    expect(w).toEqual({ date: isoDay(yesterday), deliveries: 5, succeeded: 3, exhausted: 1, in_flight: 1, canceled: 0, success_rate: 0.75 });
    expect(body.totals).toEqual({ created: 5, completed: 2, reviewed: 2, completion_rate: 0.4, review_rate: 0.4, deliveries: 5, webhook_success_rate: 0.75 });
  });

  it("defaults to 30 days and refuses a bad range clearly", async () => {
    expect((await portal.call("GET", "/test/insights/daily")).body.sessions).toHaveLength(30);
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
