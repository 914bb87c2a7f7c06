// The hosted page with no dead end (contract section 22, "Hosted page"): a phone without a wallet
// finishing on another device, a local-format number with the country picker, the locked code
// field, and the SMS and email in the page's language. Each at 1440 px and 390 px, axe at 0.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { twilio, smtp } = await vi.hoisted(async () => {
  const { startTwilioServer, twilioEnv } = await import("./support/twilio-server.js");
  const { startSmtpServer } = await import("./support/smtp-server.js");
  const [twilioServer, smtpServer] = await Promise.all([startTwilioServer(), startSmtpServer()]);
  Object.assign(process.env, twilioEnv(twilioServer));
  process.env.EMAIL_PROVIDER = "smtp";
  process.env.SMTP_URL = smtpServer.url;
  process.env.EMAIL_FROM = "Proofbase Verify <verify@proofbase.test>";
  return { twilio: twilioServer, smtp: smtpServer };
});

import { port, saveScreenshot, screenshotsDir } from "./support/browser-env.js"; // before src/platform/config.ts is read
import { randomBytes } from "node:crypto";
import path from "node:path";
import QRCode from "qrcode";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { QR_OPTIONS } from "../web/src/verify/qr.js";
import { prisma } from "../src/platform/db/client.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { client, type TestApi } from "./support/api.js";
import { injectWallet } from "./support/browser.js";
import { startBrowserApp, stopBrowserApp } from "./support/dashboard-browser.js";
import { expectAccessible, NARROW, WIDE } from "./support/dashboard-checks.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";
import { newWallet } from "./support/sdk.js";
import { waitFor } from "./support/wait.js";
import { runWorkers } from "./support/workers.js";

// UPDATE_SCREENSHOTS=1 writes the screenshots docs/verification-flows.md shows.
const shotsDir = screenshotsDir("docs/verification-flows");
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let api: TestApi;
let browser: Browser;
let merchant: TestMerchant;
let test: ApiClient;
let live: ApiClient;
let workers: { stop: () => Promise<void> };

