import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { eventsAbout, eventTypesAbout } from "../../test/support/sessions.js";
import { decideSession } from "./decide-session.js";
import { runSandboxOutcome } from "./sandbox.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";

// Live sessions are decided by the merchant's rules through decideSession (the frontend flows
// that will call it come later), so these tests drive it directly.
let api: TestApi;
let merchant: TestMerchant;
let live: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(() => api.close());

async function liveSession(body: Record<string, unknown> = { flows: ["wallet", "phone"] }) {
  const res = await live.post("/api/v1/verification-sessions", body);
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** A merchant rule on a signal the flows produce (the defaults decline nothing). */
const addDeclineRule = (merchantId: string) =>
  prisma.decisionRule.create({
    data: { id: `rule_kp_${merchantId}`, merchantId, mode: "live", name: "Decline sanctioned countries", priority: 5, condition: { signal: "phone_country", op: "in", value: ["KP", "IR"] }, action: "decline" },
  });

const decide = (sessionId: string, signals: Record<string, string | number | boolean | null>, connectedAddress?: string) =>
  decideSession({ merchantId: merchant.merchantId, mode: "live", sessionId, signals, connectedAddress });

describe("live decisions by the default rules", () => {
  it("approves clean signals: completed, VIC, one billable usage row, customer verified", async () => {
    const address = `0x${"1".repeat(40)}`;
    const s = await liveSession();
    const { session, decision } = await decide(s.id, { risk_score: 12, liveness_passed: true, phone_line_type: "mobile" }, address.toUpperCase().replace("0X", "0x"));
    expect(decision).toMatchObject({ action: "approve", tier: "verified" });
    expect(session).toMatchObject({ status: "completed", customer_address: address, livemode: true });
    expect(session.vic).toMatchObject({ tier: "verified", customer_address: address, livemode: true });

    const usage = await prisma.billableUsage.findMany({ where: { sessionId: s.id } });
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ merchantId: merchant.merchantId, vicId: session.vic!.id });

    const events = await eventsAbout(s.id);
    expect(events.map((e) => e.type)).toEqual(["verification_session.created", "verification_session.completed"]);
    expect(events.every((e) => e.mode === "live")).toBe(true);
    expect(events[1]!.data).toEqual((await live.get(`/api/v1/verification-sessions/${s.id}`)).body);
    expect((await live.get(`/api/v1/customers/${address}`)).body).toMatchObject({ kyc_status: "verified", livemode: true });
  });

  it("declines by a merchant's decline rule: failed, last_error names the rule, nothing billed", async () => {
    await addDeclineRule(merchant.merchantId);
    const s = await liveSession();
    const { session, decision } = await decide(s.id, { phone_country: "KP", phone_line_type: "mobile" });
    expect(decision.action).toBe("decline");
    expect(session.status).toBe("failed");
    expect(session.last_error).toMatchObject({ code: "verification_declined" });
    expect(session.last_error).toHaveProperty("message", expect.stringContaining("Decline sanctioned countries"));
    // The deciding rule is kept on the row (insights by rule, the CSV's deciding rule column).
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: s.id } })).decidedByRuleId).toBe(decision.ruleId);
    expect(decision.ruleId).toMatch(/^rule_/);
    expect(await prisma.billableUsage.count({ where: { sessionId: s.id } })).toBe(0);
    expect(await eventTypesAbout(s.id)).toEqual(["verification_session.created", "verification_session.failed"]);
  });

  it("sends a VoIP number to review, and the approved review is billed once", async () => {
    const s = await liveSession({ flows: ["phone"] });
    const { session } = await decide(s.id, { phone_line_type: "voip", phone_country: "GB" });
    expect(session.status).toBe("requires_review");
    const review = await prisma.review.findUniqueOrThrow({ where: { sessionId: s.id } });
    expect(review.reason).toContain("Review virtual phone numbers");
    expect(await prisma.billableUsage.count({ where: { sessionId: s.id } })).toBe(0);

    const resolved = await live.post(`/api/v1/reviews/${review.id}/resolve`, { decision: "approve", tier: "enhanced" });
    expect(resolved.status).toBe(200);
    const after = (await live.get(`/api/v1/verification-sessions/${s.id}`)).body;
    expect(after).toMatchObject({ status: "completed", vic: { tier: "enhanced" } });
    expect(await prisma.billableUsage.count({ where: { sessionId: s.id } })).toBe(1);
  });

  it("refuses to decide a settled, canceled or another merchant's session", async () => {
    const done = await liveSession();
    await decide(done.id, { risk_score: 1 });
    await expect(decide(done.id, { risk_score: 1 })).rejects.toBeInstanceOf(InvalidState);
    const canceled = await liveSession();
    expect((await live.post(`/api/v1/verification-sessions/${canceled.id}/cancel`)).status).toBe(200);
    await expect(decide(canceled.id, { risk_score: 1 })).rejects.toBeInstanceOf(InvalidState);
    const other = await createTestMerchant();
    await expect(
      decideSession({ merchantId: other.merchantId, mode: "live", sessionId: done.id, signals: {} }),
    ).rejects.toMatchObject(new NotFound("verification_session", done.id));
    await expect(decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: done.id, signals: {} })).rejects.toMatchObject({
      resource: "verification_session",
    });
  });
});

describe("GET /v1/usage", () => {
  it("counts live completions per UTC month and never test ones", async () => {
    const m = await createTestMerchant();
    await addDeclineRule(m.merchantId);
    const l = client(api.baseUrl, m.liveKey);
    const t = client(api.baseUrl, m.testKey);
    for (let i = 0; i < 3; i++) {
      const s = (await l.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
      await decideSession({ merchantId: m.merchantId, mode: "live", sessionId: s.id, signals: { risk_score: 5 } });
    }
    const declined = (await l.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
    await decideSession({ merchantId: m.merchantId, mode: "live", sessionId: declined.id, signals: { phone_country: "IR" } });
    for (let i = 0; i < 2; i++) {
      const s = (await t.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
      expect(await runSandboxOutcome(s.id)).toBe("applied");
      const ds = (await t.post("/api/v1/verification-sessions", { flows: ["phone"] })).body;
      await decideSession({ merchantId: m.merchantId, mode: "test", sessionId: ds.id, signals: { risk_score: 5 } });
      expect((await t.get(`/api/v1/verification-sessions/${ds.id}`)).body.status).toBe("completed");
    }
    // A completion last month, recorded directly, lands in its own period.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await prisma.billableUsage.create({ data: { id: `bu_backdated_${m.merchantId}`, merchantId: m.merchantId, sessionId: `vs_backdated_${m.merchantId}`, vicId: "vic_x", occurredAt: lastMonth } });

    const month = (d: Date) => d.toISOString().slice(0, 7);
    const res = await l.get("/api/v1/usage");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: "list",
      data: [
        // BILLING_PROVIDER=none here: nothing is reported, everything waits.
        { object: "usage_period", month: month(now), verifications: 3, reported: 0, pending: 3, failed: 0 },
        { object: "usage_period", month: month(lastMonth), verifications: 1, reported: 0, pending: 1, failed: 0 },
      ],
      livemode: true,
    });
    expect((await t.get("/api/v1/usage")).body.error.code).toBe("live_key_required");
  });
});
