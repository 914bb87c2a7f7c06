import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import type { TestApi } from "./support/api.js";
import { checkDashboardPage, expectAccessible, NARROW, WIDE } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { deliveryJobId } from "../src/events/webhooks/jobs/webhook-delivery.js";
import { emailHash } from "../src/messaging/email/email-hash.js";
import { readFileSync } from "node:fs";
import { parseCsv } from "./support/parse-csv.js";

// Everyday use (issue 40, contract section 22): insights that say why, retry now, search and the
// CSV, checked at 1440 px and 390 px with axe at 0.
const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let merchant: TestMerchant;
let busy: Receiver;
let busyEndpoint: string;
let waitingDelivery: string;
let orderSession: string;

const HOUR = 3_600_000;

async function session(createdAt: Date, status: string, flows: string[], extras: Record<string, unknown> = {}) {
  const id = newId("session");
  await prisma.verificationSession.create({
    data: { id, merchantId: merchant.merchantId, mode: "test", status, flows, clientTokenHash: `everyday-${id}`, metadata: {}, expiresAt: new Date(createdAt.getTime() + HOUR), createdAt, ...extras },
  });
  return id;
}

/** axe at 0 and a screenshot at 1440 px and at 390 px (no sideways scrolling there). */
const checkBothWidths = (name: string) => checkDashboardPage(page, shotsDir, name, { desktop: WIDE, phone: NARROW });

beforeAll(async () => {
  [{ api, browser }, merchant] = await Promise.all([dashboard.startBrowserApp(), createTestMerchant()]);
  const m = merchant.merchantId;
  const earlier = new Date(Date.now() - 2 * HOUR);
  const block = newId("rule");
  await prisma.decisionRule.create({ data: { id: block, merchantId: m, mode: "test", name: "Decline sanctioned countries", priority: 1, condition: {}, action: "decline" } });
  for (let i = 0; i < 3; i++)
    await session(earlier, "failed", ["wallet", "phone"], {
      lastError: { code: "verification_declined", message: "declined" },
      decidedByRuleId: block,
      signals: { phone_country: "KP" },
    });
  await session(earlier, "failed", ["wallet"], { lastError: { code: "review_rejected", message: "rejected" } });
  for (let i = 0; i < 2; i++) await session(earlier, "expired", ["wallet", "phone"]);
  for (let i = 0; i < 4; i++) await session(earlier, "completed", ["wallet"], { signals: { phone_country: "FR" } });
  // Settled by the sandbox: not "asked for, not begun".
  await session(earlier, "completed", ["wallet"], { testOutcome: "approved" });

  // The session of order A-1005, whose email flow was given jane@example.com (kept as its keyed hash only).
  orderSession = await session(earlier, "failed", ["email"], { metadata: { order_id: "A-1005", plan: "pro" }, decidedByRuleId: block, lastError: { code: "verification_declined", message: "declined" } });
  await prisma.sdkFlow.create({ data: { objectId: orderSession, type: "email", merchantId: m, mode: "test", emailHash: emailHash("jane@example.com") } });

  // A receiver answering 503: its delivery waits for a retry.
  busy = await startReceiver();
  busy.reply = () => ({ status: 503, body: "busy" });
  busyEndpoint = (await insertEndpoint({ merchantId: m, url: busy.url })).id;
  const event = await emitEvent({ merchantId: m });
  waitingDelivery = (await deliveryOf(event, busyEndpoint)).id;
  await deliverAttempt(waitingDelivery, 1);

  page = await dashboard.dashboardPage(browser, { viewport: WIDE, acceptDownloads: true });
  await dashboard.signIn(page, api.baseUrl, merchant.email, merchant.password);
});

afterAll(async () => {
  await dashboard.stopBrowserApp({ api, browser });
  await busy?.close();
});

