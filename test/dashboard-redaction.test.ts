import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import type { Role } from "../src/http/auth/permissions.js";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { QUEUES } from "../src/platform/queues/names.js";
import type { TestApi } from "./support/api.js";
import { createCustomer } from "./support/customers.js";
import { checkDashboardPage, expectAccessible } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { seedSessions } from "./support/seed-sessions.js";
import { runWorkers } from "./support/workers.js";

// Redaction and retention in the dashboard (contract section 17, docs/privacy.md): a session
// redacted from its page by the real redaction worker, the action hidden from a viewer, and the
// retention setting saved and refused under the minimum.
const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let sessionIds: string[];
let customerAddress: string;
const emails = new Map<Role, string>();

beforeAll(async () => {
  [{ api, browser }, workers, merchant] = await Promise.all([dashboard.startBrowserApp(), runWorkers([QUEUES.redaction]), createTestMerchant()]);
  await seedSessions(merchant.merchantId, "test", 3);
  sessionIds = (await prisma.verificationSession.findMany({ where: { merchantId: merchant.merchantId }, orderBy: { createdAt: "desc" }, select: { id: true } })).map((s) => s.id);
  customerAddress = await createCustomer(merchant.merchantId, "test");
  emails.set("owner", merchant.email);
  const email = `viewer-${randomBytes(4).toString("hex")}@example.test`;
  await prisma.user.create({ data: { id: newId("user"), merchantId: merchant.merchantId, email, passwordHash: await hashPassword(merchant.password), role: "viewer" } });
  emails.set("viewer", email);
});

afterAll(async () => {
  await dashboard.stopBrowserApp({ api, browser });
  await workers?.stop();
});

/** A fresh browser signed in through the sign-in page as the member with `role`. */
async function signedInAs(role: Role): Promise<Page> {
  const page = await dashboard.dashboardPage(browser);
  await dashboard.signIn(page, api.baseUrl, emails.get(role)!, merchant.password);
  return page;
}

async function open(page: Page, dashboardPath: string, title: string): Promise<void> {
  await page.goto(`${api.baseUrl}/${dashboardPath}`);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await page.waitForSelector('[role="status"] .spinner', { state: "detached" });
}

const redactButton = (page: Page) => page.getByRole("button", { name: "Redact personal data" });

describe("redaction and retention in the dashboard (headless Chromium)", { timeout: 180_000 }, () => {
  it("redacts a session from its page: the dialog says what goes and what stays, the worker removes it, the page shows it", async () => {
    const page = await signedInAs("owner");
    const id = sessionIds[0]!;
    await open(page, `test/verifications/${id}`, "Verification session");
    await page.getByRole("heading", { name: "Danger zone" }).waitFor();
    await redactButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Redact this session's personal data?" });
    await dialog.getByText(/Removed:.*metadata.*return URL/).waitFor();
    await dialog.getByText(/Kept:.*VIC/).waitFor();
    await expectAccessible(page, "redact session dialog");
    await dialog.getByRole("button", { name: "Redact personal data" }).click();
    await page.getByText("Redaction requested").waitFor();

    // The page polls while the job runs, then says it is done.
    const state = page.getByTestId("redaction-state");
    await state.getByText("Redacted", { exact: true }).waitFor({ timeout: 60_000 });
    await state.getByText(/Personal data removed; asked on/).waitFor();
    expect(await redactButton(page).count()).toBe(0);
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id } })).redactionStatus).toBe("redacted");
    await checkDashboardPage(page, shotsDir, "session-redacted");

    // The list marks it too, and only it.
    await open(page, "test/verifications", "Verifications");
    const rows = page.getByRole("row");
    await rows.filter({ hasText: id }).getByText("Redacted", { exact: true }).waitFor();
    expect(await rows.filter({ hasText: sessionIds[1]! }).getByText("Redacted", { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("offers the customer's redaction to the owner, and neither redaction to a viewer", async () => {
    const owner = await signedInAs("owner");
    await open(owner, `test/customers/${customerAddress}`, "Customer");
    await owner.getByRole("heading", { name: "Danger zone" }).waitFor();
    await redactButton(owner).click();
    const dialog = owner.getByRole("dialog", { name: "Redact this customer's personal data?" });
    await dialog.getByText(/Removed:.*attestations are revoked/).waitFor();
    await owner.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await owner.context().close();

    const viewer = await signedInAs("viewer");
    await open(viewer, `test/verifications/${sessionIds[1]}`, "Verification session");
    await viewer.getByRole("heading", { name: "Raw object" }).waitFor();
    expect(await redactButton(viewer).count()).toBe(0);
    expect(await viewer.getByRole("heading", { name: "Danger zone" }).count()).toBe(0);
    await open(viewer, `test/customers/${customerAddress}`, "Customer");
    await viewer.getByRole("heading", { name: "VICs" }).waitFor();
    expect(await redactButton(viewer).count()).toBe(0);
    await viewer.context().close();
  });

  it("saves the retention period, and shows the API's refusal under 30 days at the field", async () => {
    const page = await signedInAs("owner");
    await open(page, "test/settings", "Settings");
    const form = page.getByRole("form", { name: "Data retention" });
    await form.getByLabel("Keep it until I redact it").waitFor();
    expect(await form.getByLabel("Keep it until I redact it").isChecked()).toBe(true);
    await form.getByLabel("Redact settled sessions after a number of days").check();
    await form.getByLabel("Days to keep").fill("29");
    await form.getByRole("button", { name: "Save data retention" }).click();
    const refusal = form.getByRole("alert");
    await refusal.getByText(/at least 30 days/).waitFor();
    expect(await form.getByLabel("Days to keep").getAttribute("aria-invalid")).toBe("true");
    expect((await prisma.merchantSettings.findUnique({ where: { merchantId: merchant.merchantId } }))?.retentionDays ?? null).toBeNull();
    await checkDashboardPage(page, shotsDir, "settings-retention-refused");

    await form.getByLabel("Days to keep").fill("90");
    await form.getByRole("button", { name: "Save data retention" }).click();
    await page.getByText("Data retention saved").waitFor();
    await expect.poll(async () => (await prisma.merchantSettings.findUnique({ where: { merchantId: merchant.merchantId } }))?.retentionDays).toBe(90);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    expect(await page.getByRole("form", { name: "Data retention" }).getByLabel("Days to keep").inputValue()).toBe("90");

    await page.getByRole("form", { name: "Data retention" }).getByLabel("Keep it until I redact it").check();
    await page.getByRole("form", { name: "Data retention" }).getByRole("button", { name: "Save data retention" }).click();
    await expect.poll(async () => (await prisma.merchantSettings.findUnique({ where: { merchantId: merchant.merchantId } }))?.retentionDays ?? null).toBeNull();
    await page.context().close();
  });
});
