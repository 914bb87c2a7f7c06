import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What `npm run build` compiles (tsconfig.build.json): its folders, less the files its `**\/*<suffix>` exclusions name. */
function buildSelection(tree = root): { roots: string[]; excludedSuffixes: string[] } {
  const { include, exclude } = JSON.parse(readFileSync(path.join(tree, "tsconfig.build.json"), "utf8")) as { include: string[]; exclude: string[] };
  const excludedSuffixes = exclude.map((pattern) => {
    if (!pattern.startsWith("**/*")) throw new Error(`tsconfig.build.json: an exclusion other than **/*<suffix> (${pattern}) needs teaching to test/support/compiled-services.ts`);
    return pattern.slice("**/*".length);
  });
  return { roots: include, excludedSuffixes };
}

export type ServiceEntry = "src/api.ts" | "workers/main.ts" | "src/cli.ts" | "src/platform/db/migrate-cli.ts";

const selection = buildSelection();
const excludedBy = (suffixes: string[], file: string) => suffixes.some((suffix) => file.endsWith(suffix));

/** Where a compile in `outdir` holds the JavaScript of `file` (a .ts path relative to its tree). */
export const compiledFile = (outdir: string, file: string) => path.join(outdir, file.replace(/\.ts$/, ".js"));

/**
 * The run's JavaScript of src/ and workers/, made once by the global setup (test/global-setup.ts)
 * the way `npm run build` makes dist/ (each file transpiled, JSON beside it), with esbuild in about
 * a second. The api, worker and CLI processes the tests start run it: under `--import tsx` each
 * start transpiled or read back from tsx's cache every module, about 1.2 s more CPU a start, and
 * a run starts about a hundred. The test files import it too (`compiledSources`, below). Inside
 * the checkout, so package.json and node_modules resolve.
 */
export async function compileServices(runId: string): Promise<string> {
  const outdir = path.join(root, "build", "test-services", runId);
  await compileTree(root, outdir);
  return outdir;
}

/**
 * What `npm run build` makes of the tree at `tree` (its tsconfig.build.json), transpiled by
 * esbuild into `outdir`, JSON beside it: also how test/upgrade.test.ts runs an earlier release.
 */
export async function compileTree(tree: string, outdir: string): Promise<void> {
  const { roots, excludedSuffixes } = buildSelection(tree);
  const sources = roots.flatMap((dir) =>
    readdirSync(path.join(tree, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
  );
  await build({
    absWorkingDir: tree,
    entryPoints: sources.filter((file) => file.endsWith(".ts") && !excludedBy(excludedSuffixes, file)),
    outdir,
    outbase: ".",
    format: "esm",
    platform: "node",
    target: "node20",
    supported: { "import-attributes": true }, // Node 20.10+ reads them; esbuild drops them for node20 otherwise
    logLevel: "error",
  });
  for (const file of sources.filter((f) => f.endsWith(".json"))) cpSync(path.join(tree, file), path.join(outdir, file));
}

/** Where the run's compile holds `file` (absolute, a .ts file), or null if the build leaves it out. */
function compiledPath(outdir: string, file: string): string | null {
  const relative = path.relative(root, file.replace(/\?.*$/, ""));
  const built = selection.roots.some((dir) => relative.startsWith(`${dir}/`)) && relative.endsWith(".ts") && !excludedBy(selection.excludedSuffixes, relative);
  return built ? compiledFile(outdir, relative) : null;
}

/**
 * A Vite plugin that has the test files import the run's compile of src/ and workers/ (with
 * Node's own loader, `test.server.deps.external`) instead of Vite transforming and evaluating
 * each of their ~470 modules in every test process: an app import of 3 s of CPU became 2 s, and
 * each file in a process of its own does one. One module graph per process all the same: every
 * import of a source file, from a test or a helper, resolves to the compile. In watch mode the
 * tests import the sources (the compile is made once, at the start).
 */
export function compiledSources(): Plugin {
  let watching = () => false;
  return {
    name: "proofbase:compiled-sources",
    enforce: "pre",
    configureVitest({ vitest }) {
      watching = () => vitest.config.watch; // resolved after this hook runs
    },
    async resolveId(source, importer, options) {
      const outdir = process.env.TEST_SERVICES_DIR;
      if (watching() || !outdir || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const compiled = resolved && !resolved.external ? compiledPath(outdir, resolved.id) : null;
      return compiled ? { id: compiled, external: true } : resolved;
    },
  };
}

/** The compile's files, for `test.server.deps.external`: Node loads them, Vite leaves them be. */
export const compiledSourcesPattern = /\/build\/test-services\//;

export function removeCompiledServices(outdir: string): void {
  rmSync(outdir, { recursive: true, force: true });
}

/** The node arguments that start `entry` from the run's compile (set by the global setup). */
export function serviceArgv(entry: ServiceEntry): string[] {
  const dir = process.env.TEST_SERVICES_DIR;
  if (!dir) throw new Error("TEST_SERVICES_DIR is not set: test/global-setup.ts compiles the services the tests start");
  return [compiledFile(dir, entry)];
}