describe("everyday use (headless Chromium, 1440 px and 390 px)", { timeout: 240_000 }, () => {
  it("insights say why: failed and expired counted, by reason, by deciding rule, by country, over 7 days by default", async () => {
    await dashboard.navLink(page, "Insights").click();
    await dashboard.heading(page, "Insights").waitFor();
    expect(await page.getByLabel("Period").inputValue()).toBe("7");
    const kpi = (label: string) => page.locator(".kpi").filter({ has: page.getByText(label, { exact: true }) }).locator(".value");
    await expect.poll(() => kpi("Sessions created").textContent()).toBe("12");
    expect(await kpi("Failed").textContent()).toBe("5");
    expect(await kpi("Expired").textContent()).toBe("2");

    const reasons = page.getByRole("table", { name: "Failed and expired sessions by reason" });
    expect(await reasons.getByRole("row").nth(1).textContent()).toBe("FailedDeclined by a rule4");
    await reasons.getByRole("row", { name: /Expired before the end: stopped at the wallet step/ }).waitFor();
    await reasons.getByRole("row", { name: /Rejected in review/ }).waitFor();
    const rules = page.getByRole("table", { name: "Settled sessions by deciding rule" });
    expect(await rules.getByRole("row").filter({ hasText: "Decline sanctioned countries" }).textContent()).toBe("Decline sanctioned countries040");
    const countries = page.getByRole("table", { name: "Sessions by phone number country" });
    await countries.getByRole("row", { name: /North Korea \(KP\)/ }).waitFor();
    await countries.getByRole("row", { name: /France \(FR\) 4 4 0 0/ }).waitFor();
    await page.getByText("1 test sessions settled by the sandbox (no person saw them) are left out of the flows.", { exact: false }).waitFor();

    // Webhook success is drawn in the rates chart's "other" color, never failure red.
    const swatch = page.locator("figure").filter({ hasText: "Completion, review and webhook success rates" }).locator("li", { hasText: "Webhook success rate" }).locator(".swatch");
    expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(179, 38, 30)");
    await checkBothWidths("insights-by-reason");
  });

  it("retries now a delivery waiting for its next attempt, and Recover failed covers the waiting ones", async () => {
    await page.goto(`${api.baseUrl}/test/developers/webhooks/${busyEndpoint}`);
    await dashboard.heading(page, "Webhook endpoint").waitFor();
    const delivery = page.getByRole("article", { name: `Delivery ${waitingDelivery}` });
    await delivery.getByText("retrying").waitFor();
    expect(await delivery.getByRole("button", { name: `Resend delivery ${waitingDelivery}` }).count()).toBe(0);
    const retryQueue = getQueue(QUEUES.webhookRetry);
    expect(await retryQueue.getJobState(deliveryJobId(waitingDelivery, 2))).toBe("delayed");
    await checkBothWidths("webhook-retry-now");
    await delivery.getByRole("button", { name: `Retry now: delivery ${waitingDelivery}` }).click();
    await page.getByText("Next attempt sent now").waitFor();
    expect(await retryQueue.getJobState(deliveryJobId(waitingDelivery, 2))).toBe("waiting");

    await page.getByRole("button", { name: "Recover failed" }).click();
    const dialog = page.getByRole("dialog", { name: "Recover failed deliveries" });
    await dialog.getByText("Deliveries still waiting for their next retry are retried now.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Send them again" }).click();
    await dialog.getByText("1 delivery waiting for a retry sent now.").waitFor();
    await expectAccessible(page, "recover dialog after retrying");
    await page.keyboard.press("Escape");
  });

  it("finds a session by free text (an order number under any metadata key) and by email, and exports it as CSV with one column per metadata key", async () => {
    await dashboard.navLink(page, "Verifications").click();
    await dashboard.heading(page, "Verifications").waitFor();
    const search = page.getByLabel("Search sessions");
    const rows = page.getByRole("table").getByRole("row");
    await search.fill("A-1005");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("A-1005");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain(orderSession);
    await checkBothWidths("search-free-text");

    await search.fill("Jane@Example.com");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("email")).toBe("Jane@Example.com");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain(orderSession);
    await checkBothWidths("search-email");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = parseCsv(readFileSync((await download.path())!, "utf8"));
    expect(csv).toHaveLength(2);
    const row = Object.fromEntries(csv[0]!.map((header, i) => [header, csv[1]![i]]));
    expect(csv[0]!.filter((h) => h.startsWith("metadata"))).toEqual(["metadata.order_id", "metadata.plan"]);
    expect(row).toMatchObject({ id: orderSession, "metadata.order_id": "A-1005", "metadata.plan": "pro", deciding_rule: "Decline sanctioned countries" });
    expect(row["created_at (UTC)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
