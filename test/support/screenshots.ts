import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/**
 * Where this file's screenshots go when UPDATE_SCREENSHOTS=1 writes the ones the docs show:
 * `docsDir`. Otherwise no screenshot is taken (`saveScreenshot`).
 */
export function screenshotsDir(docsDir = "docs/dashboard"): string {
  return path.resolve(docsDir);
}

/**
 * A screenshot for the docs, taken only with UPDATE_SCREENSHOTS=1: nothing reads one otherwise,
 * and the full-page captures were a seventh of the browser tests' Chromium CPU.
 */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.UPDATE_SCREENSHOTS) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, ...options });
}
