import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import type { TestApi } from "./support/api.js";
import { createCustomer } from "./support/customers.js";
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

describe("the Audit log page (headless Chromium)", { timeout: 180_000 }, () => {
  it("lists what the owner just did (a key minted, a customer viewed, a note), with who, from where, and times with their zone", async () => {
    await signIn(merchant.email, merchant.password);

    // A customer's detail: the view is a row; the note names its author.
    const address = await createCustomer(merchant.merchantId, "test");
    await page.goto(`${api.baseUrl}/test/customers/${address}`);
    await page.getByLabel("Add a note").fill("Asked for a higher limit.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("listitem").filter({ hasText: "Asked for a higher limit." }).getByText(merchant.email).waitFor();

    // A key minted through the dashboard.
    await nav("API keys").click();
    await page.getByRole("button", { name: "Create secret key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a secret key" });
    await dialog.getByLabel("Name").fill("audited key");
    await dialog.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("dialog", { name: "Your new secret key" }).getByRole("button", { name: "Close" }).click();
    const keyId = (await prisma.apiKey.findFirstOrThrow({ where: { merchantId: merchant.merchantId, name: "audited key" } })).id;

    await nav("Audit log").click();
    await heading("Audit log").waitFor();
    const table = page.getByRole("table", { name: "Audit log" });
    const minted = table.getByRole("row").filter({ hasText: "mintApiKey" });
    await minted.waitFor();
    expect(await minted.textContent()).toContain(`api_key:${keyId}`);
    expect(await minted.textContent()).toContain(merchant.email);
    // The newest row is first, and its time says its zone (Paris in November: CET).
    expect(await table.getByRole("row").nth(1).textContent()).toContain("mintApiKey");
    await expect.poll(() => minted.locator("time").textContent()).toMatch(/CET|GMT\+1/);
    await table.getByRole("row").filter({ hasText: "portalCreateCustomerNote" }).waitFor();
    await table.getByRole("row").filter({ hasText: "portalRetrieveCustomer" }).filter({ hasText: `customer:${address}` }).first().waitFor();
    await checkDashboardPage(page, shotsDir, "audit-log");

    // Filtered by action: only those rows, and the filter is in the URL (a reload keeps it).
    await page.getByLabel("Action").fill("mintApiKey");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    expect(new URL(page.url()).searchParams.get("action")).toBe("mintApiKey");
    await page.reload();
    await expect.poll(() => page.getByRole("table", { name: "Audit log" }).getByRole("row").count()).toBe(2);

    // A filter that matches nothing says so.
    await page.getByLabel("Action").fill("nothingLikeThis");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("heading", { name: "No rows match these filters" }).waitFor();
    await page.getByRole("button", { name: "Clear" }).click();
    await table.getByRole("row").filter({ hasText: "mintApiKey" }).waitFor();
  });

  it("tells a member whose role cannot read it (a developer), in words, that the log is not theirs to read", async () => {
    const email = `member-${Date.now()}@example.test`;
    await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash: await hashPassword(merchant.password), role: "developer" } });
    await page.context().clearCookies();
    await signIn(email, merchant.password);
    await page.goto(`${api.baseUrl}/test/audit-log`);
    await page.getByRole("alert").filter({ hasText: "does not have the 'audit:read' permission" }).waitFor();
  });
});
