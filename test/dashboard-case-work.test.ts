import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsOf, type Role } from "../src/http/auth/permissions.js";
import { prisma } from "../src/platform/db/client.js";
import { client, type TestApi } from "./support/api.js";
import { createCustomer } from "./support/customers.js";
import { checkDashboardPage, NARROW, WIDE } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import type { TestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";

// Issue 40: a reviewer's day in the review queue, every role seeing only its actions, a typed rule.
const shotsDir = screenshotsDir();
const sizes = { desktop: WIDE, phone: NARROW };

let api: TestApi;
let browser: Browser;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let emails: Map<Role, string>;

/** A flagged review in test mode whose session has signals (a French number, a disposable email) and a customer; returns the review id. */
async function flaggedReview(): Promise<string> {
  const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet", "email"], test_outcome: "review" });
  const review = await waitFor(async () => (await prisma.review.findUnique({ where: { sessionId: created.body.id } })) ?? null, "the session to be flagged", 45_000);
  const address = await createCustomer(merchant.merchantId, "test");
  await prisma.verificationSession.update({
    where: { id: created.body.id },
    data: { customerAddress: address, signals: { wallet_address: address, wallet_type: "eoa", phone_country: "FR", phone_line_type: "voip", email_domain: "mailinator.com", email_disposable: true } },
  });
  return review.id;
}

beforeAll(async () => {
  ({ api, browser, workers, merchant, emails } = await dashboard.startTeamWorkplace());
});

afterAll(async () => {
  await dashboard.stopTeamWorkplace({ api, browser, workers });
});

async function signedInAs(role: Role): Promise<Page> {
  const page = await dashboard.dashboardPage(browser, { viewport: WIDE });
  await dashboard.signIn(page, api.baseUrl, emails.get(role)!, merchant.password);
  return page;
}

const open = (page: Page, dashboardPath: string, title: string | RegExp) => dashboard.openDashboard(page, api.baseUrl, `test/${dashboardPath}`, title);

const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name, exact: typeof name === "string" });
const reviewOf = (id: string) => prisma.review.findUniqueOrThrow({ where: { id } });

