import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { webDistDir } from "./browser-env.js";
import { waitFor } from "./wait.js";

/** Builds the web app (pages + browser SDK) into `outDir`, as `npm run build:web` does into web/dist. */
function buildWebApp(outDir: string): void {
  for (const [configFile, out] of [
    ["web/vite.config.ts", outDir],
    ["web/vite.sdk.config.ts", path.join(outDir, "sdk/v1")],
  ] as const) {
    const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "-c", configFile, "--outDir", out, "--emptyOutDir", "--logLevel", "warn"], {
      encoding: "utf8",
      // What users get: React's production build (vitest sets NODE_ENV=test, which would make a dev build).
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`vite build (${configFile}) failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * The run's one build of the web app, in `webDistDir`: the first file to ask builds it, the others
 * wait for it. The lock is a directory (mkdir is atomic), and the build lands by a rename, so no
 * file ever serves half a build; a failed build gives the lock back for the next file to try.
 */
export async function ensureWebBuild(): Promise<void> {
  const lock = `${webDistDir}.lock`;
  while (!existsSync(webDistDir)) {
    if (takeLock(lock)) {
      const staging = `${webDistDir}.staging`;
      try {
        buildWebApp(staging);
        renameSync(staging, webDistDir);
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        rmSync(lock, { recursive: true, force: true });
        throw error;
      }
      return;
    }
    await waitFor(() => existsSync(webDistDir) || !existsSync(lock), "another test file's build of the web app", 150_000);
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
