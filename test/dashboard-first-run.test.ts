import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { opsActor } from "../src/http/audit/actor.js";
import { setLiveAccess } from "../src/billing/live-access/set-live-access.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";
import { client, type TestApi } from "./support/api.js";
import { checkDashboardPage, expectAccessible, NARROW, WIDE } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createKey } from "./support/factories.js";
import { insertEndpoint } from "./support/webhook-fixtures.js";

// First run and live mode (issue 40, contract section 22): the checklist a new account opens on,
// the live banner, the next step when billing is not configured, test rules copied to live, the
// audit log in plain words, readable sessions, and the keyboard path to the first review; checked
// at 1440 px and 390 px with axe at 0.
const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let merchantId: string;
const email = `first-run-${randomBytes(5).toString("hex")}@example.test`;

/** axe at 0 and a screenshot at 1440 px and at 390 px (no sideways scrolling there). */
const checkBothWidths = (name: string) => checkDashboardPage(page, shotsDir, name, { desktop: WIDE, phone: NARROW });

const item = (id: string) => page.getByTestId(`first-run-${id}`);
const isDone = async (id: string) => (await item(id).getAttribute("class")) === "done";

beforeAll(async () => {
  ({ api, browser } = await dashboard.startBrowserApp());
  page = await dashboard.dashboardPage(browser, { viewport: WIDE });
});

afterAll(() => dashboard.stopBrowserApp({ api, browser }));

