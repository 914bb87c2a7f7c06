import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What `npm run build` compiles (tsconfig.build.json): its folders, less the files its `**\/*<suffix>` exclusions name. */
function buildSelection(): { roots: string[]; excludedSuffixes: string[] } {
  const { include, exclude } = JSON.parse(readFileSync(path.join(root, "tsconfig.build.json"), "utf8")) as { include: string[]; exclude: string[] };
  const excludedSuffixes = exclude.map((pattern) => {
    if (!pattern.startsWith("**/*")) throw new Error(`tsconfig.build.json: an exclusion other than **/*<suffix> (${pattern}) needs teaching to test/support/compiled-services.ts`);
    return pattern.slice("**/*".length);
  });
  return { roots: include, excludedSuffixes };
}

export type ServiceEntry = "src/api.ts" | "workers/main.ts" | "src/cli.ts";

/**
 * The run's JavaScript of src/ and workers/, made once by the global setup (test/global-setup.ts)
 * the way `npm run build` makes dist/ (each file transpiled, JSON beside it), with esbuild in about
 * a second. The api, worker and CLI processes the tests start run it: under `--import tsx` each
 * start transpiled or read back from tsx's cache every module, about 1.2 s more CPU a start, and
 * a run starts about a hundred. Inside the checkout, so package.json and node_modules resolve.
 */
export async function compileServices(runId: string): Promise<string> {
  const outdir = path.join(root, "build", "test-services", runId);
  const { roots, excludedSuffixes } = buildSelection();
  const sources = roots.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
  );
  const excluded = (file: string) => excludedSuffixes.some((suffix) => file.endsWith(suffix));
  await build({
    absWorkingDir: root,
    entryPoints: sources.filter((file) => file.endsWith(".ts") && !excluded(file)),
    outdir,
    outbase: ".",
    format: "esm",
    platform: "node",
    target: "node20",
    supported: { "import-attributes": true }, // Node 20.10+ reads them; esbuild drops them for node20 otherwise
    logLevel: "error",
  });
  for (const file of sources.filter((f) => f.endsWith(".json"))) cpSync(path.join(root, file), path.join(outdir, file));
  return outdir;
}

export function removeCompiledServices(outdir: string): void {
  rmSync(outdir, { recursive: true, force: true });
}

/** The node arguments that start `entry` from the run's compile (set by the global setup). */
export function serviceArgv(entry: ServiceEntry): string[] {
  const dir = process.env.TEST_SERVICES_DIR;
  if (!dir) throw new Error("TEST_SERVICES_DIR is not set: test/global-setup.ts compiles the services the tests start");
  return [path.join(dir, entry.replace(/\.ts$/, ".js"))];
}
