import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { requestLogWriter } from "../src/reporting/request-log/request-log-writer.js";
import { client, type TestApi } from "./support/api.js";
import { checkDashboardPage } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";

const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let merchant: TestMerchant;

beforeAll(async () => {
  [{ api, browser }, merchant] = await Promise.all([dashboard.startBrowserApp(), createTestMerchant()]);
  page = await dashboard.dashboardPage(browser);
});

afterAll(() => dashboard.stopBrowserApp({ api, browser }));

const heading = (name: string | RegExp) => dashboard.heading(page, name);
const nav = (name: string) => dashboard.navLink(page, name);
const signIn = (email: string, password: string) => dashboard.signIn(page, api.baseUrl, email, password);

describe("the Request log page (headless Chromium)", { timeout: 180_000 }, () => {
  it("lists the mode's API requests, filters them by status, path and request id, and shows one", async () => {
    const key = client(api.baseUrl, merchant.testKey);
    const created = await key.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    await key.get("/api/v1/verification-sessions?limit=5");
    const missing = await key.get("/api/v1/verification-sessions/vs_notthere");
    expect([created.status, missing.status]).toEqual([201, 404]);
    const missingId = missing.headers.get("x-request-id")!;
    await requestLogWriter.flush();

    await signIn(merchant.email, merchant.password);
    await nav("Request log").click();
    await heading("Request log").waitFor();
    const table = page.getByRole("table", { name: "Requests" });
    await expect.poll(() => table.getByRole("row").count()).toBe(4);
    // Newest first: the refused read is on top, with its error code.
    expect(await table.getByRole("row").nth(1).textContent()).toContain("session_not_found");
    await checkDashboardPage(page, shotsDir, "request-log");

    // By status class: only the 404; the filter lives in the URL.
    await page.getByLabel("Status").selectOption("4xx");
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    expect(new URL(page.url()).searchParams.get("status")).toBe("4xx");
    await page.getByRole("button", { name: "Clear filters" }).click();

    // By path prefix: only the read of one session (the create and the list have no trailing slash).
    await page.getByLabel("Path starts with").fill("/api/v1/verification-sessions/");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await page.getByRole("button", { name: "Clear filters" }).click();

    // By request id, then its details.
    await page.getByLabel("Find a request").fill(missingId);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await table.getByRole("link", { name: "GET /api/v1/verification-sessions/vs_notthere" }).click();
    await heading("Request").waitFor();
    const details = page.getByRole("region", { name: "Request" });
    await details.getByText("session_not_found").waitFor();
    expect(await details.textContent()).toContain(missingId);
    await checkDashboardPage(page, shotsDir, "request-log-detail");
  });

  it("tells a member whose role cannot read it (a viewer), in words, that the log is not theirs to read", async () => {
    const email = `viewer-${Date.now()}@example.test`;
    await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash: await hashPassword(merchant.password), role: "viewer" } });
    await page.context().clearCookies();
    await signIn(email, merchant.password);
    await page.goto(`${api.baseUrl}/test/developers/logs`);
    await page.getByRole("alert").filter({ hasText: "does not have the 'logs:read' permission" }).waitFor();
  });
});
