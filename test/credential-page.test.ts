import "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { client, type TestApi } from "./support/api.js";
import { injectWallet } from "./support/browser.js";
import { startBrowserApp, stopBrowserApp } from "./support/dashboard-browser.js";
import { expectAccessible } from "./support/dashboard-checks.js";
import { createTestMerchant, type ApiClient } from "./support/factories.js";
import { newWallet } from "./support/sdk.js";
import { prisma } from "../src/platform/db/client.js";

// The hosted page's credential buttons (docs/credentials.md, "The hosted page"), in Chromium.
let api: TestApi;
let browser: Browser;
let issuerSide: ApiClient;
let relying: ApiClient;

beforeAll(async () => {
  const [a, b] = await Promise.all([createTestMerchant(), createTestMerchant()]);
  ({ api, browser } = await startBrowserApp());
  issuerSide = client(api.baseUrl, a.testKey);
  relying = client(api.baseUrl, b.testKey);
});
afterAll(() => stopBrowserApp({ api, browser }));

describe("hosted page: Save your credential, then Use a saved credential", () => {
  it("saves the completed verification's credential in the browser, offers the file, and presents it to another merchant's session", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const page = await context.newPage();
    await injectWallet(page, newWallet());

    const first = await issuerSide.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    await page.goto(first.body.url);
    await page.getByRole("button", { name: "Connect Test Wallet" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await page.getByRole("heading", { name: "Save your credential" }).waitFor();
    await page.getByRole("button", { name: "Save on this device" }).click();
    await page.getByText("Saved on this device.").waitFor();
    const download = page.getByRole("link", { name: "Download the credential file" });
    expect(await download.getAttribute("download")).toBe("proofbase-credential.json");
    await expectAccessible(page, "credential saved");
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("proofbase.credentials"))) ?? "[]") as Array<{ credential: string; key: JsonWebKey }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.credential.split("~").length).toBeGreaterThan(1);

    // Another merchant asks for the credential flow: the page presents the saved one.
    const second = await relying.post("/api/v1/verification-sessions", { flows: ["credential"], test_outcome: "interactive" });
    // Another tab of the same browser (a link differing only in its fragment would not reload this one).
    const later = await context.newPage();
    await later.goto(second.body.url);
    await later.getByRole("button", { name: "Use my saved credential" }).click();
    await later.getByRole("heading", { name: "You're verified" }).waitFor();
    expect((await relying.get(`/api/v1/verification-sessions/${second.body.id}`)).body.status).toBe("completed");
    const flow = await prisma.sdkFlow.findFirstOrThrow({ where: { objectId: second.body.id, type: "credential" } });
    expect(flow.signals).toMatchObject({ credential_flows: "wallet", credential_age_days: 0 });

    // A browser with nothing saved says so.
    const empty = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const other = await empty.newPage();
    const third = await relying.post("/api/v1/verification-sessions", { flows: ["credential"], test_outcome: "interactive" });
    await other.goto(third.body.url);
    await other.getByText("No saved credential was found on this device.").waitFor();
    await expectAccessible(other, "no saved credential");
    await empty.close();
    await context.close();
  });
});
