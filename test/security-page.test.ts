import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The app on a fixed port so PUBLIC_URL (the reset link's base) is where the browser goes; reset
// mail to a real SMTP server.
const { port, distDir, smtp } = await vi.hoisted(async () => {
  const port = 20_000 + Math.floor(Math.random() * 12_000); // below Linux's ephemeral ports (32768+), which outgoing connections take
  process.env.PORT = String(port);
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const distDir = `${process.env.TMPDIR ?? "/tmp"}/proofbase-security-page-${process.pid}-${port}`;
  process.env.WEB_DIST_DIR = distDir;
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const smtp = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = smtp.url;
  return { port, distDir, smtp };
});

import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { prisma } from "../src/db/client.js";
import { newId } from "../src/ids.js";
import { hashPassword } from "../src/portal/passwords.js";
import { QUEUES } from "../src/queues/names.js";
import { startApi, type TestApi } from "./support/api.js";
import { launchChromium } from "./support/browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { totpCode } from "./support/two-factor.js";
import { waitFor } from "./support/wait.js";
import { buildWebApp } from "./support/web-build.js";
import { runWorkers } from "./support/workers.js";

// UPDATE_SCREENSHOTS=1 writes the screenshots docs/dashboard.md shows; otherwise they go to the build dir.
const shotsDir = process.env.UPDATE_SCREENSHOTS ? path.resolve("docs/dashboard") : path.join(distDir, "shots");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 760 };

let api: TestApi;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  buildWebApp(distDir);
  mkdirSync(shotsDir, { recursive: true });
  [api, browser, workers] = await Promise.all([startApi(port), launchChromium(), runWorkers([QUEUES.email])]);
  context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, locale: "en-GB", timezoneId: "Europe/Paris", permissions: ["clipboard-read", "clipboard-write"] });
  page = await context.newPage();
  // Generous: a shared 2-core machine under load can take seconds per page; nothing here measures speed.
  page.setDefaultTimeout(30_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await workers?.stop();
  await api?.close();
  await smtp.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** axe-core in the page: no serious or critical violation. */
async function expectAccessible(name: string): Promise<void> {
  const violations = await page.evaluate(async (source) => {
    if (!(window as unknown as { axe?: unknown }).axe) (0, eval)(source);
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, help: v.help }));
  }, axeSource);
  expect(violations, `axe on ${name}`).toEqual([]);
}

