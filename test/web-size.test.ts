import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The check `npm run build:web` ends with, run as it runs there, on stand-in builds.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build whose pages load the given amounts of incompressible JavaScript (entry + one preloaded chunk each). */
function standInBuild(pages: Record<"index.html" | "verify.html", { entryBytes: number; chunkBytes: number }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "proofbase-web-size-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [html, { entryBytes, chunkBytes }] of Object.entries(pages)) {
    const name = html.replace(".html", "");
    // base64 of random bytes: gzip saves only its 6-of-8 bits, so the sizes below hold roughly.
    writeFileSync(path.join(dir, `assets/${name}-entry.js`), `export const a = "${randomBytes(entryBytes).toString("base64")}";`);
    writeFileSync(path.join(dir, `assets/${name}-chunk.js`), `export const b = "${randomBytes(chunkBytes).toString("base64")}";`);
    writeFileSync(
      path.join(dir, html),
      `<!doctype html><html><body><script type="module" crossorigin src="/assets/${name}-entry.js"></script><link rel="modulepreload" crossorigin href="/assets/${name}-chunk.js"></body></html>`,
    );
  }
  return dir;
}

function runCheck(dir: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/web-size.ts", dir], { encoding: "utf8" });
}

describe("the first-load JavaScript budgets (scripts/web-size.ts)", () => {
  it("passes pages within their budgets and prints each page's size", () => {
    const result = runCheck(standInBuild({ "index.html": { entryBytes: 100_000, chunkBytes: 60_000 }, "verify.html": { entryBytes: 40_000, chunkBytes: 30_000 } }));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/dashboard first-load JS: \d+\.\d KB gzipped of a 250\.0 KB budget \(2 files\)/);
    expect(result.stdout).toMatch(/hosted page first-load JS: \d+\.\d KB gzipped of a 100\.0 KB budget \(2 files\)/);
  });

  it("fails when the hosted page's entry and the chunks it preloads exceed 100 KB gzipped, though each is under it", () => {
    const result = runCheck(standInBuild({ "index.html": { entryBytes: 100_000, chunkBytes: 60_000 }, "verify.html": { entryBytes: 60_000, chunkBytes: 60_000 } }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/hosted page first-load JS: 1\d\d\.\d KB gzipped of a 100\.0 KB budget \(2 files\): OVER BUDGET/);
    expect(result.stderr).not.toMatch(/dashboard.*OVER BUDGET/);
  });

  it("fails when the dashboard exceeds its 250 KB, by the same rule", () => {
    const result = runCheck(standInBuild({ "index.html": { entryBytes: 200_000, chunkBytes: 200_000 }, "verify.html": { entryBytes: 1_000, chunkBytes: 1_000 } }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/dashboard first-load JS: .* budget \(2 files\): OVER BUDGET/);
  });
});
