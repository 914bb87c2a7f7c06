// The Docker image, replayed where no container daemon exists (test/support/dockerfile.ts): its
// build stage runs from exactly the files it copies (the checkout, less .dockerignore), and its
// runtime stage holds what it copies from the build, runs as a non-root user and starts node
// itself. The runtime stage is also where `npm run build`'s output is shown to run on plain node
// (migrations, CLI, api, worker): one compile of the project for both.
//
// `npm ci` is the one RUN step not run: installing from the registry would take minutes (and a
// network), so the repository's installed node_modules is linked where npm would install. What
// that cannot show is checked instead: package.json and package-lock.json are among the stage's
// files when its `npm ci` runs, and the compiled code imports only production dependencies.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildContext, linkNodeModules, parseDockerfile, replayStage, repoRoot, type Instruction, type ReplayedStage, type ReplayOptions } from "./support/dockerfile.js";
import { PRODUCTION_ENV, PRODUCTION_TWILIO } from "./support/production-env.js";
import { randomListenPort } from "./support/ports.js";
import { spawnNodeProcess, stopService, type ServiceProcess } from "./support/processes.js";
import { waitFor } from "./support/wait.js";

const stages = parseDockerfile(readFileSync(join(repoRoot, "Dockerfile"), "utf8"));
const buildStage = stages.find((stage) => stage.name === "build")!;
const runtimeStage = stages.at(-1)!;

let scratch: string;
const npmCiRuns: { stage: string; files: string[]; flags: string[] }[] = [];
let build: ReplayedStage | undefined;
let buildError: unknown;
let runtime: ReplayedStage | undefined;
let runtimeError: unknown;
let buildSeconds = 0;

