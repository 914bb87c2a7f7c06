// The bench measures what production runs: the api and workers compiled by `npm run build`
// (dist/), and the baselines compiled the same way (bench/dist/), so no process under
// measurement pays for tsx. Each is rebuilt when a source is newer than its output.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

interface Compiled {
  what: string;
  /** The command that compiles it, run from the repository root. */
  command: string[];
  /** An output file the command rewrites at every build. */
  output: string;
  /** Files and folders whose change calls for a rebuild. */
  sources: string[];
}

const SHARED_SOURCES = ["src", "package-lock.json", "tsconfig.json"];

const COMPILED: Compiled[] = [
  {
    what: "the service (npm run build)",
    command: ["npm", "run", "build"],
    output: "dist/src/api.js",
    sources: [...SHARED_SOURCES, "workers", "tsconfig.build.json"],
  },
  {
    what: "the baselines",
    command: ["npx", "tsc", "-p", "bench/tsconfig.baselines.json"],
    output: "bench/dist/bench/baselines/bare-express.js",
    sources: [...SHARED_SOURCES, "bench/baselines", "bench/tsconfig.baselines.json"],
  },
];

function newestMtimeMs(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtimeMs(join(path, entry)));
  return newest;
}

function isStale(target: Compiled): boolean {
  if (!existsSync(target.output)) return true;
  const built = statSync(target.output).mtimeMs;
  return target.sources.some((source) => existsSync(source) && newestMtimeMs(source) > built);
}

/** The web app the api serves from web/dist, as production builds it; only the hosted-page scenario needs it. */
const WEB_APP: Compiled = {
  what: "the web app (npm run build:web)",
  command: ["npm", "run", "--silent", "build:web"],
  output: "web/dist/verify.html",
  sources: ["package-lock.json", "web/src", "web/index.html", "web/verify.html", "web/vite.config.ts", "web/vite.sdk.config.ts", "web/precompress.ts", "scripts/web-size.ts"],
};

function compile(target: Compiled, log: (message: string) => void): void {
  log(`compiling ${target.what}: ${target.command.join(" ")}`);
  const [command, ...args] = target.command;
  // Compiler output goes to stderr: stdout carries the results table. React's production build, whatever NODE_ENV is.
  const result = spawnSync(command!, args, { stdio: ["ignore", 2, 2], env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`${target.command.join(" ")} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

/** Compiles whatever is missing or older than its sources; throws when a compilation fails. */
export function ensureBuilt(log: (message: string) => void): void {
  for (const target of COMPILED) if (isStale(target)) compile(target, log);
}

/** Builds the web app when it is missing or older than its sources (a page over its JavaScript budget fails it). */
export function ensureWebBuilt(log: (message: string) => void): void {
  if (isStale(WEB_APP)) compile(WEB_APP, log);
}
