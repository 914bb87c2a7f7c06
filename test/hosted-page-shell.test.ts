import { webDistDir as distDir } from "./support/browser-env.js"; // first: it sets the api's environment before src/platform/config.ts is read
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { client, type TestApi } from "./support/api.js";
import { emulateSlow3G, injectWallet } from "./support/browser.js";
import { startBrowserApp, stopBrowserApp } from "./support/dashboard-browser.js";
import { axeViolations } from "./support/dashboard-checks.js";
import { createTestMerchant } from "./support/factories.js";
import { newWallet } from "./support/sdk.js";
import { checkBudgets } from "../scripts/web-size.js";

let api: TestApi;
let browser: Browser;
beforeAll(async () => {
  ({ api, browser } = await startBrowserApp());
});
afterAll(() => stopBrowserApp({ api, browser }));

/** node:http, not fetch: the bytes as they came over the wire, never decoded on the way. */
function rawGet(p: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${api.baseUrl}${p}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The URLs a built page loads (its script, the chunks it preloads, its stylesheet). */
const pageAssets = (html: string) => [...readFileSync(path.join(distDir, html), "utf8").matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
const builtAsset = (pattern: RegExp) => pageAssets("verify.html").find((url) => pattern.test(url))!;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the hosted page's shell and the web app's compression", () => {
  it("sends the build's br or gzip variant as the client accepts, and the file itself without Accept-Encoding", async () => {
    const urls = [
      { url: "/verify", file: "verify.html", type: "text/html" },
      { url: pageAssets("index.html").find((url) => url.endsWith(".js"))!, type: "text/javascript" },
      { url: builtAsset(/\.js$/), type: "text/javascript" },
      { url: builtAsset(/\.css$/), type: "text/css" },
      { url: "/sdk/v1/proofbase.js", file: "sdk/v1/proofbase.js", type: "text/javascript" },
    ];
    for (const { url, file, type } of urls) {
      const original = readFileSync(path.join(distDir, file ?? url.slice(1)));
      for (const [acceptEncoding, encoding, decode, suffix] of [
        ["gzip, deflate, br", "br", brotliDecompressSync, ".br"],
        ["br;q=0, gzip", "gzip", gunzipSync, ".gz"],
        ["gzip", "gzip", gunzipSync, ".gz"],
        [undefined, undefined, (bytes: Buffer) => bytes, ""],
        ["identity", undefined, (bytes: Buffer) => bytes, ""],
      ] as const) {
        const what = `${url} with Accept-Encoding ${acceptEncoding}`;
        const res = await rawGet(url, acceptEncoding);
        expect(res.status, what).toBe(200);
        expect(res.headers["content-encoding"], what).toBe(encoding);
        expect(res.headers["content-type"], what).toContain(type);
        expect(res.headers.vary, what).toContain("Accept-Encoding");
        // The very bytes the build wrote: nothing was compressed for this request.
        expect(res.body.equals(readFileSync(path.join(distDir, (file ?? url.slice(1)) + suffix))), what).toBe(true);
        expect(decode(res.body).equals(original), what).toBe(true);
      }
    }
    // Under 1 KB nothing is worth compressing: the dashboard's HTML goes as it is.
    const dashboard = await rawGet("/", "br, gzip");
    expect(dashboard.headers["content-encoding"]).toBeUndefined();
    expect(dashboard.body.equals(readFileSync(path.join(distDir, "index.html")))).toBe(true);
    // Caching as before: hashed assets for good, the SDK's stable URL for minutes (and any origin).
    expect((await rawGet(builtAsset(/\.js$/), "br")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const sdk = await rawGet("/sdk/v1/proofbase.js", "br");
    expect(sdk.headers["cache-control"]).toBe("public, max-age=300");
    expect(sdk.headers["access-control-allow-origin"]).toBe("*");
    expect((await rawGet("/assets/../verify.html", "br")).status).toBe(404);
    expect((await rawGet("/assets/", "br")).status).toBe(404);
  });

  it("puts nothing that blocks rendering before the shell, and keeps each page's JavaScript within its budget", () => {
    const html = readFileSync(path.join(distDir, "verify.html"), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"|<script[^>]*\bsrc=/);
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('class="shell"'));
    const budgets = checkBudgets(distDir);
    console.log(budgets.lines.join("\n"));
    expect(budgets.ok).toBe(true);
  });

  it("allows exactly the shell's inline style and script, by their hashes", async () => {
    const html = readFileSync(path.join(distDir, "verify.html"), "utf8");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const csp = String((await rawGet("/verify", "br")).headers["content-security-policy"]);
    expect(csp).toContain(`style-src 'self' ${sha256(style)};`);
    expect(csp).toContain(`script-src 'self' ${sha256(script)};`);
    expect(csp).not.toContain("unsafe-inline");
    expect(String((await rawGet("/")).headers["content-security-policy"])).toContain("style-src 'self'; script-src 'self';");
  });

  it("paints the shell from the HTML alone: styled, in words, accessible, with JavaScript off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()));
    await page.goto(`${api.baseUrl}/verify#token=pbvs_${"x".repeat(40)}`);
    await page.getByRole("status").filter({ hasText: "Loading your verification…" }).waitFor();
    // (getByText skips <noscript>: Playwright reads its text as it would with scripting on.)
    const noscript = page.locator("noscript p").first();
    expect(await noscript.textContent()).toContain("This page needs JavaScript.");
    expect(await noscript.isVisible()).toBe(true);
    // The inline style applied: CSP let it through.
    expect(await page.locator("main.shell").evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe("12px");
    expect(blocked).toEqual([]);
    // axe needs scripting; it checks what this browser shows, its <noscript> content in place.
    const shown = (await page.content()).replace(/<(\/?)noscript>/g, "<$1div>");
    await context.close();
    const checker = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const checkerPage = await checker.newPage();
    await checkerPage.setContent(shown);
    expect(await checkerPage.locator("div > p.shell-noscript").count()).toBe(3);
    expect(await axeViolations(checkerPage)).toEqual([]);
    await checker.close();
  });

  it("says it in the browser's language before the page's script has loaded", async () => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()));
    // The page's script never arrives, as on a slow network: what shows is the shell alone.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${api.baseUrl}/verify#token=pbvs_${"x".repeat(40)}`);
    await page.getByRole("status").filter({ hasText: "Chargement de votre vérification…" }).waitFor();
    // A language chosen before with the page's switcher wins over the browser's, as on the page.
    await page.evaluate(() => window.localStorage.setItem("proofbase:language", "es"));
    await page.reload();
    await page.getByRole("status").filter({ hasText: "Cargando tu verificación…" }).waitFor();
    expect(blocked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("on Slow 3G, paints the shell's words before the page's script has run, then the app takes over", { timeout: 180_000 }, async () => {
    const merchant = await createTestMerchant();
    const created = await client(api.baseUrl, merchant.testKey).post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" });
    expect(created.status).toBe(201);
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await injectWallet(page, newWallet());
    // Before any of the page's own code: what the page looked like at its first contentful paint,
    // and when the app first rendered (its card replaces the shell inside #root). Order, not time.
    await page.addInitScript({
      content: `(() => {
        const order = (window.__order = {});
        const app = () => document.querySelector("main.card");
        const mounted = new MutationObserver(() => {
          if (!app()) return;
          order.appRenderedAt = performance.now();
          mounted.disconnect();
        });
        mounted.observe(document, { subtree: true, childList: true });
        new PerformanceObserver((list) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          const shell = document.querySelector("main.shell");
          const box = shell && shell.getBoundingClientRect();
          order.atFirstPaint = {
            shellVisible: !!shell && box.height > 0 && getComputedStyle(shell).visibility === "visible",
            shellText: shell ? shell.querySelector('[role="status"]').textContent : null,
            appRendered: !!app(),
          };
        }).observe({ type: "paint", buffered: true });
      })();`,
    });
    await emulateSlow3G(page);
    await page.goto(`${api.baseUrl}/verify#token=${created.body.client_token}`, { waitUntil: "commit", timeout: 120_000 });
    // The app is ready: its first step's button, enabled.
    const connect = page.getByRole("button", { name: "Connect Test Wallet" });
    await connect.waitFor({ timeout: 120_000 });
    expect(await connect.isEnabled()).toBe(true);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __order: { appRenderedAt?: number; atFirstPaint?: object } };
      return { ...w.__order, firstPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime };
    });
    expect(seen.atFirstPaint).toEqual({ shellVisible: true, shellText: "Loading your verification…", appRendered: false });
    expect(seen.firstPaintAt).toBeTypeOf("number");
    expect(seen.appRenderedAt).toBeTypeOf("number");
    expect(seen.firstPaintAt!).toBeLessThan(seen.appRenderedAt!);
    await context.close();
  });
});
