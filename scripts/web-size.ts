import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** The dashboard's JavaScript on first load, gzipped, may not exceed this (issue 12). */
export const FIRST_LOAD_BUDGET_BYTES = 250 * 1024;

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

// `npm run build:web` prints it after building.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? "web/dist");
  const { gzipBytes, files } = firstLoadJs(distDir, "index.html");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`dashboard first-load JS: ${kb(gzipBytes)} gzipped of a ${kb(FIRST_LOAD_BUDGET_BYTES)} budget (${files.length} files)`);
  if (gzipBytes > FIRST_LOAD_BUDGET_BYTES) process.exit(1);
}
