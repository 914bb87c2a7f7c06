// bin/proofbase.js, the command's entry point, around a main() of the test's making: what the
// process reports when the command finishes, and when its work stops without finishing.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../../bin/proofbase.js", import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the real bin with `dist/cli/main.js` holding `mainSource`. */
function runBin(mainSource: string) {
  const dir = mkdtempSync(join(tmpdir(), "pb-bin-"));
  dirs.push(dir);
  mkdirSync(join(dir, "bin"));
  mkdirSync(join(dir, "dist", "cli"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  copyFileSync(bin, join(dir, "bin", "proofbase.js"));
  writeFileSync(join(dir, "dist", "cli", "main.js"), mainSource);
  return spawnSync(process.execPath, [join(dir, "bin", "proofbase.js")], { encoding: "utf8" });
}

describe("the proofbase bin", () => {
  it("exits with main's code once main resolves, its last line written", () => {
    const run = runBin(`export async function main() { console.log("Stopped."); return 3; }`);
    expect(run.status).toBe(3);
    expect(run.stdout).toBe("Stopped.\n");
  });

  it("fails with 70 and says so when main's work stops without settling (nothing left to wait for), instead of exiting 0", () => {
    const run = runBin(`export function main() { console.log("Ready."); return new Promise(() => {}); }`);
    expect(run.status).toBe(70);
    expect(run.stdout).toBe("Ready.\n");
    expect(run.stderr).toBe("proofbase: internal error: the command stopped before it finished\n");
  });
});
