// The dashboard as a workplace, part "find" (contract section 14), in headless Chromium: search
// and filters kept in the URL with one cursor, the review case page and the open-review count,
// rules with the signal catalog, placement, the unreachable flag and the simulator, reverification
// requests and "create verification link". Every new page: axe with no violation of any impact
// (test/support/dashboard-checks.ts), and screenshots (UPDATE_SCREENSHOTS=1 writes docs/dashboard/).
import { saveScreenshot, screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";
import { client, type TestApi } from "./support/api.js";
import { randomAddress } from "./support/customers.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { copySessions } from "./support/search-seed.js";
import * as checks from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";

const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let merchant: TestMerchant;
const address = randomAddress();
const otherAddress = randomAddress();
let reviewId = "";
let reviewSession = "";

beforeAll(async () => {
  [{ api, browser }, merchant] = await Promise.all([dashboard.startBrowserApp(), createTestMerchant()]);
  const v1 = client(api.baseUrl, merchant.testKey);
  // 60 searchable sessions (three pages of 25), and 300 decided ones with signals for the simulator.
  for (let i = 0; i < 60; i++)
    await v1.post("/api/v1/verification-sessions", { flows: i % 3 === 0 ? ["phone"] : ["wallet"], test_outcome: "abandoned", metadata: { order_id: `A-${1000 + i}` }, ...(i === 7 ? { customer_address: address } : {}) });
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await copySessions(db, { merchantId: merchant.merchantId, mode: "test", count: 500, newest: new Date(Date.now() - 86_400_000) });
  await db.end();
  // A session in review whose number also verified another customer.
  const inReview = await v1.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], customer_address: address, test_outcome: "review" });
  reviewSession = inReview.body.id;
  expect(await runSandboxOutcome(reviewSession)).toBe("applied");
  reviewId = (await prisma.review.findUniqueOrThrow({ where: { sessionId: reviewSession } })).id;
  const other = await v1.post("/api/v1/verification-sessions", { flows: ["phone"], customer_address: otherAddress, test_outcome: "abandoned" });
  const flow = { type: "phone", merchantId: merchant.merchantId, mode: "test" as const, status: "verified", phoneHash: `hash-${reviewId}`, phoneMasked: "+33 •• •• •• 42", verifiedAt: new Date() };
  // Every flow row of a session carries the wallet's address, as the real flows write it.
  await prisma.sdkFlow.createMany({ data: [{ ...flow, objectId: reviewSession, address }, { ...flow, objectId: other.body.id }] });
  await prisma.verificationSession.update({ where: { id: reviewSession }, data: { signals: { phone_country: "FR", phone_line_type: "voip", phone_reused: true, wallet_type: "eoa" } } });

  page = await dashboard.dashboardPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
});

afterAll(() => dashboard.stopBrowserApp({ api, browser }));

const expectAccessible = (name: string) => checks.expectAccessible(page, name);
const checkPage = (name: string) => checks.checkDashboardPage(page, shotsDir, name);

const heading = (name: string | RegExp) => dashboard.heading(page, name);
const nav = (name: string) => dashboard.navLink(page, name);
const query = () => new URL(page.url()).searchParams;