function npmCi(stage: ReplayedStage, flags: string[]): void {
  npmCiRuns.push({ stage: stage.stage.name ?? "final", files: [...stage.copied], flags });
  linkNodeModules(stage);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "proofbase-image-"));
  const options: ReplayOptions = {
    context: buildContext(),
    stages: new Map(),
    npmCi,
    // The base image's environment: node and npm on the PATH, nothing of this test process's.
    baseEnv: { PATH: [dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"].join(":") },
  };
  const started = performance.now();
  try {
    build = replayStage(buildStage, join(scratch, "build"), options);
  } catch (error) {
    buildError = error;
    return;
  }
  buildSeconds = (performance.now() - started) / 1000;
  console.log(`image-build: the build stage's replay took ${buildSeconds.toFixed(0)} s`);
  try {
    runtime = replayStage(runtimeStage, join(scratch, "runtime"), options);
  } catch (error) {
    runtimeError = error;
  }
}, 900_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const running: ServiceProcess[] = [];
afterEach(async () => {
  for (const proc of running.splice(0)) await stopService(proc);
});

/** The last instruction of `keyword` in the runtime stage, and its index (-1 when none). */
function lastOf(keyword: string): { instruction: Instruction | undefined; index: number } {
  const { instructions } = runtimeStage;
  for (let index = instructions.length - 1; index >= 0; index--) if (instructions[index]!.keyword === keyword) return { instruction: instructions[index], index };
  return { instruction: undefined, index: -1 };
}

function app(stage: ReplayedStage, path: string): string {
  return join(stage.root, stage.workdir, path);
}

describe("the Dockerfile's build stage", () => {
  it("builds from exactly the files it copies (checkout less .dockerignore)", () => {
    expect(buildStage, "a stage named build").toBeDefined();
    if (buildError) throw buildError;
    expect(build).toBeDefined();
  });

  it("has package.json and package-lock.json when its npm ci runs (the replay links node_modules instead)", () => {
    const ci = npmCiRuns.find((run) => run.stage === "build");
    expect(ci, "the build stage runs npm ci").toBeDefined();
    expect(ci!.files).toEqual(expect.arrayContaining(["app/package.json", "app/package-lock.json"]));
    expect(ci!.flags).toContain("--ignore-scripts");
  });

  it("produces the compiled api, workers, migration runner and web app", () => {
    if (buildError) throw buildError;
    for (const file of ["dist/src/api.js", "dist/workers/main.js", "dist/src/platform/db/migrate-cli.js", "dist/src/cli.js", "web/dist/index.html", "web/dist/verify.html"])
      expect(readdirSync(dirname(app(build!, file))), file).toContain(file.split("/").at(-1));
  });
});

describe("the Dockerfile's runtime stage", () => {
  it("finds every file it copies from the build stage", () => {
    if (buildError) throw buildError;
    if (runtimeError) throw runtimeError;
    expect(runtime!.copied).toEqual(expect.arrayContaining(["app/dist", "app/web/dist", "app/prisma/migrations/" + readdirSync(join(repoRoot, "prisma/migrations")).sort()[0] + "/migration.sql"]));
  });

  it("holds dist/, web/dist/ and every migration, and installs production dependencies only", () => {
    if (!runtime) throw buildError ?? runtimeError;
    const migrations = readdirSync(join(repoRoot, "prisma/migrations"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const name of migrations) expect(readFileSync(app(runtime, `prisma/migrations/${name}/migration.sql`), "utf8")).toBe(readFileSync(join(repoRoot, `prisma/migrations/${name}/migration.sql`), "utf8"));
    const ci = npmCiRuns.find((run) => run.stage === "final");
    expect(ci!.files).toEqual(expect.arrayContaining(["app/package.json", "app/package-lock.json"]));
    expect(ci!.flags).toEqual(expect.arrayContaining(["--omit=dev", "--omit=optional", "--ignore-scripts"]));
    expect(runtime.env.NODE_ENV).toBe("production");
  });

  it("runs code that imports only production dependencies (what npm ci --omit=dev --omit=optional installs)", () => {
    if (!runtime) throw buildError ?? runtimeError;
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const allowed = new Set(Object.keys(pkg.dependencies));
    const builtins = new Set(builtinModules);
    const imported = new Map<string, string>();
    const dist = app(runtime, "dist");
    for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) {
      const code = readFileSync(join(dist, file), "utf8");
      const statics = code.matchAll(/^(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm);
      const dynamics = code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
      for (const match of [...statics, ...dynamics]) {
        const specifier = (match[1] ?? match[2])!;
        if (specifier.startsWith(".")) continue;
        if (specifier.startsWith("node:") || builtins.has(specifier.split("/")[0]!)) continue;
        const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
        if (!imported.has(name)) imported.set(name, file);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    const outside = [...imported].filter(([name]) => !allowed.has(name)).map(([name, file]) => `${name.slice(0, 100)} (dist/${file})`);
    expect(outside).toEqual([]);
  });

  it("runs as a non-root user and starts node itself as PID 1 (exec form, no shell or npm in between)", () => {
    expect(runtime?.user ?? lastOf("USER").instruction?.args).toBe("node");
    const lastWrite = Math.max(lastOf("COPY").index, lastOf("RUN").index);
    expect(lastOf("USER").index).toBeGreaterThan(lastWrite); // nothing is written as root after the switch
    const cmd = JSON.parse(lastOf("CMD").instruction!.args) as string[];
    expect(cmd[0]).toBe("node");
    expect(runtimeStage.instructions.some((i) => i.keyword === "ENTRYPOINT")).toBe(false);
  });

  it("starts the api with its CMD: /healthz answers with the package version, then SIGTERM stops it with exit 0", async () => {
    if (!runtime) throw buildError ?? runtimeError;
    const cmd = JSON.parse(lastOf("CMD").instruction!.args) as string[];
    const port = randomListenPort();
    const api = spawnNodeProcess(cmd.slice(1), {
      cwd: join(runtime.root, runtime.workdir),
      env: { ...runtime.env, ...PRODUCTION_ENV, ...PRODUCTION_TWILIO, PORT: String(port), SHUTDOWN_DRAIN_SECONDS: "0", WEBHOOK_ALLOW_INSECURE_TARGETS: "false", PASSWORD_HASH_COST: "15" },
    });
    running.push(api);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok || null, () => `the image's api to answer /healthz:\n${api.output()}`, 60_000);
    const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string };
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok", version });
    expect((await fetch(`${base}/verify`)).status).toBe(200); // the web app from web/dist
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
  });
});

// What `npm run build` compiled, run from the runtime stage's layout (package.json, node_modules,
// prisma/migrations and dist/ side by side, no tsx) with the tests' database and Redis.
describe("the runtime stage runs the build's output on plain node", () => {
  /** `node <script>` in the runtime stage's working directory. */
  function run(script: string, args: string[] = [], env: Record<string, string> = {}): ServiceProcess {
    if (!runtime) throw buildError ?? runtimeError;
    const proc = spawnNodeProcess([script, ...args], { cwd: join(runtime.root, runtime.workdir), env });
    running.push(proc);
    return proc;
  }

  it("holds src/, workers/ and the generated Prisma client, without tests", () => {
    if (!runtime) throw buildError ?? runtimeError;
    const dist = app(runtime, "dist");
    const files = readdirSync(dist, { recursive: true, encoding: "utf8" });
    expect(files).toContain("src/api.js");
    expect(files).toContain("workers/main.js");
    expect(files).toContain("src/platform/generated/prisma/client.js");
    expect(files.filter((file) => /\.test\.js$|^(test|bench|scripts)\//.test(file))).toEqual([]);
  });

  it("migrates from dist/: finds prisma/migrations and matches the applied checksums", async () => {
    const migrate = run("dist/src/platform/db/migrate-cli.js");
    expect(await migrate.exited).toBe(0);
    expect(migrate.output()).toContain("already up to date"); // global setup applied the same files
  });

  it("runs the CLI, then an api that answers, works and stops on SIGTERM with exit 0", async () => {
    const cli = run("dist/src/cli.js", ["create-merchant", "--email", `build-${Date.now()}@example.test`, "--password", "a-long-password"]);
    expect(await cli.exited).toBe(0);
    const testKey = (JSON.parse(cli.stdout()) as { api_keys: { test: { key: string } } }).api_keys.test.key;

    const port = randomListenPort();
    const api = run("dist/src/api.js", [], { PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status === 200, "the compiled api to answer /healthz", 60_000);
    // Ready once its Postgres and Redis connections are (Redis may connect after the listener is up).
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, "the compiled api to be ready", 60_000);

    const created = await fetch(`${base}/api/v1/verification-sessions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${testKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ flows: ["wallet"], test_outcome: "approved" }),
    });
    expect(created.status).toBe(201);
    const customers = await fetch(`${base}/api/v1/customers`, { headers: { Authorization: `Bearer ${testKey}` } });
    expect(customers.status).toBe(200);

    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain("api stopped");
  });

  it("runs a worker that starts and stops on SIGTERM with exit 0", async () => {
    const worker = run("dist/workers/main.js", ["session-expiry"]);
    await waitFor(() => worker.output().includes("worker started"), "the compiled worker to start", 60_000);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(worker.output()).toContain("worker stopped");
  });
});
