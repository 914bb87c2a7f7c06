import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { saveScreenshot } from "./screenshots.js";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 375, height: 760 };
/** The sizes issue 40's case-work views are checked at: a wide desktop and a current phone. */
export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core in the page: every violation, of any impact (minor and moderate included). Its source
 * (half a megabyte) goes to a page only when the page lacks it: sent along with every check, it
 * cost more than the check itself (about 180 ms a call, measured on the dashboard's pages).
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated, not a script tag: the pages' Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate((source) => void (0, eval)(source), axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
}

export async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

/**
 * Checks a page the way a person would meet it: accessible (axe, no violation of any impact), no
 * horizontal scrolling at phone width (375 px unless `sizes` says), and screenshots at desktop and
 * phone width into `shotsDir`; the page is left at the desktop size.
 */
export async function checkDashboardPage(page: Page, shotsDir: string, name: string, sizes: { desktop: typeof DESKTOP; phone: typeof PHONE } = { desktop: DESKTOP, phone: PHONE }): Promise<void> {
  const { desktop, phone } = sizes;
  await page.setViewportSize(desktop);
  await page.waitForSelector('[role="status"] .spinner', { state: "detached" });
  await expectAccessible(page, name);
  await saveScreenshot(page, path.join(shotsDir, `${name}-desktop.png`), { fullPage: true });
  await page.setViewportSize(phone);
  await page.waitForTimeout(50);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${phone.width} px`).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page, `${name} (${phone.width} px)`);
  await saveScreenshot(page, path.join(shotsDir, `${name}-phone.png`), { fullPage: true });
  await page.setViewportSize(desktop);
}