/** Accessible, no horizontal scrolling at 375 px, screenshots at desktop and phone width. */
async function checkPage(name: string): Promise<void> {
  await page.waitForSelector('[role="status"] .spinner', { state: "detached" });
  await expectAccessible(name);
  await page.screenshot({ path: path.join(shotsDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 375 px`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: path.join(shotsDir, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

const heading = (name: string | RegExp) => page.getByRole("heading", { level: 1, name });

async function signIn(email: string, password: string, otp?: string): Promise<void> {
  await page.goto(`${api.baseUrl}/signin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (otp !== undefined) {
    await page.getByText("Your account uses two-factor authentication").waitFor();
    await page.getByLabel("Authentication code").fill(otp);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
  }
  await page.getByRole("navigation", { name: "Dashboard" }).waitFor();
}

async function signOut(): Promise<void> {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await heading("Sign in to Proofbase").waitFor();
}

/** The reset link of the newest reset email to `email` (quoted-printable decoded). */
async function resetLinkMailedTo(email: string): Promise<string> {
  const [mail] = await waitFor(async () => (smtp.to(email).length > 0 ? smtp.to(email) : null), "the reset email", 30_000);
  const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset#token=[A-Za-z0-9]+/.exec(text)?.[0];
  if (!link) throw new Error("no reset link in the email");
  return link;
}

let merchant: TestMerchant;
let secret = "";
let recoveryCodes: string[] = [];

describe("the Security page (headless Chromium)", { timeout: 180_000 }, () => {
  it("sets up 2FA from the QR page's typed key, shows the recovery codes once, and then asks for a code at sign-in", async () => {
    merchant = await createTestMerchant();
    await signIn(merchant.email, merchant.password);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Security", exact: true }).click();
    await heading("Security").waitFor();
    await page.getByRole("cell", { name: "this session" }).waitFor();
    await checkPage("security");

    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByRole("img", { name: "QR code of your two-factor secret" }).waitFor();
    secret = (await page.getByLabel("Two-factor secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkPage("security-2fa-setup");

    // A wrong code is refused in words.
    await page.getByLabel("Code from the app").fill(totpCode(secret, -3));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await page.getByRole("alert").filter({ hasText: /not valid/ }).waitFor();

    await page.getByLabel("Code from the app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await checkPage("security-recovery-codes");
    await page.getByRole("button", { name: "I saved my recovery codes" }).click();
    await page.getByText("10 of 10 recovery codes left").waitFor();
    expect(await list.count()).toBe(0);

    await signOut();
    // The next step's code: later than the one that turned 2FA on, whatever the clock does meanwhile.
    await signIn(merchant.email, merchant.password, totpCode(secret, 1));
    expect(new URL(page.url()).pathname).toBe("/test/verifications");
  });

  it("resets the password through the emailed link, once; 2FA still guards the next sign-in", async () => {
    await signOut();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await heading("Reset your password").waitFor();
    await page.getByLabel("Email").fill(merchant.email);
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await page.getByRole("status").filter({ hasText: /on its way/ }).waitFor();

    const link = await resetLinkMailedTo(merchant.email);
    expect(link.startsWith(`http://127.0.0.1:${port}/reset#token=`)).toBe(true);
    await page.goto(link);
    await heading("Choose a new password").waitFor();
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe("");
    await checkPage("reset-password");
    await page.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await page.getByLabel("New password again").fill("not the same one");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("alert").filter({ hasText: "The two passwords are not the same." }).waitFor();
    await page.getByLabel("New password again").fill("a brand new passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("status").filter({ hasText: /password is changed/ }).waitFor();

    // The same link again (opened from the email anew): refused, saying why.
    await page.goto(`${api.baseUrl}/signin`);
    await heading("Sign in to Proofbase").waitFor();
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("yet another passphrase");
    await page.getByLabel("New password again").fill("yet another passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("alert").filter({ hasText: /already used/ }).waitFor();

    await signIn(merchant.email, "a brand new passphrase", recoveryCodes[0]);
    await page.goto(`${api.baseUrl}/test/security`);
    await page.getByText("9 of 10 recovery codes left").waitFor();
  });

  it("lists sessions and signs out everywhere", async () => {
    await page.goto(`${api.baseUrl}/test/security`);
    await page.getByRole("cell", { name: "this session" }).waitFor();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
    await heading("Sign in to Proofbase").waitFor();
    expect(await prisma.portalSession.count({ where: { user: { email: merchant.email } } })).toBe(0);
  });

  it("takes a member of an account that requires 2FA to set it up before anything else", async () => {
    const owner = await createTestMerchant();
    await prisma.merchantSettings.create({ data: { merchantId: owner.merchantId, requireTwoFactor: true } });
    const email = `member-${Date.now()}@example.test`;
    await prisma.user.create({ data: { id: newId("user"), merchantId: owner.merchantId, email, passwordHash: await hashPassword(owner.password), role: "developer" } });
    await page.goto(`${api.baseUrl}/signin`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await heading("Security").waitFor();
    await page.getByRole("alert").filter({ hasText: /requires two-factor authentication/ }).waitFor();
    expect(await page.getByRole("heading", { name: "Password" }).count()).toBe(0);
    await checkPage("security-2fa-required");
    await page.goto(`${api.baseUrl}/test/customers`);
    await heading("Security").waitFor();
    expect(new URL(page.url()).pathname).toBe("/test/security");
  });
});
