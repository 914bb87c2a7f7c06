import { spawnSync } from "node:child_process";
import path from "node:path";

/** Builds the web app (pages + browser SDK) into `outDir`, as `npm run build:web` does into web/dist. */
export function buildWebApp(outDir: string): void {
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
