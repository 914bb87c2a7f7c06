import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { stripe } = await vi.hoisted(async () => {
  // The daily SMS budget the Settings page shows (test/setup-env.ts raises it for other files).
  process.env.SMS_MAX_PER_MERCHANT_PER_DAY = "1000";
  // Stripe's wire format for "Activate live mode" (customer, Checkout Session) and its webhook.
  const { startStripeForService } = await import("./support/stripe-server.js");
  return { stripe: await startStripeForService(5000) };
});

import { saveScreenshot, screenshotsDir, webDistDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { firstLoadJs, FIRST_LOAD_BUDGET_BYTES } from "../scripts/web-size.js";
import { client, type TestApi } from "./support/api.js";
import * as checks from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { randomAddress } from "./support/customers.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { runWorkers } from "./support/workers.js";

const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let receiver: Receiver;
let workers: { stop: () => Promise<void> };
const cspViolations: string[] = [];

beforeAll(async () => {
  [{ api, browser }, receiver, workers] = await Promise.all([dashboard.startBrowserApp(), startReceiver(), runWorkers()]);
  page = await dashboard.dashboardPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

afterAll(async () => {
  await dashboard.stopBrowserApp({ api, browser });
  await workers?.stop();
  await receiver?.close();
  await stripe.stop();
});

const expectAccessible = (name: string) => checks.expectAccessible(page, name);
const checkPage = (name: string) => checks.checkDashboardPage(page, shotsDir, name);

const heading = (name: string | RegExp) => dashboard.heading(page, name);
const nav = (name: string) => dashboard.navLink(page, name);

let secretKey = "";
let merchantEmail = "";
const customerAddress = randomAddress();

describe("merchant dashboard (headless Chromium)", { timeout: 180_000 }, () => {
  it("keeps its first-load JavaScript under the budget", () => {
    const size = firstLoadJs(webDistDir, "index.html");
    console.log(`dashboard first-load JS: ${(size.gzipBytes / 1024).toFixed(1)} KB gzipped (${size.files.join(", ")})`);
    expect(size.gzipBytes).toBeGreaterThan(10_000);
    expect(size.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it("sends a visitor to sign in, and lets a new merchant sign up", async () => {
    await page.goto(`${api.baseUrl}/test/customers`);
    await heading("Sign in to Proofbase").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signin");
    await checkPage("sign-in");

    // A wrong password says so, in words.
    await page.getByLabel("Email").fill("nobody@example.test");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: /password/i }).waitFor();

    await page.getByRole("link", { name: "Create an account" }).click();
    await heading("Create your Proofbase account").waitFor();
    await checkPage("sign-up");
    merchantEmail = `dash-${Date.now()}@example.test`;
    await page.getByLabel("Business name").fill("Acme Outdoor Co.");
    await page.getByLabel("Email").fill(merchantEmail);
    await page.getByLabel("Password").fill("a long enough password");
    await page.keyboard.press("Enter");
    // A new account opens on its first steps (test/dashboard-first-run.test.ts covers them), then goes to its keys.
    await heading("Get started with Proofbase").waitFor();
    expect(new URL(page.url()).pathname).toBe("/test/get-started");
    await page.getByRole("note").filter({ hasText: "Test data" }).waitFor();
    await page.getByRole("link", { name: "Developers → API keys" }).click();
    await heading("API keys").waitFor();
  });

  it("mints a test key: the plaintext is shown once with a warning, then only its tail", async () => {
    await page.getByRole("heading", { name: "No API keys yet" }).waitFor();
    await checkPage("api-keys-empty");
    await page.getByRole("button", { name: "Create secret key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a secret key" });
    await dialog.getByLabel("Name").fill("checkout backend");
    expect(await dialog.getByRole("checkbox").count()).toBeGreaterThanOrEqual(7);
    await expect.poll(() => dialog.getByRole("checkbox", { checked: true }).count(), { timeout: 30_000 }).toBe(await dialog.getByRole("checkbox").count());
    await expectAccessible("mint dialog");
    await dialog.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Your new secret key" });
    await shown.getByText("It is shown only once").waitFor();
    secretKey = (await shown.getByLabel("Secret key").textContent())!;
    expect(secretKey).toMatch(/^pb_sk_test_/);
    await shown.getByRole("button", { name: "Copy secret key" }).click();
    await shown.getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secretKey);
    await saveScreenshot(page, path.join(shotsDir, "api-keys-minted-desktop.png"));
    await shown.getByRole("button", { name: "Close" }).click();

    const row = page.getByRole("row").filter({ hasText: "checkout backend" });
    await row.waitFor();
    expect(await row.textContent()).toContain(secretKey.slice(-4));
    expect(await page.content()).not.toContain(secretKey);
    await page.reload();
    await page.getByRole("row").filter({ hasText: "checkout backend" }).waitFor();
    expect(await page.content()).not.toContain(secretKey);
    await checkPage("api-keys");

    // The key works against /api/v1.
    const res = await client(api.baseUrl, secretKey).get("/api/v1/verification-sessions");
    expect(res.status).toBe(200);
  });

  it("creates a webhook endpoint: the secret is shown once, and the ping is delivered with its attempt", async () => {
    await nav("Webhooks").click();
    await page.getByRole("heading", { name: "No webhook endpoints" }).waitFor();
    await checkPage("webhooks-empty");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByLabel("Description (optional)").fill("order service");
    // The signature scheme defaults to Proofbase's own; Standard Webhooks is the other choice.
    expect(await dialog.getByLabel("Signature scheme").inputValue()).toBe("proofbase");
    await dialog.getByLabel("Signature scheme").selectOption("standard");
    await dialog.getByLabel("Signature scheme").selectOption("proofbase");
    await dialog.getByRole("checkbox", { name: "review.resolved" }).uncheck();
    await dialog.getByRole("checkbox", { name: "review.resolved" }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    const created = page.getByRole("dialog", { name: "Endpoint created" });
    const secret = (await created.getByLabel("Signing secret").textContent())!;
    expect(secret).toMatch(/^pbwh_/);
    await created.getByRole("link", { name: "See its deliveries" }).click();
    await heading("Webhook endpoint").waitFor();

    const [ping] = await receiver.waitForRequests(1, 45_000);
    expect(JSON.parse(ping!.rawBody.toString()).type).toBe("ping");
    const delivery = page.getByRole("article").filter({ hasText: "ping" });
    await delivery.getByText("succeeded").waitFor({ timeout: 45_000 });
    await delivery.getByRole("list", { name: /Attempts of delivery/ }).getByText(/Attempt 1 · .* · HTTP 200 · \d+ ms/).waitFor();
    await checkPage("webhook-detail");

    await page.getByRole("button", { name: "Send test event" }).click();
    await receiver.waitForRequests(2, 45_000);
    await expect.poll(() => page.getByRole("article").filter({ hasText: "ping" }).count(), { timeout: 45_000 }).toBe(2);

    await nav("Webhooks").click();
    await page.getByRole("link", { name: receiver.url }).waitFor();
    await checkPage("webhooks");
  });

  it("shows a session created with that key complete, with its VIC and events", async () => {
    const created = await client(api.baseUrl, secretKey).post("/api/v1/verification-sessions", {
      flows: ["wallet"],
      test_outcome: "approved",
      customer_address: customerAddress,
      metadata: { order: "1042" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    await nav("Verifications").click();
    await heading("Verifications").waitFor();
    const row = page.getByRole("row").filter({ hasText: id });
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return row.getByText("completed").count();
        },
        { timeout: 45_000 },
      )
      .toBe(1);
    await checkPage("verifications");

    // The status filter lives in the URL.
    await page.getByLabel("Status").selectOption("failed");
    await page.getByRole("heading", { name: "No failed sessions" }).waitFor();
    expect(new URL(page.url()).search).toBe("?status=failed");
    await checkPage("verifications-empty-filter");
    await page.getByLabel("Status").selectOption("completed");
    await row.waitFor();

    await row.getByRole("link", { name: id }).click();
    await heading("Verification session").waitFor();
    await page.getByRole("heading", { name: "Verification credential (VIC)" }).waitFor();
    await page.getByText(/^vic_/).first().waitFor();
    const events = page.getByRole("table", { name: "Events of this session" });
    await events.getByRole("link", { name: "verification_session.completed" }).waitFor();
    await events.getByRole("link", { name: "verification_session.created" }).waitFor();
    await checkPage("verification-detail");
  });

  it("resolves a flagged review", async () => {
    const created = await client(api.baseUrl, secretKey).post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "review" });
    const sessionId = created.body.id as string;
    await nav("Reviews").click();
    await heading("Reviews").waitFor();
    const row = page.getByRole("row").filter({ hasText: sessionId });
    await expect
      .poll(
        async () => {
          await page.reload();
          // The list arrives after the page's load event: counting at once could miss it on every reload.
          await row.waitFor({ timeout: 5_000 }).catch(() => undefined);
          return row.count();
        },
        { timeout: 45_000 },
      )
      .toBe(1);
    await checkPage("reviews");
    // The queue row opens the case; the tier is a choice among the tiers in use (contract section 22).
    await row.getByRole("link").first().click();
    await page.getByRole("heading", { level: 1, name: "Review" }).waitFor();
    await page.getByRole("button", { name: "Resolve", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Resolve review" });
    await dialog.getByRole("radio", { name: /Approve/ }).check();
    await dialog.getByLabel("Reason").selectOption("evidence_consistent");
    await dialog.getByLabel("Tier").selectOption("verified");
    await dialog.getByLabel("Note (optional)").fill("documents checked by phone");
    await expectAccessible("resolve dialog");
    await dialog.getByRole("button", { name: "Approve and next" }).click();
    await page.getByRole("heading", { name: "The review queue is empty" }).waitFor();

    const session = await client(api.baseUrl, secretKey).get(`/api/v1/verification-sessions/${sessionId}`);
    expect(session.body).toMatchObject({ status: "completed", vic: { tier: "verified" } });
    await page.getByLabel("Show").selectOption("resolved");
    await page.getByRole("row").filter({ hasText: sessionId }).getByText("documents checked by phone").waitFor();
  });

  it("finds a customer by address, adds a note and suspends them with a reason", async () => {
    await nav("Customers").click();
    await page.getByRole("link", { name: customerAddress }).waitFor();
    await checkPage("customers");
    await page.getByLabel("Find a customer by wallet address").fill(customerAddress.toUpperCase().replace("0X", "0x"));
    await page.getByRole("button", { name: "Find" }).click();
    await heading("Customer").waitFor();
    await page.getByText("verified", { exact: true }).first().waitFor();
    await page.getByRole("table", { name: "The customer's VICs" }).getByText(/^vic_/).waitFor();

    await page.getByLabel("Add a note").fill("Asked for a higher limit.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Asked for a higher limit.").waitFor();

    await page.getByRole("button", { name: "Suspend customer" }).click();
    const dialog = page.getByRole("dialog", { name: "Suspend this customer?" });
    await dialog.getByLabel("Reason").fill("chargeback under investigation");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await page.getByRole("button", { name: "Lift suspension" }).waitFor();
    await page.getByText("chargeback under investigation").waitFor();
    await checkPage("customer-detail");
    const customer = await client(api.baseUrl, secretKey).get(`/api/v1/customers/${customerAddress}`);
    expect(customer.body).toMatchObject({ kyc_status: "suspended", suspended_reason: "chargeback under investigation" });

    // An address nobody verified with: a clear not-found, not a crash.
    await page.goto(`${api.baseUrl}/test/customers/${randomAddress()}`);
    await page.getByRole("alert").getByText("Not found.").waitFor();
  });

  it("shows the event log with a type filter and JSON detail, and replays an event", async () => {
    await page.goto(`${api.baseUrl}/test/developers/events`);
    await heading("Events").waitFor();
    await page.getByRole("link", { name: "verification_session.completed" }).first().waitFor();
    await checkPage("events");
    await page.getByLabel("Type").selectOption("review.resolved");
    expect(new URL(page.url()).search).toBe("?type=review.resolved");
    await page.getByRole("link", { name: "review.resolved" }).first().click();
    await heading("review.resolved").waitFor();
    const eventId = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByLabel("The event as webhooks receive it").getByText(`"id": "${eventId}"`).waitFor();
    await checkPage("event-detail");

    const before = receiver.requests.length;
    await page.getByRole("button", { name: "Replay" }).click();
    await page.getByRole("dialog", { name: "Replay this event?" }).getByRole("button", { name: "Replay event" }).click();
    await page.getByRole("status").getByText("Replay queued: 1 delivery").waitFor();
    const requests = await receiver.waitForRequests(before + 1, 45_000);
    const replayed = requests.slice(before).map((r) => JSON.parse(r.rawBody.toString()) as { id: string });
    expect(replayed.map((e) => e.id)).toContain(eventId);
  });

  it("creates, edits, disables and deletes a decision rule", async () => {
    await nav("Decision rules").click();
    await heading("Decision rules").waitFor();
    await checkPage("rules");
    await page.getByRole("button", { name: "New rule" }).click();
    const dialog = page.getByRole("dialog", { name: "New decision rule" });
    await dialog.getByLabel("Name").fill("Review risky countries");
    // The signal is picked from the flows' catalog (contract section 14), not typed; its values too (section 22).
    await dialog.getByLabel("Signal").selectOption("phone_country");
    await dialog.getByLabel("Operator").selectOption("in");
    await dialog.getByLabel("Countries").selectOption(["KP", "IR"]);
    await dialog.getByLabel("Action").selectOption("review");
    await expectAccessible("rule dialog");
    await dialog.getByRole("button", { name: "Create rule" }).click();
    const row = page.getByRole("row").filter({ hasText: "Review risky countries" });
    await row.getByText("phone_country is one of [IR, KP]").waitFor();

    await row.getByRole("button", { name: "Edit rule Review risky countries" }).click();
    const edit = page.getByRole("dialog", { name: "Edit decision rule" });
    await edit.getByLabel("Name").fill("Review sanctioned countries");
    await edit.getByRole("button", { name: "Save rule" }).click();
    const renamed = page.getByRole("row").filter({ hasText: "Review sanctioned countries" });
    await renamed.waitFor();

    await renamed.getByRole("switch").uncheck();
    await renamed.getByText("Off").waitFor();
    // The switch moves at once; the server has it once the PATCH is answered.
    const stored = async () => {
      const rules = await client(api.baseUrl, secretKey).get("/api/v1/decision-rules");
      return rules.body.data.find((r: { name: string }) => r.name === "Review sanctioned countries");
    };
    await expect.poll(async () => (await stored())?.enabled, { timeout: 30_000 }).toBe(false);
    expect(await stored()).toMatchObject({ condition: { op: "in", value: ["IR", "KP"] }, action: "review" });

    await renamed.getByRole("button", { name: "Delete rule Review sanctioned countries" }).click();
    await page.getByRole("dialog", { name: "Delete this rule?" }).getByRole("button", { name: "Delete rule" }).click();
    await renamed.waitFor({ state: "detached" });
  });

  it("shows SMS usage against the budget, and saves an SMS name (previewed) and a country allowlist", async () => {
    await nav("Settings").click();
    await heading("Settings").waitFor();
    await page.getByText(/^0 of 1,000 live verification texts sent today/).waitFor();
    const preview = page.getByTestId("sms-preview");
    expect(await preview.textContent()).toBe("123456 is your Acme Outdoor Co. verification code.");
    await checkPage("settings");

    await page.getByLabel("Name in the text message").fill("Shop at www now");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByRole("alert").filter({ hasText: /www/ }).waitFor();

    await page.getByLabel("Name in the text message").fill("Acme Outdoor");
    expect(await preview.textContent()).toBe("123456 is your Acme Outdoor verification code.");
    await page.getByLabel("Only the countries I list").check();
    await page.getByLabel("Country codes").fill("us, ca");
    await page.getByText("United States, Canada").waitFor();
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved").waitFor();

    await page.reload();
    await heading("Settings").waitFor();
    expect(await page.getByLabel("Name in the text message").inputValue()).toBe("Acme Outdoor");
    expect(await page.getByLabel("Country codes").inputValue()).toBe("US, CA");
    const stored = await page.evaluate(async () => (await fetch("/api/merchant/settings")).json());
    expect(stored).toMatchObject({ sms_name: "Acme Outdoor", sms_countries: ["US", "CA"], sms_preview: "123456 is your Acme Outdoor verification code." });
  });

  it("activates live mode through Stripe Checkout from the billing page", async () => {
    await nav("Verifications").click();
    await page.getByRole("switch", { name: "Test mode" }).uncheck();
    await page.waitForURL(`${api.baseUrl}/live/verifications`);
    // A new account is test-only: a clear message, not a failing list.
    await heading("Live mode is not enabled").waitFor();
    await checkPage("live-not-enabled");
    await page.getByRole("main").getByRole("link", { name: "Activate live mode" }).click();
    await page.waitForURL(`${api.baseUrl}/live/billing`);
    await page.getByRole("main").getByText("Live mode is not enabled.", { exact: true }).waitFor();
    await page.getByText("Live mode is not enabled yet: there is no live usage.").waitFor();
    await checkPage("billing-not-activated");

    // Checkout itself is Stripe's page: answered here by a stand-in at the url the service returned.
    await page.route("https://checkout.stripe.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Stripe Checkout</title><h1>Stripe Checkout</h1>" }));
    await page.getByRole("button", { name: "Activate live mode" }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const session = [...stripe.checkoutSessions.values()].find((s) => page.url().endsWith(s.id))!;
    expect(session).toMatchObject({ mode: "setup", success_url: `${api.baseUrl}/test/billing?activation=success` });
    const delivered = await stripe.sendCheckoutCompleted(`${api.baseUrl}/api/billing/stripe/webhook`, session.id);
    expect(delivered.status).toBe(200);
    await page.goto(session.success_url);
    await page.getByText("Live mode is enabled.", { exact: true }).waitFor();
    await page.getByText("Last change: a payment method was added with Stripe.").waitFor();
    await page.getByRole("button", { name: "Update payment method" }).waitFor();
  });

  it("switches to live data: every page shows the live mode, unmarked", async () => {
    await nav("Verifications").click();
    await page.getByRole("switch", { name: "Test mode" }).uncheck();
    await page.waitForURL(`${api.baseUrl}/live/verifications`);
    await page.getByRole("heading", { name: "No verification sessions yet" }).waitFor();
    expect(await page.getByRole("note").filter({ hasText: "Test data" }).count()).toBe(0);
    await checkPage("verifications-live-empty");
    await nav("Usage and billing").click();
    await page.getByRole("heading", { name: "No billable verifications yet" }).waitFor();
    await page.getByText("Live mode is enabled.", { exact: true }).waitFor();
    await checkPage("billing");
    await nav("Customers").click();
    await page.getByRole("heading", { name: "No customers yet" }).waitFor();
    await nav("Reviews").click();
    await page.getByRole("heading", { name: "The review queue is empty" }).waitFor();
    await page.getByRole("switch", { name: "Test mode" }).check();
    await page.waitForURL(`${api.baseUrl}/test/reviews`);
  });

  it("revokes the key after a confirmation, and the API refuses it at once", async () => {
    await nav("API keys").click();
    const row = page.getByRole("row").filter({ hasText: "checkout backend" });
    await row.getByRole("button", { name: "Revoke key checkout backend" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this key?" });
    await expectAccessible("revoke dialog");
    await dialog.getByRole("button", { name: "Revoke key" }).click();
    await row.getByText("revoked").waitFor();
    const res = await client(api.baseUrl, secretKey).get("/api/v1/verification-sessions");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("invalid_api_key");
  });

  it("signs out, and signs back in where it was asked to go", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await heading("Sign in to Proofbase").waitFor();
    const me = await page.evaluate(async () => (await fetch("/api/merchant/me")).status);
    expect(me).toBe(401);
    await page.goto(`${api.baseUrl}/test/developers/webhooks`);
    await heading("Sign in to Proofbase").waitFor();
    await page.getByLabel("Email").fill(merchantEmail);
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await heading("Webhooks").waitFor();
    expect(new URL(page.url()).pathname).toBe("/test/developers/webhooks");
    expect(cspViolations).toEqual([]);
  });
});