describe("the dashboard as a workplace (headless Chromium)", { timeout: 180_000 }, () => {
  it("signs in", async () => {
    await dashboard.signIn(page, api.baseUrl, merchant.email, merchant.password);
  });

  it("searches sessions by metadata, address and filters, and pages with one cursor in the URL", async () => {
    const search = page.getByRole("search").getByLabel("Search sessions");
    await search.fill("order_id=A-1007");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => query().get("metadata")).toBe("order_id=A-1007");
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await checkPage("verifications-search");

    await search.fill(address.slice(0, 10));
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => query().get("customer_prefix")).toBe(address.slice(0, 10));
    await expect.poll(() => page.getByRole("row").count()).toBe(3); // the header, the session with A-1007, the one in review

    // Free text is a metadata value under any key; a phone number needs its country code.
    await search.fill("who knows");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => query().get("q")).toBe("who knows");
    await search.fill("+33 12");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("alert").filter({ hasText: "with its country code" }).waitFor();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByLabel("Flow").selectOption("phone");
    await expect.poll(() => query().get("flow")).toBe("phone");
    await page.getByRole("button", { name: "Next" }).waitFor();
    await page.getByLabel("Flow").selectOption("");

    // Paging: one cursor in the URL, never a stack; Previous and First page work.
    const firstRow = await page.getByRole("row").nth(1).textContent();
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => query().get("cursor")).toBeTruthy();
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Previous" }).isEnabled()).toBe(true);
    expect([...query().keys()]).toEqual(["cursor"]);
    expect(page.url().length).toBeLessThan(300);
    const thirdUrl = page.url();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => page.url()).not.toBe(thirdUrl);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => query().get("cursor")).toBeNull();
    expect(await page.getByRole("row").nth(1).textContent()).toBe(firstRow);
    // A shared deep link has no way back but the first page.
    await page.goto(thirdUrl);
    await page.getByRole("button", { name: "First page" }).click();
    await expect.poll(() => query().get("cursor")).toBeNull();
  });

  it("creates a verification link whose hosted URL is copied", async () => {
    await page.getByRole("button", { name: "Create verification link" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a verification link" });
    await dialog.getByRole("checkbox", { name: "phone" }).check();
    await expectAccessible("create link dialog");
    await dialog.getByRole("button", { name: "Create link" }).click();
    const done = page.getByRole("dialog", { name: "Verification link created" });
    const url = (await done.getByLabel("Verification link").textContent())!;
    expect(url).toMatch(new RegExp(`^${api.baseUrl}/verify#token=pbvs_`));
    await done.getByRole("button", { name: "Copy link" }).click();
    await done.getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await saveScreenshot(page, path.join(shotsDir, "create-link-desktop.png"));
    const sessionId = (await done.getByRole("link").textContent())!;
    const stored = await prisma.verificationSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(stored).toMatchObject({ merchantId: merchant.merchantId, flows: ["wallet", "phone"], testOutcome: "interactive" });
    await done.getByRole("button", { name: "Close" }).click();
  });

  it("shows the open-review count, links a session to its review, and shows the case with its evidence", async () => {
    await expect.poll(() => page.getByTestId("open-reviews").textContent()).toBe("1");
    expect(await nav("Reviews").getAttribute("aria-describedby")).toBe("open-reviews");
    await page.goto(`${api.baseUrl}/test/verifications/${reviewSession}`);
    await page.getByRole("link", { name: `open review ${reviewId}` }).click();
    await heading("Review").waitFor();
    const phone = page.getByRole("region", { name: "Phone" });
    await phone.getByText("+33 •• •• •• 42").waitFor();
    expect(await phone.textContent()).toContain("voip");
    await phone.getByRole("link", { name: `${otherAddress.slice(0, 6)}…${otherAddress.slice(-4)}` }).waitFor();
    expect(await page.content()).not.toContain(`hash-${reviewId}`);
    // The Flows table's Detail is the masked number on the phone row, never the wallet's address.
    const phoneFlow = page.getByRole("table", { name: "Flows" }).getByRole("row").filter({ hasText: "+33 •• •• •• 42" });
    expect(await phoneFlow.textContent()).not.toContain(address);
    await page.getByRole("region", { name: "The customer's earlier sessions" }).getByRole("row").nth(1).waitFor();
    await checkPage("review-case");

    await page.getByRole("button", { name: "Resolve" }).click();
    const dialog = page.getByRole("dialog", { name: "Resolve review" });
    await dialog.getByLabel(/Reject/).check();
    await dialog.getByLabel("Reason").selectOption("suspected_fraud");
    await dialog.getByLabel("Open the next case afterwards").uncheck();
    await dialog.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("region", { name: "Why it is in review" }).getByText("resolved", { exact: true }).waitFor();
    await nav("Reviews").click();
    await expect.poll(() => page.getByTestId("open-reviews").count()).toBe(0);
  });

  it("flags an unreachable rule, offers the signal catalog, previews a change, and places a new rule before the catch-all", async () => {
    const owner = await import("./support/sessions.js").then((m) => m.portalLogin(api.baseUrl, merchant.email, merchant.password));
    await owner.call("POST", "/decision-rules", { mode: "test", name: "Too late", priority: 1010, condition: { signal: "email_disposable", op: "eq", value: true }, action: "decline" });
    await nav("Decision rules").click();
    await heading("Decision rules").waitFor();
    await page.getByRole("row").filter({ hasText: "Too late" }).getByText("never decides").waitFor();

    await page.getByRole("button", { name: "New rule" }).click();
    const dialog = page.getByRole("dialog", { name: "New decision rule" });
    await dialog.getByLabel("Name").fill("Decline French numbers");
    const options = await dialog.getByLabel("Signal").locator("option").allTextContents();
    expect(options).toContain("phone_country (phone)");
    expect(options.some((o) => o.startsWith("wallet_age_days"))).toBe(false);
    await dialog.getByLabel("Signal").selectOption("phone_country");
    await dialog.getByText("ISO 3166 alpha-2").waitFor();
    await dialog.getByLabel("Country").selectOption("FR");
    await dialog.getByLabel("Action").selectOption("decline");
    await dialog.getByRole("button", { name: "Preview impact on recent sessions" }).click();
    const preview = dialog.getByRole("status").filter({ hasText: "Replayed the latest" });
    await preview.waitFor();
    expect(await preview.textContent()).toMatch(/Replayed the latest \d+ decided sessions: \d+ would be decided differently/);
    expect(await preview.getByRole("row", { name: /With this change/ }).textContent()).toMatch(/With this change\d+[1-9]\d*\d+/);
    await expectAccessible("rule dialog with preview");
    await saveScreenshot(page, path.join(shotsDir, "rules-simulator-desktop.png"));
    await dialog.getByRole("button", { name: "Create rule" }).click();
    const row = page.getByRole("row").filter({ hasText: "Decline French numbers" });
    await row.waitFor();
    const names = await page.getByRole("row").allTextContents();
    expect(names.findIndex((n) => n.includes("Decline French numbers"))).toBeLessThan(names.findIndex((n) => n.includes("Approve everything else")));
    expect(await row.textContent()).not.toContain("never decides");
    await checkPage("rules-workplace");
  });

  it("requests a reverification and lists it", async () => {
    await nav("Reverification requests").click();
    await heading("Reverification requests").waitFor();
    await page.getByRole("heading", { name: "No reverification requests yet" }).waitFor();
    await page.getByRole("button", { name: "Request reverification" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask a customer to verify again" });
    await dialog.getByLabel("Customer wallet address").fill(address);
    await dialog.getByLabel("Reason (optional)").fill("Annual check");
    await dialog.getByRole("button", { name: "Request reverification" }).click();
    const done = page.getByRole("dialog", { name: "Reverification requested" });
    expect(await done.getByLabel("Reverification link").textContent()).toMatch(/\/verify#token=pbvs_/);
    await done.getByRole("button", { name: "Close" }).click();
    await page.getByRole("row").filter({ hasText: "Annual check" }).waitFor();
    await checkPage("reverifications");
  });

  it("filters customers by address prefix and reviews and events by date", async () => {
    await nav("Customers").click();
    await heading("Customers").waitFor();
    await page.getByLabel("Find a customer by wallet address").fill("0x12");
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("alert").filter({ hasText: "at least 4" }).waitFor();
    await page.getByLabel("KYC status").selectOption("suspended");
    await expect.poll(() => query().get("kyc_status")).toBe("suspended");
    await checkPage("customers-filters");

    await nav("Reviews").click();
    await page.getByLabel("Show").selectOption("all");
    await page.getByLabel("Created from (UTC)").fill("2020-01-01");
    await expect.poll(() => query().get("created_gte")).toBe("2020-01-01");
    await page.getByRole("link", { name: reviewId }).waitFor();

    await nav("Events").click();
    await page.getByLabel("Events about an object").fill(reviewSession);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => query().get("object_id")).toBe(reviewSession);
    await page.getByRole("cell", { name: reviewSession }).first().waitFor();
    await checkPage("events-search");
  });
});
