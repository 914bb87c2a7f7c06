import type { Browser } from "playwright-core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { emulateSlow3G, FULL_CHROMIUM_PATH, injectWallet, launchChromium, SLOW_3G } from "../../test/support/browser.js";
import { describe as describeResponse, isMissingRoute, NotAvailable } from "../support/api-client.js";
import { ensureWebBuilt } from "../support/build.js";
import { fmtMs, fmtNumber, percentile } from "../support/stats.js";
import { clientFor, SESSIONS_PATH } from "./shared.js";
import { verdict, type BenchContext, type Scenario } from "./types.js";

const FCP_TARGET_MS = 3000;

/** The page is interactive: the first step's button is enabled (or the page marks itself `data-ready`). */
const READY = "[data-ready], ol.steps li.step button:not([disabled])";

interface Load {
  /** first-contentful-paint, from the navigation's start. */
  fcpMs: number;
  /** The first step's button enabled (the page is usable), from the navigation's start. */
  interactiveMs: number;
  /** Bytes over the wire (compressed as sent, headers included): the document, and the scripts. */
  htmlBytes: number;
  scriptBytes: number;
}

/** A fresh interactive test session's page address (wallet first: its button is the first step's). */
async function pageUrl(ctx: BenchContext): Promise<string> {
  const response = await clientFor(ctx, ctx.merchants.hostedPage).post<{ url?: string }>(SESSIONS_PATH, { flows: ["wallet", "phone"], test_outcome: "interactive" });
  if (isMissingRoute(response)) throw new NotAvailable("POST /v1/verification-sessions is not built yet");
  if (response.status !== 201 || typeof response.body.url !== "string") throw new Error(`creating a session answered ${describeResponse(response)}`);
  const url = new URL(response.body.url);
  return `${ctx.api.baseUrl}${url.pathname}${url.hash}`;
}

/** One cold load (new context: empty cache) of the page under Slow 3G, as a phone with a wallet app's browser would. */
async function loadOnce(browser: Browser, url: string, acceptEncoding?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const page = await context.newPage();
    // The bench runs under tsx, whose esbuild wraps named functions in `__name(...)`: the functions
    // sent into the page (the wallet, the observer below) need it there too.
    await page.addInitScript({ content: "window.__name = (fn) => fn;" });
    await injectWallet(page, privateKeyToAccount(generatePrivateKey()), { name: "Bench Wallet" });
    // Records, in the page, when the first step's button first shows enabled.
    await page.addInitScript((selector) => {
      const w = window as unknown as { __interactiveAt?: number };
      const ready = () => document.querySelector(selector);
      const observer = new MutationObserver(() => {
        if (w.__interactiveAt === undefined && ready()) {
          w.__interactiveAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, READY);
    const cdp = await emulateSlow3G(page);
    if (acceptEncoding) await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": acceptEncoding } });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    // (A locator, not waitForFunction: the page's CSP forbids the eval that one polls with.)
    await page
      .locator(READY)
      .first()
      .waitFor({ timeout: 120_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nthe page showed: ${(await page.locator("body").innerText()).slice(0, 300)}`);
      });
    return await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        interactiveMs: (window as unknown as { __interactiveAt: number }).__interactiveAt,
        htmlBytes: navigation.transferSize,
        scriptBytes: entries.filter((entry) => entry.name.endsWith(".js")).reduce((sum, entry) => sum + entry.transferSize, 0),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const fmtKb = (bytes: number) => `${fmtNumber(bytes / 1024, 1)} KB`;

/**
 * The hosted page (/verify#token=...) loaded cold in headless Chromium under Slow 3G, `runs` times
 * each way: as browsers ask for it (br) and, as the baseline, uncompressed (Accept-Encoding:
 * identity, what it cost before the build precompressed). Reports the medians of first contentful
 * paint and of time to interactive (the first step's button enabled).
 */
export const hostedPageScenario: Scenario = {
  name: "hosted-page",
  title: "Hosted page on Slow 3G",
  async run(ctx) {
    const { runs } = ctx.params.hostedPage;
    ensureWebBuilt(ctx.log);
    const browser = await launchChromium(FULL_CHROMIUM_PATH);
    const loads: Record<"compressed" | "identity", Load[]> = { compressed: [], identity: [] };
    try {
      for (let i = 0; i < runs; i++) {
        for (const way of ["compressed", "identity"] as const) {
          const load = await loadOnce(browser, await pageUrl(ctx), way === "identity" ? "identity" : undefined);
          ctx.log(`${way} load ${i + 1}/${runs}: FCP ${fmtMs(load.fcpMs)}, interactive ${fmtMs(load.interactiveMs)}, scripts ${fmtKb(load.scriptBytes)}`);
          loads[way].push(load);
        }
      }
    } finally {
      await browser.close();
    }
    const m = (way: keyof typeof loads, key: keyof Load) => median(loads[way].map((load) => load[key]));
    return {
      rows: [
        { metric: "first contentful paint (median)", value: fmtMs(m("compressed", "fcpMs")), baseline: fmtMs(m("identity", "fcpMs")), target: `< ${fmtMs(FCP_TARGET_MS)}`, verdict: verdict(m("compressed", "fcpMs") < FCP_TARGET_MS) },
        { metric: "time to interactive (median)", value: fmtMs(m("compressed", "interactiveMs")), baseline: fmtMs(m("identity", "interactiveMs")), target: "reported", verdict: "reported" },
        { metric: "HTML over the wire", value: fmtKb(m("compressed", "htmlBytes")), baseline: fmtKb(m("identity", "htmlBytes")), target: "reported", verdict: "reported" },
        { metric: "JavaScript over the wire", value: fmtKb(m("compressed", "scriptBytes")), baseline: fmtKb(m("identity", "scriptBytes")), target: "≤ 100 KB gzipped (build check)", verdict: "reported" },
      ],
      note: `Chrome DevTools' Slow 3G (latency ${SLOW_3G.latency} ms, ${SLOW_3G.downloadThroughput / 1000} kB/s each way), cold cache, median of ${runs}; baseline: the same page sent uncompressed`,
      details: { runs, network: SLOW_3G, loads },
    };
  },
};
