import { saveScreenshot, screenshotsDir } from "../../../test/support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import "./localhost-public-url.test-support.js";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { client, type TestApi } from "../../../test/support/api.js";
import { randomAddress } from "../../../test/support/customers.js";
import { startBrowserApp, stopBrowserApp } from "../../../test/support/dashboard-browser.js";
import { expectAccessible, NARROW, WIDE } from "../../../test/support/dashboard-checks.js";
import { createTestMerchant, type ApiClient } from "../../../test/support/factories.js";
import { prisma } from "../../platform/db/client.js";

// The hosted page's passkey step (docs/verification-flows.md, "The passkey flow") against
// Chromium's virtual authenticator (CDP WebAuthn domain): the real ceremony, in test mode.
// UPDATE_SCREENSHOTS=1 writes the screenshots docs/verification-flows.md shows.
const shotsDir = screenshotsDir("docs/verification-flows");
const SIZES = [
  { name: "1440", viewport: WIDE },
  { name: "390", viewport: NARROW },
] as const;
type Size = (typeof SIZES)[number];

let api: TestApi;
let browser: Browser;
let merchant: ApiClient;

beforeAll(async () => {
  const m = await createTestMerchant();
  await prisma.merchant.update({ where: { id: m.merchantId }, data: { businessName: "Acme Outdoor Co." } });
  ({ api, browser } = await startBrowserApp());
  merchant = client(api.baseUrl, m.testKey);
});
afterAll(() => stopBrowserApp({ api, browser }));

/** A page whose browser has a platform authenticator that verifies its user (a fingerprint that always matches). */
async function pageWithAuthenticator(viewport: Size["viewport"] = NARROW): Promise<{ page: Page; credentials: () => Promise<unknown[]> }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: "en-US" });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { page, credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

/** A state as a person meets it: axe at 0, nothing wider than the window, and its screenshot. */
async function checkState(page: Page, size: Size, name: string) {
  await expectAccessible(page, `${name} at ${size.name} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${size.viewport.width} px`).toBeLessThanOrEqual(size.viewport.width);
  await saveScreenshot(page, path.join(shotsDir, `hosted-${name}-${size.name}.png`), { fullPage: true });
}

describe("hosted page: the passkey step", () => {
  it("creates a passkey for the customer, then confirms with it in a reverification", async () => {
    const address = randomAddress();
    const { page, credentials } = await pageWithAuthenticator();

    const first = await merchant.post("/api/v1/verification-sessions", { flows: ["passkey"], customer_address: address, test_outcome: "interactive" });
    expect(first.body.url).toMatch(/^http:\/\/localhost:/);
    await page.goto(first.body.url);
    await page.getByRole("heading", { name: "Confirm with a passkey" }).waitFor();
    await expectAccessible(page, "passkey step");
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    expect((await merchant.get(`/api/v1/verification-sessions/${first.body.id}`)).body.status).toBe("completed");
    expect(await credentials()).toHaveLength(1);
    const flow = await prisma.sdkFlow.findFirstOrThrow({ where: { objectId: first.body.id, type: "passkey" } });
    expect(flow).toMatchObject({ status: "verified", signals: { passkey_user_verified: true, passkey_reused: false } });
    expect((await merchant.get(`/api/v1/customers/${address}`)).body.passkeys).toHaveLength(1);

    // The customer verifies again: the page asks for the same passkey.
    const again = await merchant.post("/api/v1/reverification-requests", { customer_address: address, flows: ["passkey"], reason: "annual review" });
    // The same tab (its virtual authenticator belongs to it), reloaded: the link differs only in its fragment.
    await page.goto("about:blank");
    await page.goto(again.body.url);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.getByRole("heading", { name: "Thank you" }).waitFor();
    expect((await merchant.get(`/api/v1/reverification-requests/${again.body.id}`)).body.status).toBe("submitted");
    expect(await credentials()).toHaveLength(1);
    await page.context().close();
  });
});

describe.each(SIZES)("hosted page at $name px: the passkey step as a person meets it", (size) => {
  it("asks for a new passkey, then says the person is verified", async () => {
    const { page } = await pageWithAuthenticator(size.viewport);
    const created = await merchant.post("/api/v1/verification-sessions", { flows: ["passkey"], customer_address: randomAddress(), test_outcome: "interactive" });
    await page.goto(created.body.url);
    await page.getByRole("heading", { name: "Confirm with a passkey" }).waitFor();
    await page.getByRole("button", { name: "Create a passkey" }).waitFor();
    await checkState(page, size, "passkey-1-create");
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await checkState(page, size, "passkey-2-verified");
    await page.context().close();
  });
});
