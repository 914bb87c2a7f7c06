import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repoNodeModules = fileURLToPath(new URL("../../../node_modules", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

export interface InstalledPackage {
  /** A project folder whose node_modules holds the package as a merchant installs it. */
  project: string;
  /** The `proofbase` command (bin/proofbase.js of the installed package). */
  bin: string;
  remove: () => void;
}

/**
 * Compiles the package's current sources (never a stale dist/) into a fresh folder laid out as
 * after `npm install @proofbase/client`: node_modules/@proofbase/client/{package.json,bin,dist}.
 * `alsoInstall` links other packages from the repository's node_modules (e.g. express).
 */
export async function installBuiltPackage(alsoInstall: string[] = []): Promise<InstalledPackage> {
  const project = mkdtempSync(join(tmpdir(), "pb-client-"));
  const installed = join(project, "node_modules", "@proofbase", "client");
  mkdirSync(join(installed, "bin"), { recursive: true });
  copyFileSync(join(packageDir, "package.json"), join(installed, "package.json"));
  copyFileSync(join(packageDir, "bin", "proofbase.js"), join(installed, "bin", "proofbase.js"));
  chmodSync(join(installed, "bin", "proofbase.js"), 0o755);
  for (const name of alsoInstall) symlinkSync(join(repoNodeModules, name), join(project, "node_modules", name), "dir");

  const build = spawn(process.execPath, [tsc, "-p", join(packageDir, "tsconfig.build.json"), "--outDir", join(installed, "dist")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  build.stdout!.on("data", (chunk) => (output += chunk));
  build.stderr!.on("data", (chunk) => (output += chunk));
  const [code] = await once(build, "close");
  if (code !== 0) throw new Error(`compiling the package failed:\n${output}`);
  return { project, bin: join(installed, "bin", "proofbase.js"), remove: () => rmSync(project, { recursive: true, force: true }) };
}
