import { screenshotsDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/platform/db/client.js";
import type { TestApi } from "./support/api.js";
import { checkDashboardPage } from "./support/dashboard-checks.js";
import * as dashboard from "./support/dashboard-browser.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";

const shotsDir = screenshotsDir();

/** A square PNG of one colour (RGB), as a logo the screenshot shows. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
const PNG = solidPng(64, [29, 78, 216]);

let api: TestApi;
let browser: Browser;
let page: Page;
let merchant: TestMerchant;
const cspViolations: string[] = [];

beforeAll(async () => {
  [{ api, browser }, merchant] = await Promise.all([dashboard.startBrowserApp(), createTestMerchant()]);
  page = await dashboard.dashboardPage(browser);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

afterAll(() => dashboard.stopBrowserApp({ api, browser }));

const heading = (name: string | RegExp, level = 1) => dashboard.heading(page, name, level);
const branding = () => page.getByRole("form", { name: "Branding" });

describe("the Branding section of the Settings page (headless Chromium)", { timeout: 180_000 }, () => {
  it("checks the accent colour's contrast as it is typed, uploads a logo with a preview, and saves", async () => {
    await dashboard.signIn(page, api.baseUrl, merchant.email, merchant.password);
    await page.goto(`${api.baseUrl}/test/settings`);
    await heading("Branding", 2).waitFor();
    const form = branding();
    const contrast = form.getByTestId("accent-contrast");

    // Too light: the form says the ratio as it is typed, and the server refuses it with the same ratio.
    await form.getByLabel("Accent colour", { exact: true }).fill("#ffcc00");
    await contrast.filter({ hasText: "1.51:1" }).filter({ hasText: "too light" }).waitFor();
    await form.getByRole("button", { name: "Save branding" }).click();
    await form.getByRole("alert").filter({ hasText: "1.51:1" }).waitFor();

    await form.getByLabel("Accent colour", { exact: true }).fill("#1d4ed8");
    await contrast.filter({ hasText: "6.70:1" }).filter({ hasText: "passes" }).waitFor();
    await form.getByLabel("Display name").fill("Acme Outdoor Co.");
    expect(await form.getByTestId("brand-preview-name").textContent()).toBe("Acme Outdoor Co.");
    // The review timeframe starts at the default, 2 business days.
    const reviewDays = form.getByLabel("Review timeframe (business days)");
    expect(await reviewDays.inputValue()).toBe("2");
    await reviewDays.fill("3");
    await form.getByRole("button", { name: "Save branding" }).click();
    await page.getByText("Branding saved").waitFor();

    // A file over 100 KB is refused before it is sent; a PNG is uploaded and shown.
    const fileInput = form.getByLabel("Or upload a logo");
    await fileInput.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(100 * 1024)]) });
    await form.getByRole("alert").filter({ hasText: "at most 100 KB" }).waitFor();
    await fileInput.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
    await page.getByText("Logo uploaded").waitFor();
    const uploaded = form.getByRole("img", { name: "Your uploaded logo" });
    await uploaded.waitFor();
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

    await checkDashboardPage(page, shotsDir, "settings-branding");
    expect(cspViolations).toEqual([]);

    const stored = await page.evaluate(async () => (await fetch("/api/merchant/settings")).json());
    expect(stored).toMatchObject({
      branding_display_name: "Acme Outdoor Co.",
      branding_accent_color: "#1d4ed8",
      review_business_days: 3,
      branding_logo_url: null,
      branding_logo_upload: { content_type: "image/png", size: PNG.length },
      branding_preview: { name: "Acme Outdoor Co.", accent_color: "#1d4ed8", review_business_days: 3 },
    });

    // A logo URL replaces the upload; removing the logo leaves none.
    await form.getByLabel("Logo URL").fill("https://cdn.example.com/logo.png");
    await form.getByRole("button", { name: "Save branding" }).click();
    await expect.poll(async () => prisma.brandingLogo.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
    await form.getByRole("img", { name: "Your uploaded logo" }).waitFor({ state: "detached" });
    await form.getByRole("button", { name: "Remove logo" }).click();
    await page.getByText("Logo removed").waitFor();
    await expect.poll(async () => (await prisma.merchantSettings.findUniqueOrThrow({ where: { merchantId: merchant.merchantId } })).brandingLogoUrl).toBeNull();
    expect(await form.getByLabel("Logo URL").inputValue()).toBe("");
  });
});
