import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Reset mail goes to a real SMTP server (src/platform/config.ts reads SMTP_URL at import); the reset link's
// base is PUBLIC_URL, the api's own port (test/support/browser-env.ts).
const { smtp } = await vi.hoisted(async () => {
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const smtp = await startSmtpServer();
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = smtp.url;
  return { smtp };
});

import { port, screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { hashPassword } from "../src/accounts/portal/passwords.js";
import { QUEUES } from "../src/platform/queues/names.js";
import type { TestApi } from "./support/api.js";
import * as checks from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { enableTwoFactorFor, totpCode } from "./support/two-factor.js";
import { waitFor } from "./support/wait.js";
import { runWorkers } from "./support/workers.js";

const shotsDir = screenshotsDir();

let api: TestApi;
let browser: Browser;
let page: Page;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  [{ api, browser }, workers] = await Promise.all([dashboard.startBrowserApp(), runWorkers([QUEUES.email])]);
  page = await dashboard.dashboardPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
});

afterAll(async () => {
  await dashboard.stopBrowserApp({ api, browser });
  await workers?.stop();
  await smtp.close();
});

const checkPage = (name: string) => checks.checkDashboardPage(page, shotsDir, name);

const heading = (name: string | RegExp) => dashboard.heading(page, name);

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
  it("sets up 2FA (after the password) from the QR page's typed key, shows the recovery codes once, and then asks for a code at sign-in", async () => {
    merchant = await createTestMerchant();
    await signIn(merchant.email, merchant.password);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Security", exact: true }).click();
    await heading("Security").waitFor();
    await page.getByRole("cell", { name: "this session" }).waitFor();
    await checkPage("security");

    // The password first: a session left open somewhere must not turn 2FA on with someone else's app.
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    const prompt = page.getByRole("dialog", { name: "Confirm your password" });
    await prompt.getByLabel("Your password").fill("not my password at all");
    await prompt.getByRole("button", { name: "Continue" }).click();
    await prompt.getByRole("alert").filter({ hasText: "Your current password is not correct." }).waitFor();
    await checkPage("security-2fa-password");
    await prompt.getByLabel("Your password").fill(merchant.password);
    await prompt.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("img", { name: "QR code of your two-factor secret" }).waitFor();
    expect(await prompt.count()).toBe(0);
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

  it("asks for a code when an action needs a fresh second factor, then does it", async () => {
    const owner = await createTestMerchant();
    const { id: userId } = await prisma.user.findUniqueOrThrow({ where: { email: owner.email }, select: { id: true } });
    const { secret: ownerSecret } = await enableTwoFactorFor({ userId, email: owner.email });
    await page.context().clearCookies();
    // The current step's code to sign in and the next step's for the prompt: both stay inside the
    // server's one-step window whenever a 30 s step ends, and the prompt's is never a step the
    // sign-in already used (a code from the step before could be two steps old by the time the
    // server checks it).
    await signIn(owner.email, owner.password, totpCode(ownerSecret));
    // The sign-in's own code counts for 5 minutes: as if that was longer ago.
    await prisma.portalSession.updateMany({ where: { userId }, data: { secondFactorAt: new Date(Date.now() - 10 * 60_000) } });
    await page.goto(`${api.baseUrl}/test/team`);
    await heading("Team").waitFor();
    const invitee = `admin-${Date.now()}@example.test`;
    await page.getByRole("button", { name: "Invite member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a member" });
    await dialog.getByLabel("Email").fill(invitee);
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const prompt = page.getByRole("dialog", { name: "Confirm it is you" });
    await prompt.getByLabel("Authentication code").fill(totpCode(ownerSecret, 1));
    await prompt.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("table", { name: "Pending invitations" }).getByRole("row").filter({ hasText: invitee }).waitFor();
    expect(await prisma.memberInvitation.count({ where: { email: invitee, role: "admin" } })).toBe(1);
  });
});
