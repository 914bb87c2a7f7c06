import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { client, type TestApi } from "./support/api.js";
import { createCustomer } from "./support/customers.js";
import { checkDashboardPage as checkPageOf, expectAccessible } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { seedSessions } from "./support/seed-sessions.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";

// The dashboard's operations pages (issue 24): insights, exports, webhook operations, paged
// notes and deliveries, copy buttons, times with their zone, dialogs that give focus back.
const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let merchant: TestMerchant;
let healthy: Receiver;
let healthyEndpoint: string;
let deadEndpoint: string;
let deadUrl: string;
let customerAddress: string;

/** A port nothing listens on: every POST to it is "connection refused". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function attemptedDelivery(endpointId: string, type: "verification_session.created" | "review.flagged" = "verification_session.created") {
  const event = await emitEvent({ merchantId: merchant.merchantId, type });
  const delivery = await deliveryOf(event, endpointId);
  await deliverAttempt(delivery.id, 1);
  return delivery.id;
}

beforeAll(async () => {
  [{ api, browser }, healthy, merchant] = await Promise.all([dashboard.startBrowserApp(), startReceiver(), createTestMerchant()]);
  healthy.reply = () => ({ status: 200, body: JSON.stringify({ received: true, note: "stored by the order service" }) });
  const m = merchant.merchantId;

  // The seeded sessions span the minute before now: just after 00:00 UTC they would fall on two
  // days, and no day would hold the 54 completed ones the chart's table is checked for.
  const sinceMidnightMs = Date.now() % 86_400_000;
  if (sinceMidnightMs < 61_000) await sleep(61_000 - sinceMidnightMs);
  await seedSessions(m, "test", 60);
  healthyEndpoint = (await insertEndpoint({ merchantId: m, url: healthy.url })).id;
  deadUrl = `http://127.0.0.1:${await closedPort()}/dead-hooks`;
  // Each endpoint hears its own event type, so each one's deliveries are the ones made here.
  deadEndpoint = (await insertEndpoint({ merchantId: m, url: deadUrl, events: ["review.flagged"] })).id;
  await prisma.webhookEndpoint.update({ where: { id: healthyEndpoint }, data: { description: "order service" } });
  // Twelve deliveries to the healthy endpoint (two pages), two refused by the dead one.
  for (let i = 0; i < 12; i++) await attemptedDelivery(healthyEndpoint);
  await attemptedDelivery(deadEndpoint, "review.flagged");
  await attemptedDelivery(deadEndpoint, "review.flagged");
  const disabled = await insertEndpoint({ merchantId: m, url: healthy.url, events: ["customer.associated"] });
  await prisma.webhookEndpoint.update({ where: { id: disabled.id }, data: { status: "disabled", disabledReason: "gone" } });

  customerAddress = await createCustomer(m, "test");
  const keyed = client(api.baseUrl, merchant.testKey);
  for (let i = 1; i <= 25; i++) await keyed.post(`/api/v1/customers/${customerAddress}/notes`, { body: `Note number ${i}` });

  page = await dashboard.dashboardPage(browser, { permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
  await dashboard.signIn(page, api.baseUrl, merchant.email, merchant.password);
});

afterAll(async () => {
  await dashboard.stopBrowserApp({ api, browser });
  await healthy?.close();
});

const checkPage = (name: string) => checkPageOf(page, shotsDir, name);
const heading = (name: string | RegExp) => dashboard.heading(page, name);
const nav = (name: string) => dashboard.navLink(page, name);

describe("dashboard operations (headless Chromium)", { timeout: 180_000 }, () => {
  it("charts the funnel, the rates and the webhooks per UTC day", async () => {
    await nav("Insights").click();
    await heading("Insights").waitFor();
    await page.getByText("Days are UTC calendar days", { exact: false }).waitFor();
    // 60 seeded sessions in the last minute: 54 completed, 6 failed.
    const kpi = (label: string) => page.locator(".kpi").filter({ hasText: label }).locator(".value");
    await expect.poll(() => kpi("Sessions created").textContent()).toBe("60");
    expect(await kpi("Completion rate").textContent()).toBe("90%");
    expect(await page.getByRole("table", { name: "Funnel per flow" }).getByRole("row").filter({ hasText: "wallet" }).textContent()).toContain("60");
    expect(await page.locator(".chart canvas").count()).toBe(3);
    await page.getByRole("img", { name: /Sessions per day, 7 UTC days/ }).waitFor();
    await page.getByText("The numbers, day by day").first().click();
    await page.getByRole("table", { name: "Sessions per day per UTC day" }).getByRole("cell", { name: "54" }).waitFor();
    await checkPage("insights");
    await page.getByLabel("Period").selectOption("30");
    expect(new URL(page.url()).search).toBe("?days=30");
    await page.getByRole("img", { name: /Sessions per day, 30 UTC days/ }).waitFor();
  });

  it("exports the verifications the page filters as a CSV download", async () => {
    await nav("Verifications").click();
    await heading("Verifications").waitFor();
    await page.getByLabel("Status").selectOption("failed");
    await expect.poll(() => page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/merchant/test/exports/verification-sessions.csv?status=failed");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("verification-sessions-test.csv");
    const text = readFileSync((await download.path())!, "utf8");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,status,flows,/);
    expect(lines).toHaveLength(1 + 6);
    expect(lines.slice(1).every((line) => line.split(",")[1] === "failed")).toBe(true);
  });

  it("shows each endpoint's health: failing since when, and why a disabled one is off", async () => {
    await nav("Webhooks").click();
    await heading("Webhooks").waitFor();
    const rows = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row");
    await rows.filter({ hasText: "dead-hooks" }).getByText(/every attempt has failed since/).waitFor();
    await rows.filter({ hasText: "the receiver answered 410 Gone" }).waitFor();
    await rows.filter({ hasText: "order service" }).getByText("enabled").waitFor();
    await checkPage("webhooks-health");

    await rows.filter({ hasText: "dead-hooks" }).getByRole("link").click();
    await heading("Webhook endpoint").waitFor();
    const props = page.locator("dl.props");
    await props.getByText(/every attempt has failed since/).waitFor();
    await props.getByText(/no response · connection refused/).waitFor();
    // Times carry their zone (the browser's: Paris).
    expect(await props.locator("time").first().textContent()).toMatch(/CET|CEST|GMT\+1|GMT\+2/);
    await checkPage("webhook-failing");
  });

  it("pages an endpoint's deliveries, shows each response, resends one, edits and recovers, copies its id", async () => {
    await page.goto(`${api.baseUrl}/test/developers/webhooks/${healthyEndpoint}`);
    await heading("Webhook endpoint").waitFor();
    const deliveries = page.getByRole("article");
    await expect.poll(() => deliveries.count()).toBe(10);
    await page.getByText("Page 1 of 2 (12 deliveries)").waitFor();
    const first = deliveries.first();
    await first.getByText("Response body (first 1 KB)").click();
    await first.getByText('{"received":true,"note":"stored by the order service"}').waitFor();
    await checkPage("webhook-deliveries");
    await page.getByRole("navigation", { name: "Pages of deliveries" }).getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 2 (12 deliveries)").waitFor();
    expect(new URL(page.url()).search).toBe("?page=2");
    await expect.poll(() => deliveries.count()).toBe(2);

    // Resend the oldest: a new delivery of the same event arrives at the receiver.
    const before = healthy.requests.length;
    const oldest = deliveries.last();
    const oldestId = (await oldest.getAttribute("id"))!;
    await oldest.getByRole("button", { name: `Resend delivery ${oldestId}` }).click();
    await page.getByText("Delivery sent again as a new delivery").waitFor();
    const resent = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: healthyEndpoint }, orderBy: { createdAt: "desc" } });
    const original = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: oldestId } });
    expect(resent.eventId).toBe(original.eventId);
    expect(resent.id).not.toBe(oldestId);
    await deliverAttempt(resent.id, 1);
    expect(healthy.requests.length).toBe(before + 1);
    expect(healthy.requests.at(-1)!.headers["x-pb-event-id"]).toBe(original.eventId);

    // Copy the endpoint id.
    await page.getByRole("button", { name: "Copy endpoint id" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(healthyEndpoint);

    // Edit: the dialog is accessible, saves, and gives focus back to its opener.
    const edit = page.getByRole("button", { name: "Edit", exact: true });
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit the endpoint" });
    await dialog.getByLabel("Description (optional)").fill("order service (v2)");
    await expectAccessible(page, "edit endpoint dialog");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await page.locator("dl.props").getByText("order service (v2)").waitFor();
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: healthyEndpoint } })).description).toBe("order service (v2)");

    // Recover: nothing exhausted here; Escape closes and focus comes back too.
    const recover = page.getByRole("button", { name: "Recover failed" });
    await recover.click();
    const recovering = page.getByRole("dialog", { name: "Recover failed deliveries" });
    await expectAccessible(page, "recover dialog");
    await recovering.getByRole("button", { name: "Send them again" }).click();
    await recovering.getByText("Nothing to recover: no delivery failed for good since then, and none is waiting for a retry.").waitFor();
    await page.keyboard.press("Escape");
    await recovering.waitFor({ state: "hidden" });
    await expect.poll(() => recover.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("pages a customer's notes ten at a time, with the address copyable", async () => {
    await page.goto(`${api.baseUrl}/test/customers/${customerAddress}`);
    await page.getByRole("heading", { name: "Notes" }).waitFor();
    const notes = page.locator("ul.notes > li");
    await expect.poll(() => notes.count()).toBe(10);
    await notes.first().getByText("Note number 25").waitFor();
    await page.getByText("Page 1 of 3 (25 notes)").waitFor();
    await checkPage("customer-notes");
    const pager = page.getByRole("navigation", { name: "Pages of notes" });
    await pager.getByRole("button", { name: "Next" }).click();
    await pager.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 3 of 3 (25 notes)").waitFor();
    expect(new URL(page.url()).search).toBe("?notes_page=3");
    await expect.poll(() => notes.count()).toBe(5);
    await notes.last().getByText("Note number 1", { exact: true }).waitFor();
    await page.reload();
    await page.getByText("Page 3 of 3 (25 notes)").waitFor();
    await page.getByRole("button", { name: "Copy customer address" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customerAddress);
  });
});
