import { port, saveScreenshot, screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import QRCode from "qrcode";
import type { Browser, Page } from "playwright-core";
import { QR_OPTIONS } from "../web/src/verify/qr.js";
import { client, type TestApi } from "./support/api.js";
import { injectWallet } from "./support/browser.js";
import { startBrowserApp, stopBrowserApp } from "./support/dashboard-browser.js";
import { expectAccessible } from "./support/dashboard-checks.js";
import { createTestMerchant, type ApiClient } from "./support/factories.js";
import { newWallet, sdkClient } from "./support/sdk.js";

// UPDATE_SCREENSHOTS=1 writes the screenshots the docs link to.
const shotsDir = screenshotsDir("docs/verification-flows");
const RETURN_URL = "https://shop.example/thanks";

let api: TestApi;
let browser: Browser;
let test: ApiClient;

beforeAll(async () => {
  const merchant = await createTestMerchant();
  await (await import("../src/platform/db/client.js")).prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme Outdoor Co." } });
  ({ api, browser } = await startBrowserApp());
  test = client(api.baseUrl, merchant.testKey);
});
afterAll(() => stopBrowserApp({ api, browser }));

async function phonePage(page: Page, name: string) {
  await saveScreenshot(page, path.join(shotsDir, `${name}.png`), { fullPage: true });
}

/** A state as a person meets it: no axe violation of any impact, nothing wider than the phone, and its screenshot. */
async function checkState(page: Page, name: string) {
  await expectAccessible(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${VIEWPORT.width} px`).toBeLessThanOrEqual(VIEWPORT.width);
  await phonePage(page, name);
}

const VIEWPORT = { width: 390, height: 844 };
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

interface PageOptions extends NonNullable<Parameters<typeof injectWallet>[2]> {
  /** false: a browser without any wallet. */
  withWallet?: boolean;
  /** A phone's browser (touch, a mobile user agent) rather than a desktop one at phone width. */
  phone?: boolean;
  /** The browser's language (navigator.languages). */
  locale?: string;
}

async function newPage(options: PageOptions = {}) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: options.locale ?? "en-US",
    ...(options.phone ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const wallet = newWallet();
  if (options.withWallet !== false) await injectWallet(page, wallet, options);
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
    await checkState(page, "1-start");
    // An ordinary name is not cut at phone width.
    expect(await page.locator(".merchant-name").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Keyboard only: focus the wallet button and press Enter.
    await page.getByRole("button", { name: "Connect Test Wallet" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("confirmed").first().waitFor();
    expect(await page.locator(".step.verified").count()).toBe(1);
    await phonePage(page, "2-wallet-confirmed");

    await page.getByLabel("Your mobile number").fill("+1 201 555 0123");
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
    expect(await alert.textContent()).toContain("You declined the request in your wallet. Nothing was signed");
    await checkState(page, "6-wallet-refused");
    await context.close();
  });

  it("says in words when the challenge expired before it was signed, and a new try works", async () => {
    const { prisma } = await import("../src/platform/db/client.js");
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
    await page.getByLabel("Your mobile number").waitFor();
    expect(await page.locator(".step.verified").count()).toBe(1);
    expect(page.url()).not.toContain("pbvs_");

    // Another tab of the same browser does not inherit it: the token stays with the tab it was opened in.
    const other = await context.newPage();
    await other.goto(`http://127.0.0.1:${port}/verify`);
    await other.getByRole("alert").filter({ hasText: "This verification link is incomplete" }).waitFor();
    await context.close();
  });

  it("every settled state names the merchant and offers the way back; an unknown link says so without a name", async () => {
    const { prisma } = await import("../src/platform/db/client.js");
    const { runSandboxOutcome } = await import("../src/sessions/sandbox.js");
    const { page, context } = await newPage();
    const heading = () => page.locator("h1").textContent();
    const backLink = page.getByRole("link", { name: "Back to the merchant's site" });
    // Another link in the same tab: from a blank page, or the browser would only change the fragment.
    const open = async (url: string) => {
      await page.goto("about:blank");
      await page.goto(url);
    };

    // Expired: the token no longer authenticates /session; GET /link still says whose link it was.
    const expired = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive", return_url: RETURN_URL })).body;
    await prisma.verificationSession.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await open(expired.url);
    await page.getByRole("heading", { name: "This link has expired" }).waitFor();
    expect(await heading()).toBe("Verify for Acme Outdoor Co.");
    expect(await backLink.getAttribute("href")).toBe(RETURN_URL);
    await checkState(page, "state-expired");

    const canceled = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive", return_url: RETURN_URL })).body;
    expect((await test.post(`/api/v1/verification-sessions/${canceled.id}/cancel`, {})).status).toBe(200);
    await open(canceled.url);
    await page.getByRole("heading", { name: "This verification was canceled" }).waitFor();
    expect(await heading()).toBe("Verify for Acme Outdoor Co.");
    expect(await backLink.getAttribute("href")).toBe(RETURN_URL);
    await checkState(page, "state-canceled");

    // Failed: the sandbox's declined outcome, applied as its job would.
    const failed = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "declined", return_url: RETURN_URL })).body;
    await runSandboxOutcome(failed.id);
    expect((await test.get(`/api/v1/verification-sessions/${failed.id}`)).body.status).toBe("failed");
    await open(failed.url);
    await page.getByRole("heading", { name: "We couldn't verify you" }).waitFor();
    expect(await heading()).toBe("Verify for Acme Outdoor Co.");
    expect(await page.getByRole("link", { name: "Continue now" }).getAttribute("href")).toBe(RETURN_URL);
    await checkState(page, "state-failed");
    await page.waitForURL(RETURN_URL, { timeout: 10_000 });

    // Already completed (in another tab, say): the outcome, and back to the merchant.
    const done = (await test.post("/api/v1/verification-sessions", { flows: ["phone"], test_outcome: "interactive", return_url: RETURN_URL })).body;
    const sdk = sdkClient(api.baseUrl, done.client_token);
    expect((await sdk.post("/phone/send-code", { phone_number: "+33612345678" })).status).toBe(202);
    expect((await sdk.post("/phone/verify", { code: "000000" })).status).toBe(200);
    await open(done.url);
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    expect(await heading()).toBe("Verify for Acme Outdoor Co.");
    await checkState(page, "state-completed");
    await page.waitForURL(RETURN_URL, { timeout: 10_000 });

    // A token no object has: we cannot know whose it was.
    await open(`http://127.0.0.1:${port}/verify#token=pbvs_${"x".repeat(40)}`);
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
    expect(await heading()).toBe("Verification");
    expect(await page.locator("body").textContent()).not.toContain("Acme");
    await checkState(page, "state-unknown-link");
    await context.close();
  });

  it("speaks Spanish or French from the browser's languages, and keeps the language chosen in the switcher", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet", "email"], test_outcome: "interactive" });
    const { page, context } = await newPage({ locale: "es-MX" });
    await page.goto(created.body.url);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Verificación para Acme Outdoor Co.");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.getByRole("heading", { name: "Confirma tu billetera" }).waitFor();
    await page.getByRole("button", { name: "Conectar Test Wallet" }).click();
    await page.getByText("Billetera 0x").waitFor();
    await page.getByLabel("Tu correo electrónico").fill("jane@example");
    await page.getByRole("button", { name: "Envíame un código por correo" }).click();
    await page.getByRole("alert").filter({ hasText: "Esa dirección de correo no parece válida" }).waitFor();
    await checkState(page, "lang-es");

    await page.getByLabel("Idioma").selectOption("fr");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Vérification pour Acme Outdoor Co.");
    // The error already shown is said again in the new language.
    await page.getByRole("alert").filter({ hasText: "Cette adresse e-mail ne semble pas valide" }).waitFor();
    await page.getByLabel("Votre adresse e-mail").fill("jane@example.com");
    await page.getByRole("button", { name: "M'envoyer un code par e-mail" }).click();
    await page.getByLabel(/Saisissez le code à 6 chiffres/).fill("123456");
    await page.getByRole("button", { name: "Valider le code" }).click();
    await page.getByRole("alert").filter({ hasText: "Ce code n'est pas le bon. Il reste 4 essais." }).waitFor();
    await checkState(page, "lang-fr");

    // The choice outlives a reload (this browser's localStorage), over the browser's Spanish.
    await page.reload();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Vérification pour Acme Outdoor Co.");
    expect(await page.getByLabel("Langue").inputValue()).toBe("fr");
    await context.close();
  });

  it("reload mid-code (phone, then email): the page resumes at the code field with the resend countdown, and the code still works", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["phone", "email"], test_outcome: "interactive" });
    const { page, context } = await newPage();
    await page.goto(created.body.url);
    await page.getByLabel("Your mobile number").fill("+33 6 12 34 56 78");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await page.getByLabel(/Enter the 6-digit code/).waitFor();
    await page.reload();
    await page.getByLabel("Enter the 6-digit code we sent to +33 •••••5678").waitFor();
    await page.getByRole("button", { name: /^Send a new code in \d+ s$/ }).waitFor();
    await checkState(page, "reload-mid-code");
    await page.getByLabel(/Enter the 6-digit code/).fill("000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByText("Phone number +33 •••••5678 confirmed.").waitFor();

    await page.getByLabel("Your email address").fill("Jane.Doe@Example.com");
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByLabel(/Enter the 6-digit code/).waitFor();
    await page.reload();
    await page.getByLabel("Enter the 6-digit code we sent to j•••@example.com").waitFor();
    await page.getByRole("button", { name: /^Send a new code in \d+ s$/ }).waitFor();
    await page.getByLabel(/Enter the 6-digit code/).fill("000000");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("heading", { name: "You're verified" }).waitFor();
    await context.close();
  });

  it("no wallet on a phone: links open this page, token included, in the wallet apps' browsers", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const { page, context } = await newPage({ withWallet: false, phone: true });
    await page.goto(created.body.url);
    await page.getByRole("link", { name: "Open in MetaMask" }).waitFor();
    const pageUrl = `http://127.0.0.1:${port}/verify#token=${created.body.client_token}`;
    const hrefs = await page.locator("a.wallet-app").evaluateAll((links) => links.map((a) => [a.getAttribute("data-wallet"), a.getAttribute("href")]));
    expect(Object.fromEntries(hrefs)).toEqual({
      metamask: `https://link.metamask.io/dapp/127.0.0.1:${port}/verify#token=${created.body.client_token}`,
      coinbase: `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
      trust: `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}`,
      rainbow: `https://rnbwapp.com/dapp?url=${encodeURIComponent(pageUrl)}`,
    });
    await checkState(page, "no-wallet-phone");
    await context.close();
  });

  it("no wallet on a desktop: a QR code of this page's own address, token in the fragment, drawn in the page", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const { page, context } = await newPage({ withWallet: false });
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(created.body.url);
    const qr = page.getByRole("img", { name: "QR code of this page, to open it on your phone" });
    await qr.waitFor();
    // The modules the page drew, against the code the same library draws for the page's address with its token.
    const expected = await QRCode.toString(`http://127.0.0.1:${port}/verify#token=${created.body.client_token}`, QR_OPTIONS);
    const drawn = await qr.locator("path").evaluateAll((paths) => paths.map((p) => p.getAttribute("d")));
    expect(drawn).toEqual([...expected.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]));
    expect(await page.getByRole("link", { name: /Open in/ }).count()).toBe(0);
    // The token went to no server in a URL (only in the Authorization header of the SDK calls).
    expect(requests.filter((url) => url.includes("pbvs_"))).toEqual([]);
    await checkState(page, "no-wallet-desktop");
    await context.close();
  });

  it("a 200-character business name: once, on one line, the whole name in its tooltip, Connect still in view", async () => {
    const { prisma } = await import("../src/platform/db/client.js");
    const merchant = await createTestMerchant();
    const longName = `Compagnie Générale des Équipements de Plein Air et de Randonnée ${"Montagne ".repeat(20)}`.slice(0, 200);
    await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: longName } });
    const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" });
    const { page, context } = await newPage();
    await page.goto(created.body.url);
    const connect = page.getByRole("button", { name: "Connect Test Wallet" });
    await connect.waitFor();
    const h1 = page.locator("h1");
    expect(await h1.getAttribute("title")).toBe(longName);
    expect(await h1.textContent()).toBe(`Verify for ${longName}`);
    expect((await page.locator("body").innerText()).split(longName.trim()).length - 1).toBe(1);
    const name = h1.locator(".merchant-name");
    const box = (await name.boundingBox())!;
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height).toBeLessThanOrEqual(lineHeight + 1);
    const button = (await connect.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(VIEWPORT.height);
    await checkState(page, "long-name");
    await context.close();
  });

  it("a merchant's branding: its display name over the business name, its uploaded logo (with alt text), its accent on the buttons", async () => {
    const { prisma } = await import("../src/platform/db/client.js");
    const { openPortalSession, SESSION_COOKIE } = await import("../src/accounts/portal/portal-sessions.js");
    const merchant = await createTestMerchant();
    await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme Outdoor Holdings LLC" } });
    const owner = await prisma.user.findFirstOrThrow({ where: { merchantId: merchant.merchantId }, select: { id: true } });
    const { token, csrfToken } = await openPortalSession(owner.id);
    const portal = (method: string, p: string, body: Buffer | object, contentType = "application/json") =>
      fetch(`${api.baseUrl}/api/merchant${p}`, {
        method,
        headers: { Cookie: `${SESSION_COOKIE}=${token}`, "X-CSRF-Token": csrfToken, "Content-Type": contentType },
        body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
      });
    const ACCENT = "#0f766e";
    expect((await portal("PUT", "/settings", { branding_display_name: "Acme Trails", branding_accent_color: ACCENT })).status).toBe(200);
    // A real 80 × 80 PNG logo, drawn by the browser itself.
    const drawing = await browser.newPage({ viewport: { width: 80, height: 80 } });
    await drawing.setContent('<body style="margin:0"><div style="width:80px;height:80px;border-radius:16px;background:#0f766e;color:#fff;font:700 44px sans-serif;display:grid;place-items:center">A</div></body>');
    const png = await drawing.screenshot({ type: "png" });
    await drawing.close();
    expect((await portal("POST", "/branding/logo", png, "image/png")).status).toBe(200);

    const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" });
    const { page, context } = await newPage();
    await page.goto(created.body.url);
    const connect = page.getByRole("button", { name: "Connect Test Wallet" });
    await connect.waitFor();
    expect(await page.locator("h1").textContent()).toBe("Verify for Acme Trails");
    expect(await page.locator("body").textContent()).not.toContain("Acme Outdoor Holdings");
    const logo = page.getByRole("img", { name: "Acme Trails logo" });
    expect(await logo.count()).toBe(1);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(80);
    expect(new URL((await logo.getAttribute("src"))!).pathname).toMatch(/^\/branding\/logos\//);
    const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(ACCENT.slice(i, i + 2), 16)).join(", ")})`;
    expect(await connect.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb);
    await checkState(page, "branding");
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