beforeAll(async () => {
  merchant = await createTestMerchant();
  await prisma.merchant.update({ where: { id: merchant.merchantId }, data: { businessName: "Acme Outdoor Co." } });
  [{ api, browser }, workers] = await Promise.all([startBrowserApp(), runWorkers([QUEUES.sms, QUEUES.email])]);
  test = client(api.baseUrl, merchant.testKey);
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(async () => {
  await workers?.stop();
  await stopBrowserApp({ api, browser });
  await Promise.all([twilio.close(), smtp.close()]);
});

const SIZES = [
  { name: "1440", viewport: WIDE },
  { name: "390", viewport: NARROW },
] as const;
type Size = (typeof SIZES)[number];

async function newContext(size: Size, options: { phone?: boolean; wallet?: boolean; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: 1,
    locale: options.locale ?? "en-US",
    ...(options.phone ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  if (options.wallet) await injectWallet(page, newWallet());
  return { context, page };
}

/** A state as a person meets it: axe at 0, nothing wider than the window, and its screenshot. */
async function checkState(page: Page, size: Size, name: string) {
  await expectAccessible(page, `${name} at ${size.name} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${size.viewport.width} px`).toBeLessThanOrEqual(size.viewport.width);
  await saveScreenshot(page, path.join(shotsDir, `hosted-${name}-${size.name}.png`), { fullPage: true });
}

const session = async (key: ApiClient, flows: string[]) => {
  const res = await key.post("/api/v1/verification-sessions", { flows, ...(key === test ? { test_outcome: "interactive" } : {}) });
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string; client_token: string };
};

describe.each(SIZES)("hosted page at $name px (headless Chromium)", (size) => {
  it("a phone without a wallet: says what a wallet is, and the same session finishes through another device", async () => {
    const created = await session(test, ["wallet", "phone"]);
    const pageUrl = `http://127.0.0.1:${port}/verify#token=${created.client_token}`;
    const phone = await newContext(size, { phone: true });
    await phone.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: `http://127.0.0.1:${port}` });
    const requests: string[] = [];
    phone.page.on("request", (request) => requests.push(request.url()));
    await phone.page.goto(created.url);

    await phone.page.getByText("A wallet is an app that holds your crypto accounts").waitFor();
    await phone.page.getByRole("heading", { name: "No wallet on this phone?" }).waitFor();
    // The locked step says why, in words a screen reader reads too.
    const locked = phone.page.locator(".step.locked");
    expect(await locked.locator(".locked-reason").innerText()).toContain("Locked: finish step 1, “Confirm your wallet”, first to unlock this step.");
    expect(await locked.getByLabel("Your mobile number").isDisabled()).toBe(true);
    // The QR code is this page's own link, token in the fragment, as the merchant gave it.
    const qr = phone.page.getByRole("img", { name: "QR code of this page, to open it on another device" });
    const expected = await QRCode.toString(pageUrl, QR_OPTIONS);
    expect(await qr.locator("path").evaluateAll((paths) => paths.map((p) => p.getAttribute("d")))).toEqual([...expected.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]));
    await checkState(phone.page, size, "handoff-1-phone-no-wallet");

    await phone.page.getByRole("button", { name: "Copy link" }).click();
    await phone.page.getByText("Link copied.").waitFor();
    const copied = await phone.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(pageUrl);
    // Nothing new left the page: the token went to no server in a URL, and is not shown as text.
    expect(requests.filter((url) => url.includes("pbvs_"))).toEqual([]);
    expect(await phone.page.locator("body").innerText()).not.toContain("pbvs_");

    // The other device (a computer with a wallet extension) opens the same link and confirms the wallet.
    const other = await newContext(size, { wallet: true });
    await other.page.goto(copied);
    await other.page.getByRole("button", { name: "Connect Test Wallet" }).click();
    await other.page.getByText(/Wallet 0x.* confirmed\./).waitFor();
    await checkState(other.page, size, "handoff-2-other-device-wallet");
    await other.context.close();

    // Back on the phone: the page looks again, and the phone finishes the phone step.
    await phone.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await phone.page.getByText(/Wallet 0x.* confirmed\./).waitFor();
    expect(await phone.page.locator(".step.locked").count()).toBe(0);
    // A number of its own: one verified before for another wallet would be a reused number (phone_reused).
    await phone.page.getByLabel("Country").selectOption("FR");
    await phone.page.getByLabel("Your mobile number").fill(`06 1${randomDigits(7)}`); // 061…: mainland France (069… are overseas departments)
    await phone.page.getByRole("button", { name: "Text me a code" }).click();
    await phone.page.getByLabel(/Enter the 6-digit code/).fill("000000");
    await phone.page.getByRole("button", { name: "Confirm code" }).click();
    await phone.page.getByRole("heading", { name: "You're verified" }).waitFor();
    await checkState(phone.page, size, "handoff-3-phone-finished");
    expect((await test.get(`/api/v1/verification-sessions/${created.id}`)).body.status).toBe("completed");
    await phone.context.close();
  });

  it("a local-format number with the country picker; a refused country names the allowed ones", async () => {
    await prisma.merchantSettings.upsert({
      where: { merchantId: merchant.merchantId },
      create: { merchantId: merchant.merchantId, smsCountries: ["FR", "US"], smsCountriesDefault: false },
      update: { smsCountries: ["FR", "US"], smsCountriesDefault: false },
    });
    try {
      const created = await session(test, ["phone"]);
      const { page, context } = await newContext(size);
      await page.goto(created.url);
      const number = page.getByLabel("Your mobile number");
      // An American browser starts in the US, with an American example; the picker offers only the merchant's countries.
      await expect.poll(() => page.getByLabel("Country").inputValue()).toBe("US");
      expect(await page.getByLabel("Country").locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(["FR", "US"]);
      await page.getByText("For example (201) 555-0123").waitFor();
      await page.getByLabel("Country").selectOption("FR");
      await page.getByText("For example 06 12 34 56 78").waitFor();
      expect(await number.getAttribute("placeholder")).toBe("06 12 34 56 78");

      // A German number, typed with its country code, is refused, and the page names the countries this merchant texts.
      await number.fill("+49 1512 3456789");
      await page.getByRole("button", { name: "Text me a code" }).click();
      await page.getByRole("alert").filter({ hasText: "Please use a number from France or United States." }).waitFor();
      await checkState(page, size, "country-1-refused");

      await page.getByLabel("Country").selectOption("FR");
      await number.fill("06 12 34 56 78");
      await page.getByText("We will text +33 6 12 34 56 78").waitFor();
      await checkState(page, size, "country-2-local-format");
      await page.getByRole("button", { name: "Text me a code" }).click();
      await page.getByLabel("Enter the 6-digit code we sent to +33 •••••5678").fill("000000");
      await page.getByRole("button", { name: "Confirm code" }).click();
      await page.getByRole("heading", { name: "You're verified" }).waitFor();
      expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: created.id } })).signals).toMatchObject({ phone_country: "FR" });
      await context.close();
    } finally {
      await prisma.merchantSettings.update({ where: { merchantId: merchant.merchantId }, data: { smsCountries: [], smsCountriesDefault: true } });
    }
  });

  it("after the last wrong code the field locks and says when a new code can be sent; after a reload, resend leaves no old error", async () => {
    const created = await session(test, ["phone"]);
    const { page, context } = await newContext(size);
    await page.goto(created.url);
    await page.getByLabel("Your mobile number").fill("+1 201 555 0123");
    await page.getByRole("button", { name: "Text me a code" }).click();
    const code = page.getByLabel(/Enter the 6-digit code/);
    for (let left = 4; left >= 1; left--) {
      await code.fill("111111");
      await page.getByRole("button", { name: "Confirm code" }).click();
      await page.getByRole("alert").filter({ hasText: `That code is not right. ${left} ${left === 1 ? "attempt" : "attempts"} left.` }).waitFor();
    }
    await code.fill("111111");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("alert").filter({ hasText: /^This code can no longer be used\. You can send a new code in \d+ s\.$/ }).waitFor();
    // The field takes no code that would fail, and no button offers a send the countdown forbids.
    expect(await code.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Confirm code" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Send a new code", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Send a new code in \d+ s$/ }).isDisabled()).toBe(true);
    await checkState(page, size, "code-1-locked");

    // A new code (the 30 s passed), a wrong guess, a reload: the page resumes at the code field.
    await prisma.sdkFlow.update({ where: { objectId_type: { objectId: created.id, type: "phone" } }, data: { lastSendAt: new Date(Date.now() - 31_000) } });
    await page.reload();
    await page.getByLabel("Your mobile number").fill("+1 201 555 0123");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await code.fill("111111");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("alert").filter({ hasText: "That code is not right. 4 attempts left." }).waitFor();
    await prisma.sdkFlow.update({ where: { objectId_type: { objectId: created.id, type: "phone" } }, data: { lastSendAt: new Date(Date.now() - 31_000) } });
    await page.reload();
    await code.fill("111111");
    await page.getByRole("button", { name: "Confirm code" }).click();
    await page.getByRole("alert").filter({ hasText: "That code is not right. 3 attempts left." }).waitFor();
    // The page no longer has the number: resend asks for it, and the old code's error is gone.
    await page.getByRole("button", { name: "Send a new code", exact: true }).click();
    await page.getByLabel("Your mobile number").waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await checkState(page, size, "code-2-resend-after-reload");
    await context.close();
  });

  it("a decline says more than 'did not pass' (no rule named), and a review gives a timeframe", async () => {
    const { runSandboxOutcome } = await import("../src/sessions/sandbox.js");
    // The merchant's review timeframe (branding settings), in the singular for one day.
    await prisma.merchantSettings.upsert({ where: { merchantId: merchant.merchantId }, create: { merchantId: merchant.merchantId, reviewBusinessDays: 1 }, update: { reviewBusinessDays: 1 } });
    try {
      const { page, context } = await newContext(size);
      for (const [outcome, heading, words, name] of [
        ["declined", "We couldn't verify you", "For your security we cannot say which check did not pass.", "outcome-declined"],
        ["review", "Thanks, we're taking a closer look", "usually within 1 business day.", "outcome-review"],
      ] as const) {
        const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: outcome });
        await runSandboxOutcome(res.body.id);
        await page.goto("about:blank");
        await page.goto(res.body.url);
        await page.getByRole("heading", { name: heading }).waitFor();
        expect(await page.locator(".outcome").innerText()).toContain(words);
        await checkState(page, size, name);
      }
      await context.close();
    } finally {
      await prisma.merchantSettings.update({ where: { merchantId: merchant.merchantId }, data: { reviewBusinessDays: 2 } });
    }
  });

  it("a Spanish page: the SMS and the email are in Spanish (live mode, Twilio and SMTP stand-ins)", async () => {
    const created = await session(live, ["phone", "email"]);
    const { page, context } = await newContext(size, { locale: "es-ES" });
    await page.goto(created.url);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Verificación para Acme Outdoor Co.");
    // A Spanish browser starts in Spain, with a Spanish example.
    await expect.poll(() => page.getByLabel("País").inputValue()).toBe("ES");
    const mobile = `6${String(10_000_000 + (randomBytes(3).readUIntBE(0, 3) % 89_999_999)).padStart(8, "0")}`;
    await page.getByLabel("Tu número de móvil").fill(mobile);
    await page.getByRole("button", { name: "Envíame un código por SMS" }).click();
    await page.getByLabel(/Introduce el código de 6 dígitos/).waitFor();
    const sms = await waitFor(() => twilio.messages.find((m) => m.to === `+34${mobile}`) ?? null, "the Spanish SMS");
    const smsCode = /^(\d{6}) es tu código de verificación de Acme Outdoor Co\.$/.exec(sms.body)?.[1];
    expect(smsCode, sms.body).toBeDefined();
    await page.getByLabel(/Introduce el código de 6 dígitos/).fill(smsCode!);
    await page.getByRole("button", { name: "Confirmar código" }).click();
    await page.getByText(/Número de teléfono \+34 .* confirmado\./).waitFor();

    const email = `ana.${randomBytes(4).toString("hex")}@example.com`;
    await page.getByLabel("Tu correo electrónico").fill(email);
    await page.getByRole("button", { name: "Envíame un código por correo" }).click();
    await page.getByLabel(/Introduce el código de 6 dígitos/).waitFor();
    await checkState(page, size, "lang-es-live-codes");
    const [mail] = await waitFor(() => (smtp.to(email).length > 0 ? smtp.to(email) : null), "the Spanish email");
    const subject = decodeHeader(mail!.headers.subject!);
    const mailCode = /^(\d{6}) es tu código de verificación de Acme Outdoor Co\.$/.exec(subject)?.[1];
    expect(mailCode, subject).toBeDefined();
    expect(decodeQuotedPrintable(mail!.raw)).toContain("Caduca en 10 minutos. No lo compartas con nadie.");
    await page.getByLabel(/Introduce el código de 6 dígitos/).fill(mailCode!);
    await page.getByRole("button", { name: "Confirmar código" }).click();
    await page.locator(".outcome h2").waitFor();
    await context.close();
  });
});

/** An RFC 2047 header (`=?UTF-8?Q?...?=` or `=?UTF-8?B?...?=` words) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Quoted-printable (`c=C3=B3digo`, soft line breaks) as UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

/** `n` random digits (numbers no other test verified). */
function randomDigits(n: number): string {
  return Array.from(randomBytes(n), (b) => String(b % 10)).join("");
}
