import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { port, distDir } = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.PORT = String(port);
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const distDir = `${process.env.TMPDIR ?? "/tmp"}/proofbase-web-${process.pid}-${port}`;
  process.env.WEB_DIST_DIR = distDir;
  return { port, distDir };
});

import { rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { client, startApi, type TestApi } from "./support/api.js";
import { launchChromium, injectWallet } from "./support/browser.js";
import { createTestMerchant, type ApiClient } from "./support/factories.js";
import { newWallet } from "./support/sdk.js";
import { buildWebApp } from "./support/web-build.js";

// UPDATE_SCREENSHOTS=1 writes the screenshots the docs link to; otherwise they go to the build dir.
const shotsDir = process.env.UPDATE_SCREENSHOTS ? path.resolve("docs/verification-flows") : distDir;
const RETURN_URL = "https://shop.example/thanks";

let api: TestApi;
let browser: Browser;
let test: ApiClient;

beforeAll(async () => {
  buildWebApp(distDir);
  const merchant = await createTestMerchant();
  await (await import("../src/db/client.js")).prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme Outdoor Co." } });
  [api, browser] = await Promise.all([startApi(port), launchChromium()]);
  test = client(api.baseUrl, merchant.testKey);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function phonePage(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function newPage(options: Parameters<typeof injectWallet>[2] = {}) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const wallet = newWallet();
  await injectWallet(page, wallet, options);
  await page.route("https://shop.example/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Back at the shop</h1>" }));
  return { page, wallet, context };
}

describe("hosted verification page (headless Chromium)", () => {
  it("interactive test session: wallet signed, phone code 000000, completed with a VIC, back to return_url", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive", return_url: RETURN_URL });
    expect(created.status).toBe(201);
    const { page, wallet, context } = await newPage();
    await page.goto(created.body.url);

    await expect.poll(() => page.locator("h1").textContent()).toBe("Verify for Acme Outdoor Co.");
    await page.getByRole("button", { name: "Connect Test Wallet" }).waitFor();
    await phonePage(page, "1-start");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // Keyboard only: focus the wallet button and press Enter.
    await page.getByRole("button", { name: "Connect Test Wallet" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("confirmed").first().waitFor();
    expect(await page.locator(".step.verified").count()).toBe(1);
    await phonePage(page, "2-wallet-confirmed");

    await page.getByLabel("Your mobile number, with country code").fill("+1 201 555 0123");
    await page.keyboard.press("Enter");
    await page.getByLabel(/Enter the 6-digit code/).waitFor();
    await phonePage(page, "3-code-sent");

    await page.getByLabel(/Enter the 6-digit code/).fill("111111");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "That code is not right" }).waitFor();
    await phonePage(page, "4-wrong-code");

    await page.getByLabel(/Enter the 6-digit code/).fill("000000");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await phonePage(page, "5-verified");

    await page.waitForURL(RETURN_URL, { timeout: 10_000 });
    const session = (await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body;
    expect(session).toMatchObject({ status: "completed", customer_address: wallet.address.toLowerCase(), vic: { object: "vic", tier: "verified" } });
    await context.close();
  });

  it("says in words when the wallet refuses to sign, or the link is not valid", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const { page, context } = await newPage({ refuseSignature: true });
    await page.goto(created.body.url);
    await page.getByRole("button", { name: "Connect Test Wallet" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("You declined the signature request in your wallet.");
    await phonePage(page, "6-wallet-refused");

    await page.goto(`http://127.0.0.1:${port}/verify#token=pbvs_${"x".repeat(40)}`);
    await page.reload();
    await page.getByRole("alert").filter({ hasText: "not valid or has expired" }).waitFor();
    await context.close();
  });

  it("says in words when the challenge expired before it was signed, and a new try works", async () => {
    const { prisma } = await import("../src/db/client.js");
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    let hesitate = true;
    const { page, context } = await newPage({
      // The person waits past the 10 minutes: the challenge is expired by the time they sign.
      beforeSign: async () => {
        if (hesitate) await prisma.walletChallenge.updateMany({ where: { objectId: created.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
        hesitate = false;
      },
    });
    await page.goto(created.body.url);
    await page.getByRole("button", { name: "Connect Test Wallet" }).click();
    await page.getByRole("alert").filter({ hasText: "The sign-in request expired before it was signed" }).waitFor();
    await phonePage(page, "7-challenge-expired");
    await page.getByRole("button", { name: "Connect Test Wallet" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await context.close();
  });

  it("email step: refused address in words, code 000000 (test mode), completed, back to return_url", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["email"], test_outcome: "interactive", return_url: RETURN_URL });
    expect(created.status).toBe(201);
    const { page, context } = await newPage();
    await page.goto(created.body.url);
    await page.getByRole("heading", { name: "Confirm your email address" }).waitFor();
    await expect(page.getByText("Test mode: no email is sent; the code is 000000.").isVisible()).resolves.toBe(true);
    // The browser accepts a domain without a dot; the service does not, and the page says why.
    await page.getByLabel("Your email address").fill("jane@example");
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByRole("alert").filter({ hasText: "That does not look like a valid email address" }).waitFor();
    await phonePage(page, "email-1-invalid");
    await page.getByLabel("Your email address").fill("Jane.Doe@Example.com");
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByLabel("Enter the 6-digit code we sent to j•••@example.com").waitFor();
    await phonePage(page, "email-2-code-sent");
    await page.getByLabel(/Enter the 6-digit code/).fill("111111");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("alert").filter({ hasText: "That code is not right" }).waitFor();
    await page.getByLabel(/Enter the 6-digit code/).fill("000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await phonePage(page, "email-3-verified");
    await page.waitForURL(RETURN_URL, { timeout: 10_000 });
    expect((await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body.status).toBe("completed");
    await context.close();
  });

  it("takes the token out of the address bar once read, and a reload mid-flow keeps the session (this tab only)", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" });
    const { page, context } = await newPage();
    await page.goto(created.body.url);
    await page.getByRole("button", { name: "Connect Test Wallet" }).waitFor();
    expect(await page.evaluate(() => location.hash)).not.toContain("token");
    expect(page.url()).not.toContain("pbvs_");

    await page.getByRole("button", { name: "Connect Test Wallet" }).click();
    await page.getByText("confirmed").first().waitFor();
    await page.reload();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Verify for Acme Outdoor Co.");
    await page.getByLabel("Your mobile number, with country code").waitFor();
    expect(await page.locator(".step.verified").count()).toBe(1);
    expect(page.url()).not.toContain("pbvs_");

    // Another tab of the same browser does not inherit it: the token stays with the tab it was opened in.
    const other = await context.newPage();
    await other.goto(`http://127.0.0.1:${port}/verify`);
    await other.getByRole("alert").filter({ hasText: "This verification link is incomplete" }).waitFor();
    await context.close();
  });

  it("serves the page without caching, hashed assets for good, and the browser SDK at a stable URL", async () => {
    const html = await fetch(`${api.baseUrl}/verify`);
    expect(html.status).toBe(200);
    expect(html.headers.get("cache-control")).toBe("no-cache");
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())![1]!;
    const assetRes = await fetch(`${api.baseUrl}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get("cache-control")).toContain("immutable");
    const sdk = await fetch(`${api.baseUrl}/sdk/v1/proofbase.js`);
    expect(sdk.status).toBe(200);
    expect(sdk.headers.get("content-type")).toContain("javascript");
    const source = await sdk.text();
    expect(source).toContain("createVerifyClient");
    expect((await fetch(`${api.baseUrl}/`)).status).toBe(200);
  });
});