describe("a reviewer's day (headless Chromium, 1440 and 390 px)", { timeout: 300_000 }, () => {
  it("works the queue oldest first: next case, claim seen by others, resolve and next, bulk resolve", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await flaggedReview());
    const page = await signedInAs("reviewer");
    await open(page, "reviews", "Reviews");
    const table = page.getByRole("table", { name: "Review queue, oldest first" });
    for (const column of ["Customer", "Key signals", "Reason", "Waiting", "Held by"]) await table.getByRole("columnheader", { name: column }).waitFor();
    // Oldest first: the rows come in the order the reviews were flagged.
    const rows = table.getByRole("row").filter({ has: page.getByRole("checkbox") });
    expect(await rows.count()).toBe(3);
    for (let i = 0; i < 3; i++) await rows.nth(i).getByRole("checkbox", { name: `Select review ${ids[i]}` }).waitFor();
    await rows.first().getByText("France (FR)").waitFor();
    await rows.first().getByText("disposable address").waitFor();
    await checkDashboardPage(page, shotsDir, "review-queue", sizes);

    // "Next case" claims the oldest and opens it.
    await button(page, "Next case").click();
    await page.waitForURL(`**/test/reviews/${ids[0]}`);
    await page.getByText("You are working on this case").waitFor();
    expect((await reviewOf(ids[0]!)).claimedByEmail).toBe(emails.get("reviewer"));
    // Signals read as rows, the disposable email flagged; the Detail column shows no wallet address on the email row.
    await page.locator('[data-signal="email_disposable"]').getByText("disposable address").waitFor();
    await page.locator('[data-signal="phone_country"]').getByText("France (FR)").waitFor();
    await checkDashboardPage(page, shotsDir, "review-case-claimed", sizes);

    // Another reviewer sees who holds it, and is offered no action on it.
    const admin = await signedInAs("admin");
    await open(admin, `reviews/${ids[0]}`, "Review");
    await admin.getByText(`${emails.get("reviewer")} is working on this case`).waitFor();
    expect(await button(admin, "Resolve").count()).toBe(0);
    expect(await button(admin, "Claim").count()).toBe(0);
    await open(admin, "reviews", "Reviews");
    await admin.getByRole("row").filter({ hasText: emails.get("reviewer")! }).waitFor();
    await admin.context().close();

    // Resolve and next: no decision is chosen beforehand; the reason comes from a list.
    await button(page, "Resolve").click();
    const dialog = page.getByRole("dialog", { name: "Resolve review" });
    expect(await dialog.getByRole("radio", { checked: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Resolve and next" }).click();
    await dialog.getByText("Choose approve or reject.").waitFor();
    await dialog.getByRole("radio", { name: /Reject/ }).check();
    await dialog.getByLabel("Reason").selectOption("suspected_fraud");
    await dialog.getByLabel("Note (optional)").fill("Disposable address and a VoIP number.");
    await checkDashboardPage(page, shotsDir, "review-resolve-dialog", sizes);
    await dialog.getByRole("button", { name: "Reject and next" }).click();
    await page.waitForURL(`**/test/reviews/${ids[1]}`);
    await page.getByText("You are working on this case").waitFor();
    expect(await reviewOf(ids[0]!)).toMatchObject({ status: "resolved", decision: "reject", resolutionReason: "suspected_fraud", claimedById: null });

    // Bulk: select the two left and approve them at one tier.
    await open(page, "reviews", "Reviews");
    for (const id of ids.slice(1)) await page.getByRole("checkbox", { name: `Select review ${id}` }).check();
    await button(page, "Resolve selected (2)").click();
    const bulk = page.getByRole("dialog", { name: "Resolve 2 reviews" });
    await bulk.getByRole("radio", { name: /Approve/ }).check();
    await bulk.getByLabel("Reason").selectOption("evidence_consistent");
    expect(await bulk.getByLabel("Tier").evaluate((el) => el.tagName)).toBe("SELECT");
    await checkDashboardPage(page, shotsDir, "review-bulk-resolve", sizes);
    await bulk.getByRole("button", { name: "Approve" }).click();
    await page.getByText("The review queue is empty").waitFor();
    for (const id of ids.slice(1)) expect(await reviewOf(id)).toMatchObject({ status: "resolved", decision: "approve", tier: "verified", resolutionReason: "evidence_consistent" });
    await page.context().close();
  });

  it("asks a customer to verify again from a case", async () => {
    const id = await flaggedReview();
    const page = await signedInAs("reviewer");
    await open(page, `reviews/${id}`, "Review");
    await button(page, "Request reverification").click();
    const dialog = page.getByRole("dialog", { name: "Ask a customer to verify again" });
    const review = await reviewOf(id);
    const session = await prisma.verificationSession.findUniqueOrThrow({ where: { id: review.sessionId } });
    expect(await dialog.getByLabel("Customer wallet address").inputValue()).toBe(session.customerAddress);
    await dialog.getByRole("button", { name: "Request reverification" }).click();
    await page.getByRole("dialog", { name: "Reverification requested" }).waitFor();
    expect(await prisma.reverificationRequest.count({ where: { merchantId: merchant.merchantId, customerAddress: session.customerAddress! } })).toBe(1);
    await page.context().close();
  });
});

describe("every role sees only the actions it may take (from the server's permission table)", { timeout: 300_000 }, () => {
  it.each(["owner", "admin", "developer", "reviewer", "viewer"] as const)("%s", async (role) => {
    const id = await flaggedReview();
    const held = permissionsOf(role);
    const page = await signedInAs(role);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await open(page, `reviews/${id}`, "Review");
    expect(await button(page, "Resolve").count(), "Resolve").toBe(held.has("reviews:resolve") ? 1 : 0);
    expect(await button(page, "Claim").count(), "Claim").toBe(held.has("reviews:resolve") ? 1 : 0);
    expect(await button(page, "Request reverification").count(), "Request reverification").toBe(held.has("reverifications:request") ? 1 : 0);
    expect(await nav.getByRole("link", { name: "Request log", exact: true }).count(), "Request log").toBe(held.has("logs:read") ? 1 : 0);
    expect(await nav.getByRole("link", { name: "Audit log", exact: true }).count(), "Audit log").toBe(held.has("audit:read") ? 1 : 0);
    if (role === "viewer" || role === "developer") await checkDashboardPage(page, shotsDir, `review-case-${role}`, sizes);
    await open(page, "reviews", "Reviews");
    expect(await button(page, "Next case").count(), "Next case").toBe(held.has("reviews:resolve") ? 1 : 0);
    expect(await page.getByRole("checkbox", { name: /Select review/ }).count() > 0, "bulk selection").toBe(held.has("reviews:resolve"));
    await open(page, "reverifications", "Reverification requests");
    expect(await button(page, "Request reverification").count()).toBe(held.has("reverifications:request") ? 1 : 0);
    await page.context().close();
  });
});

describe("a typed rule", { timeout: 300_000 }, () => {
  it("offers the signal's operators and values: countries by name, booleans as true or false, no > on a country", async () => {
    const page = await signedInAs("owner");
    await open(page, "rules", "Decision rules");
    await page.getByText("test_outcome other than interactive skips the rules").waitFor();
    await button(page, "New rule").click();
    const dialog = page.getByRole("dialog", { name: "New decision rule" });
    await dialog.getByLabel("Name").fill("Decline French numbers");
    await dialog.getByLabel("Signal").selectOption("phone_country");
    const operators = await dialog.getByLabel("Operator").locator("option").allTextContents();
    expect(operators).toEqual(["equals", "does not equal", "is one of", "is none of", "is present", "is missing"]);
    await dialog.getByLabel("Country").selectOption({ label: "France (FR)" });
    await dialog.getByLabel("Action").selectOption("decline");
    await checkDashboardPage(page, shotsDir, "rules-typed-country", sizes);
    await dialog.getByRole("button", { name: "Create rule" }).click();
    await page.getByRole("row").filter({ hasText: "Decline French numbers" }).waitFor();
    const saved = await prisma.decisionRule.findFirstOrThrow({ where: { merchantId: merchant.merchantId, name: "Decline French numbers" } });
    expect(saved.condition).toEqual({ signal: "phone_country", op: "eq", value: "FR" });

    await button(page, "New rule").click();
    await dialog.getByLabel("Name").fill("Review disposable emails");
    await dialog.getByLabel("Signal").selectOption("email_disposable");
    expect(await dialog.getByLabel("Operator").locator("option").allTextContents()).toEqual(["equals", "does not equal", "is present", "is missing"]);
    expect(await dialog.getByLabel("Value").locator("option").allTextContents()).toEqual(["Choose…", "true (yes)", "false (no)"]);
    await dialog.getByLabel("Value").selectOption("true");
    await dialog.getByRole("button", { name: "Create rule" }).click();
    await page.getByRole("row").filter({ hasText: "Review disposable emails" }).waitFor();
    const disposable = await prisma.decisionRule.findFirstOrThrow({ where: { merchantId: merchant.merchantId, name: "Review disposable emails" } });
    expect(disposable.condition).toEqual({ signal: "email_disposable", op: "eq", value: true });
    await page.context().close();
  });
});
