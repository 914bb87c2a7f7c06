import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// A local server speaking Stripe's meter-events wire format, started before the config is parsed.
const stripe = await vi.hoisted(async () => {
  const { startStripeForService } = await import("./support/stripe-server.js");
  return startStripeForService(500);
});

import { releaseWaitingUsage } from "../src/billing/release-waiting-usage.js";
import { ReportRetryable, reportUsage } from "../src/billing/report-usage.js";
import { prisma } from "../src/platform/db/client.js";
import { decideSession } from "../src/sessions/decide-session.js";
import { processRegistry } from "../src/platform/metrics/metrics.js";
import { parseExposition, sampleSum } from "./support/metrics.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { merchantWithLiveUsage } from "./support/sessions.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await stripe.stop();
});
beforeEach(() => stripe.release());

async function merchantWithUsage(count: number, customerId: string | null = "cus_Test123") {
  const { merchant, usageIds } = await merchantWithLiveUsage(api.baseUrl, count);
  // As if the billing setup had created it (src/billing/stripe-customer.ts).
  if (customerId) await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { stripeCustomerId: customerId } });
  return { merchant, live: client(api.baseUrl, merchant.liveKey), usageIds };
}

const usage = (id: string) => prisma.billableUsage.findUniqueOrThrow({ where: { id } });

describe("billing reports to Stripe meter events", () => {
  it("reports a live usage record once, as Stripe's wire format wants it", async () => {
    const { usageIds } = await merchantWithUsage(1, "cus_Report1");
    const [id] = usageIds as [string];
    expect(await reportUsage(id)).toBe("reported");
    const row = await usage(id);
    expect(stripe.events.get(id)).toEqual({
      identifier: id,
      event_name: "proofbase_verification",
      payload: { stripe_customer_id: "cus_Report1", value: "1" },
      timestamp: Math.floor(row.occurredAt.getTime() / 1000),
    });
    expect(row).toMatchObject({ reportStatus: "reported", reportAttempts: 1, reportError: null });
    expect(row.reportedAt).toBeInstanceOf(Date);
    expect(row.providerResponse).toMatchObject({ status: 200, body: { object: "billing.meter_event", identifier: id } });

    // A second run finds it reported and sends nothing.
    const before = stripe.requests;
    expect(await reportUsage(id)).toBe("not_due");
    expect(stripe.requests).toBe(before);
  });

  it("keeps usage of a merchant without a Stripe customer waiting, and releases it when one is set", async () => {
    const { usageIds, merchant } = await merchantWithUsage(2, null);
    const before = stripe.requests;
    for (const id of usageIds) expect(await reportUsage(id)).toBe("waiting_for_customer");
    expect(stripe.requests).toBe(before);
    await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { stripeCustomerId: "cus_Later" } });
    const due = await releaseWaitingUsage(merchant.merchantId);
    expect(due.sort()).toEqual([...usageIds].sort());
    for (const id of due) expect(await reportUsage(id)).toBe("reported");
    expect(usageIds.map((id) => stripe.events.get(id)?.payload.stripe_customer_id)).toEqual(["cus_Later", "cus_Later"]);
  });

  it("retries 429 and 5xx answers and no answer at all; Stripe still counts one event", async () => {
    const { usageIds } = await merchantWithUsage(1);
    const [id] = usageIds as [string];
    const reports = async (outcome: string) => sampleSum(parseExposition(await processRegistry.metrics()), "proofbase_billing_reports_total", { outcome });
    const [retryableBefore, reportedBefore] = [await reports("retryable"), await reports("reported")];
    stripe.failNext(500);
    await expect(reportUsage(id)).rejects.toBeInstanceOf(ReportRetryable);
    expect(await usage(id)).toMatchObject({ reportStatus: "pending", reportAttempts: 1, reportError: expect.stringContaining("500") });
    stripe.failNext(429);
    await expect(reportUsage(id)).rejects.toThrow(/429/);
    // Stripe records the event but the answer never arrives (timeout): the retry is deduplicated.
    stripe.hold();
    await expect(reportUsage(id)).rejects.toBeInstanceOf(ReportRetryable);
    expect(stripe.countFor(id)).toBe(1);
    stripe.release();
    expect(await reportUsage(id)).toBe("reported");
    expect(stripe.countFor(id)).toBe(1);
    expect(await usage(id)).toMatchObject({ reportStatus: "reported", reportAttempts: 4, reportError: null });
    expect(await reports("retryable")).toBe(retryableBefore + 3);
    expect(await reports("reported")).toBe(reportedBefore + 1);
  });

  it("stops at a 4xx other than 429 and keeps the provider's answer on the record", async () => {
    const { usageIds } = await merchantWithUsage(1, "cus_Missing");
    const [id] = usageIds as [string];
    stripe.failNext(400);
    expect(await reportUsage(id)).toBe("failed");
    const row = await usage(id);
    expect(row).toMatchObject({ reportStatus: "failed", reportError: "400 resource_missing: No such customer." });
    expect(row.providerResponse).toMatchObject({ status: 400, body: { error: { type: "invalid_request_error" } } });
    const before = stripe.requests;
    expect(await reportUsage(id)).toBe("not_due");
    expect(stripe.requests).toBe(before);
  });

  it("shows per month: count, reported, pending, failed", async () => {
    const { usageIds, live } = await merchantWithUsage(3);
    await reportUsage(usageIds[0]!);
    stripe.failNext(400);
    await reportUsage(usageIds[1]!);
    const month = new Date().toISOString().slice(0, 7);
    const res = await live.get("/api/v1/usage");
    expect(res.body.data).toEqual([{ object: "usage_period", month, verifications: 3, reported: 1, pending: 1, failed: 1 }]);
  });

  it("test mode writes no usage and sends nothing", async () => {
    const merchant: TestMerchant = await createTestMerchant();
    const test = client(api.baseUrl, merchant.testKey);
    const before = stripe.requests;
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    await decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: created.body.id, signals: { risk_score: 5 } });
    expect(await prisma.billableUsage.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
    expect(stripe.requests).toBe(before);
  });
});
