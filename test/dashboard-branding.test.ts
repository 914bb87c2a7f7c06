import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const { port, distDir } = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 12_000); // below Linux's ephemeral ports (32768+), which outgoing connections take
  process.env.PORT = String(port);
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const distDir = `${process.env.TMPDIR ?? "/tmp"}/proofbase-branding-page-${process.pid}-${port}`;
  process.env.WEB_DIST_DIR = distDir;
  return { port, distDir };
});

import { mkdirSync, rmSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { prisma } from "../src/db/client.js";
import { startApi, type TestApi } from "./support/api.js";
import { launchChromium } from "./support/browser.js";
import { checkDashboardPage, DESKTOP } from "./support/dashboard-checks.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { buildWebApp } from "./support/web-build.js";

// UPDATE_SCREENSHOTS=1 writes the screenshots docs/dashboard.md shows; otherwise they go to the build dir.
const shotsDir = process.env.UPDATE_SCREENSHOTS ? path.resolve("docs/dashboard") : path.join(distDir, "shots");

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
  buildWebApp(distDir);
  mkdirSync(shotsDir, { recursive: true });
  [api, browser, merchant] = await Promise.all([startApi(port), launchChromium(), createTestMerchant()]);
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1, locale: "en-GB", timezoneId: "Europe/Paris" });
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const heading = (name: string | RegExp, level = 1) => page.getByRole("heading", { level, name });
const branding = () => page.getByRole("form", { name: "Branding" });

describe("the Branding section of the Settings page (headless Chromium)", { timeout: 180_000 }, () => {
  it("checks the accent colour's contrast as it is typed, uploads a logo with a preview, and saves", async () => {
    await page.goto(`${api.baseUrl}/signin`);
    await page.getByLabel("Email").fill(merchant.email);
    await page.getByLabel("Password").fill(merchant.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await heading("Verifications").waitFor();
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
      branding_logo_url: null,
      branding_logo_upload: { content_type: "image/png", size: PNG.length },
      branding_preview: { name: "Acme Outdoor Co.", accent_color: "#1d4ed8" },
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