describe("first run and live mode (headless Chromium, 1440 px and 390 px)", { timeout: 240_000 }, () => {
  it("a new account opens on the checklist, every item to do, not on an empty API keys page", async () => {
    await page.goto(`${api.baseUrl}/signup`);
    await page.getByLabel("Business name").fill("First Run Ltd");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long first-run password");
    await page.getByRole("button", { name: "Create account" }).click();
    await dashboard.heading(page, "Get started with Proofbase").waitFor();
    expect(new URL(page.url()).pathname).toBe("/test/get-started");
    merchantId = (await prisma.user.findUniqueOrThrow({ where: { email } })).merchantId;
    await page.getByText("0 of 4 done.").waitFor();
    for (const id of ["verification_link", "webhook_endpoint", "teammate", "live_mode"]) expect(await isDone(id), id).toBe(false);
    await item("verification_link").getByRole("link", { name: "Create a verification link" }).waitFor();
    await dashboard.navLink(page, "Get started").waitFor();
    await checkBothWidths("first-run");
  });

  it("checks items from the account's data, whoever did them, not from clicks on the list", async () => {
    // A session and an endpoint made outside the checklist (as a backend or a teammate would).
    await prisma.verificationSession.create({
      data: { id: newId("session"), merchantId, mode: "test", status: "created", flows: ["wallet"], clientTokenHash: `first-run-${randomBytes(6).toString("hex")}`, metadata: {}, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    await insertEndpoint({ merchantId, url: "http://127.0.0.1:9/hook" });
    await page.reload();
    await page.getByText("2 of 4 done.").waitFor();
    expect(await isDone("verification_link")).toBe(true);
    expect(await isDone("webhook_endpoint")).toBe(true);
    expect(await isDone("teammate")).toBe(false);
    await item("verification_link").getByText("Done", { exact: true }).waitFor();
    await checkBothWidths("first-run-progress");
  });

  it("marks live mode clearly: a banner, a pill that is not green while live is not enabled, and the next step when billing is not configured", async () => {
    await page.getByRole("switch", { name: "Test mode" }).click();
    await page.waitForURL(/\/live\//);
    const banner = page.getByRole("banner", { name: "Live mode" });
    await banner.getByText("Live mode is not enabled.").waitFor();
    const pill = page.getByTestId("mode-pill");
    expect(await pill.textContent()).toBe("live off");
    expect(await pill.getAttribute("class")).not.toContain("good");

    await banner.getByRole("link", { name: "Activate live mode" }).click();
    await dashboard.heading(page, "Usage and billing").waitFor();
    const next = page.getByTestId("billing-next-step");
    await next.getByText("Next step:").waitFor();
    await next.getByText(merchantId, { exact: true }).waitFor();
    await next.getByRole("link", { name: "Write to your operator" }).waitFor();
    // No dead-end button: the page says who enables live mode on this server.
    expect(await page.getByRole("button", { name: "Activate live mode" }).count()).toBe(0);
    await checkBothWidths("billing-next-step");

    await setLiveAccess(merchantId, { enabled: true, reason: "ops: first-run test", actor: opsActor("test") });
    await page.goto(`${api.baseUrl}/live/verifications`);
    await page.getByRole("banner", { name: "Live mode" }).getByText("Real people, billed verifications", { exact: false }).waitFor();
    expect(await pill.textContent()).toBe("live");
    expect(await pill.getAttribute("class")).toContain("good");
    await dashboard.heading(page, "Verifications").waitFor();
    await checkBothWidths("live-banner");
  });

  it("copies the test rules to live from the live rules page", async () => {
    const testRules = await prisma.decisionRule.findMany({ where: { merchantId, mode: "test" }, orderBy: [{ priority: "asc" }, { createdAt: "asc" }] });
    await prisma.decisionRule.create({
      data: { id: newId("rule"), merchantId, mode: "test", name: "French phones to review", priority: 5, condition: { signal: "phone_country", op: "eq", value: "FR" }, action: "review" },
    });
    await dashboard.navLink(page, "Decision rules").click();
    await dashboard.heading(page, "Decision rules").waitFor();
    const table = page.getByRole("table", { name: "Decision rules in evaluation order" });
    expect(await table.getByText("French phones to review").count()).toBe(0);
    await page.getByRole("button", { name: "Copy rules from test" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy the test rules to live?" });
    await expectAccessible(page, "copy rules dialog");
    await dialog.getByRole("button", { name: "Replace live rules" }).click();
    await table.getByText("French phones to review").first().waitFor();
    const live = await prisma.decisionRule.findMany({ where: { merchantId, mode: "live" } });
    expect(live.map((r) => r.name).sort()).toEqual([...testRules.map((r) => r.name), "French phones to review"].sort());
  });

  it("ticks live mode, and the checklist is dismissed for good", async () => {
    await page.goto(`${api.baseUrl}/test/get-started`);
    await page.getByText("3 of 4 done.").waitFor();
    expect(await isDone("live_mode")).toBe(true);
    await page.getByRole("button", { name: "Dismiss this checklist" }).click();
    await dashboard.heading(page, "Verifications").waitFor();
    await page.reload();
    await dashboard.heading(page, "Verifications").waitFor();
    expect(await dashboard.navLink(page, "Get started").count()).toBe(0);
  });

  it("reads the audit log in plain words, with before and after values", async () => {
    await dashboard.navLink(page, "Audit log").click();
    await dashboard.heading(page, "Audit log").waitFor();
    const table = page.getByRole("table", { name: "Audit log" });
    const copied = table.getByRole("row").filter({ hasText: "Copied decision rules to the other mode" });
    await copied.waitFor();
    expect(await copied.textContent()).toContain("French phones to review");
    expect(await copied.textContent()).toContain("→");
    await table.getByRole("row").filter({ hasText: "Dismissed the first-run checklist" }).waitFor();
    await table.getByRole("row").filter({ hasText: "Enabled live mode" }).waitFor();
    expect(await table.textContent()).not.toContain("::ffff:");
    await checkBothWidths("audit-log-plain-words");
  });

  it("names sessions by browser and system, with plain IPv4 addresses", async () => {
    await dashboard.navLink(page, "Security").click();
    const sessions = page.getByRole("table", { name: "Your sessions" });
    await sessions.waitFor();
    const text = (await sessions.textContent()) ?? "";
    expect(text).toMatch(/Chrome \d+ on Linux/);
    expect(text).not.toContain("Mozilla/5.0");
    expect(text).not.toContain("::ffff:");
    expect(text).toContain("127.0.0.1");
  });

  it("reaches the oldest case in the review queue in a few key presses", async () => {
    const key = await createKey(merchantId, "test", ["sessions:write"]);
    for (let i = 0; i < 2; i++) {
      const created = await client(api.baseUrl, key).post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "review" });
      expect(await runSandboxOutcome(created.body.id)).toBe("applied");
    }
    await page.goto(`${api.baseUrl}/test/reviews`);
    await page.getByRole("table", { name: "Review queue, oldest first" }).waitFor();
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    await press("Tab");
    await press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to the review queue");
    await press("Enter");
    const onCase = () => page.evaluate(() => /\/test\/reviews\/rev_/.test((document.activeElement as HTMLAnchorElement | null)?.href ?? ""));
    while (!(await onCase()) && presses < 12) await press("Tab");
    expect(await onCase()).toBe(true);
    expect(presses).toBeLessThanOrEqual(6);
  });

  it("saves a list's filters as a named view, kept across a reload, and removes it", async () => {
    await page.goto(`${api.baseUrl}/test/verifications?status=failed`);
    await dashboard.heading(page, "Verifications").waitFor();
    await page.getByRole("button", { name: "Save these filters as a view" }).click();
    await page.getByLabel("View name").fill("Failed sessions");
    await page.getByRole("button", { name: "Save view" }).click();
    const views = page.getByRole("region", { name: "Saved views" });
    await views.getByRole("link", { name: "Failed sessions" }).waitFor();
    await checkBothWidths("saved-views");

    await page.goto(`${api.baseUrl}/test/verifications`);
    await dashboard.heading(page, "Verifications").waitFor();
    await views.getByRole("link", { name: "Failed sessions" }).click();
    await page.waitForURL(/\/test\/verifications\?status=failed$/);
    expect(await page.getByLabel("Status").inputValue()).toBe("failed");
    await page.reload();
    await views.getByRole("button", { name: "Remove saved view Failed sessions" }).click();
    expect(await views.getByRole("link", { name: "Failed sessions" }).count()).toBe(0);
  });
});
