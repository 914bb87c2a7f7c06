import { screenshotsDir } from "../../../test/support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsOf, type Role } from "../../http/auth/permissions.js";
import { relyingParty } from "./relying-party.js";
import { prisma } from "../../platform/db/client.js";
import { client, type TestApi } from "../../../test/support/api.js";
import { randomAddress } from "../../../test/support/customers.js";
import { checkDashboardPage, expectAccessible, NARROW, WIDE } from "../../../test/support/dashboard-checks.js";
import * as dashboard from "../../../test/support/dashboard-browser.js";
import type { TestMerchant } from "../../../test/support/factories.js";
import { sdkClient } from "../../../test/support/sdk.js";
import { FLAGS, SoftwareAuthenticator } from "./webauthn-authenticator.test-support.js";

// A customer's passkeys on its dashboard page (docs/verification-flows.md, "The passkey flow"):
// the owner sees and removes them, a viewer only sees them.
const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let emails: Map<Role, string>;

beforeAll(async () => {
  ({ api, browser, workers, merchant, emails } = await dashboard.startTeamWorkplace());
});

afterAll(async () => {
  await dashboard.stopTeamWorkplace({ api, browser, workers });
});

/**
 * Registers passkeys to a new test-mode customer through the flow's API, one per entry of `flags`
 * (a software authenticator each). All ceremonies start before any ends, so each is a registration
 * (a customer with a passkey would be asked to authenticate with it).
 */
async function customerWithPasskeys(flags: number[]): Promise<string> {
  const address = randomAddress();
  const merchantApi = client(api.baseUrl, merchant.testKey);
  const started = [];
  for (const f of flags) {
    const created = await merchantApi.post("/api/v1/verification-sessions", { flows: ["passkey"], customer_address: address, test_outcome: "interactive" });
    expect(created.status).toBe(201);
    const sdk = sdkClient(api.baseUrl, created.body.client_token);
    const options = await sdk.post("/passkey/options");
    expect(options.body.ceremony).toBe("registration");
    started.push({ sdk, options: options.body.options, flags: f });
  }
  for (const s of started) {
    const done = await s.sdk.post("/passkey/verify", { response: new SoftwareAuthenticator(relyingParty().origin).register(s.options, { flags: s.flags }) });
    expect(done.status).toBe(200);
  }
  return address;
}

async function signedInAs(role: Role): Promise<Page> {
  const page = await dashboard.dashboardPage(browser, { viewport: WIDE });
  await dashboard.signIn(page, api.baseUrl, emails.get(role)!, merchant.password);
  return page;
}

const openCustomer = (page: Page, address: string) => dashboard.openDashboard(page, api.baseUrl, `test/customers/${address}`, "Customer");
const passkeyTable = (page: Page) => page.getByRole("table", { name: "The customer's passkeys, oldest first" });
const passkeyRows = (page: Page) => passkeyTable(page).getByRole("row").filter({ has: page.getByRole("cell") });
const removeButtons = (page: Page) => page.getByRole("button", { name: /^Remove the passkey created/ });

describe("a customer's passkeys in the dashboard (headless Chromium, 1440 and 390 px)", { timeout: 300_000 }, () => {
  it("a viewer sees the passkeys, and no Remove button", async () => {
    expect(permissionsOf("viewer").has("customers:write")).toBe(false);
    const address = await customerWithPasskeys([FLAGS.UP | FLAGS.UV]);
    const page = await signedInAs("viewer");
    await openCustomer(page, address);
    await dashboard.heading(page, "Passkeys", 2).waitFor();
    expect(await passkeyRows(page).count()).toBe(1);
    await passkeyRows(page).first().getByText("This device only").waitFor();
    expect(await removeButtons(page).count()).toBe(0);
    await expectAccessible(page, "customer passkeys (viewer)");
    await page.context().close();
  });

  it("the owner sees a synced and a device-only passkey, removes them one by one after confirming, and is left with none", async () => {
    const address = await customerWithPasskeys([FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS, FLAGS.UP | FLAGS.UV]);
    const stored = await prisma.passkey.findMany({ where: { merchantId: merchant.merchantId, customerAddress: address }, orderBy: { createdAt: "asc" } });
    expect(stored.map((p) => p.backedUp)).toEqual([true, false]);

    const page = await signedInAs("owner");
    await openCustomer(page, address);
    await dashboard.heading(page, "Passkeys", 2).waitFor();
    const rows = passkeyRows(page);
    expect(await rows.count()).toBe(2);
    await rows.nth(0).getByText("Synced (backed up)").waitFor();
    await rows.nth(1).getByText("This device only").waitFor();
    for (const column of ["Created", "Last used", "Storage", "Actions"]) await passkeyTable(page).getByRole("columnheader", { name: column }).waitFor();
    expect(await removeButtons(page).count()).toBe(2);
    await checkDashboardPage(page, shotsDir, "customer-passkeys", { desktop: WIDE, phone: NARROW });

    // Remove asks first; "Keep it" keeps it.
    await rows.nth(1).getByRole("button", { name: /^Remove/ }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this passkey?" });
    await dialog.getByText("The customer can no longer confirm with the passkey created").waitFor();
    await expectAccessible(page, "remove passkey dialog");
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await prisma.passkey.count({ where: { customerAddress: address } })).toBe(2);

    await rows.nth(1).getByRole("button", { name: /^Remove/ }).click();
    await dialog.getByRole("button", { name: "Remove passkey" }).click();
    await page.getByText("Passkey removed").waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText("Synced (backed up)").waitFor();
    expect((await prisma.passkey.findMany({ where: { customerAddress: address } })).map((p) => p.id)).toEqual([stored[0]!.id]);
    // Audited as the member who removed it.
    const audited = () => prisma.auditLogEntry.findMany({ where: { merchantId: merchant.merchantId, action: "portalDeleteCustomerPasskey" } });
    await expect.poll(async () => (await audited()).map((a) => [a.actorEmail, a.mode])).toEqual([[emails.get("owner"), "test"]]);

    await rows.first().getByRole("button", { name: /^Remove/ }).click();
    await dialog.getByRole("button", { name: "Remove passkey" }).click();
    await page.getByText("No passkeys").waitFor();
    expect(await passkeyTable(page).count()).toBe(0);
    expect(await prisma.passkey.count({ where: { customerAddress: address } })).toBe(0);
    await expectAccessible(page, "customer without passkeys");
    await page.context().close();
  });
});
