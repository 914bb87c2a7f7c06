import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** Each page's JavaScript on first load, gzipped, may not exceed its budget (`npm run build:web` fails above it). */
export const FIRST_LOAD_BUDGETS = [
  // Issue 12.
  { name: "dashboard", html: "index.html", budgetBytes: 250 * 1024 },
  // Contract section 15: people open it on slow phone networks.
  { name: "hosted page", html: "verify.html", budgetBytes: 100 * 1024 },
] as const;

/** The dashboard's budget (FIRST_LOAD_BUDGETS). */
export const FIRST_LOAD_BUDGET_BYTES = FIRST_LOAD_BUDGETS[0].budgetBytes;

/**
 * The JavaScript a browser fetches to show `html` of a built web app: its module entry and every
 * chunk it preloads, gzipped as the browser would receive them.
 */
export function firstLoadJs(distDir: string, html: string): { gzipBytes: number; files: string[] } {
  const page = readFileSync(path.join(distDir, html), "utf8");
  const files = [...page.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { gzipBytes, files };
}

/** One line per page of the built app in `distDir`; `ok` is false when any page is over its budget. */
export function checkBudgets(distDir: string): { ok: boolean; lines: string[] } {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const results = FIRST_LOAD_BUDGETS.map((rule) => ({ rule, ...firstLoadJs(distDir, rule.html) }));
  return {
    ok: results.every(({ rule, gzipBytes }) => gzipBytes <= rule.budgetBytes),
    lines: results.map(
      ({ rule, gzipBytes, files }) =>
        `${rule.name} first-load JS: ${kb(gzipBytes)} gzipped of a ${kb(rule.budgetBytes)} budget (${files.length} files)${gzipBytes > rule.budgetBytes ? ": OVER BUDGET" : ""}`,
    ),
  };
}

// `npm run build:web` runs it after building, and fails when a page is over its budget.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, lines } = checkBudgets(path.resolve(process.argv[2] ?? "web/dist"));
  for (const line of lines) (ok ? console.log : console.error)(line);
  if (!ok) process.exit(1);
}
