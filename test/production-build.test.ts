// `npm run build`'s output runs on plain node, laid out as in the Docker image: package.json,
// node_modules, prisma/migrations and dist/ side by side, and no tsx anywhere.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawnNodeProcess, type ServiceProcess } from "./support/processes.js";
import { waitFor } from "./support/wait.js";
import { randomListenPort } from "./support/ports.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

type Run = ServiceProcess;

let app: string;
const running: Run[] = [];

/** `node <script>` from the compiled layout in `app`. */
function run(script: string, args: string[] = [], env: Record<string, string> = {}): Run {
  const proc = spawnNodeProcess([script, ...args], { cwd: app, env });
  running.push(proc);
  return proc;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), "proofbase-build-"));
  copyFileSync(join(root, "package.json"), join(app, "package.json"));
  symlinkSync(join(root, "node_modules"), join(app, "node_modules"), "dir");
  mkdirSync(join(app, "prisma"));
  symlinkSync(join(root, "prisma", "migrations"), join(app, "prisma", "migrations"), "dir");
  // The project `npm run build` compiles, into this layout instead of dist/.
  const build = spawn(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", join(app, "dist")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  build.stdout!.on("data", (chunk) => (output += chunk));
  build.stderr!.on("data", (chunk) => (output += chunk));
  const [code] = await once(build, "close");
  if (code !== 0) throw new Error(`tsc -p tsconfig.build.json failed:\n${output}`);
}, 240_000);

afterEach(async () => {
  for (const proc of running.splice(0)) {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill("SIGKILL");
    await proc.exited;
  }
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe("production build (tsconfig.build.json)", () => {
  it("holds src/, workers/ and the generated Prisma client, without tests", () => {
    const files = filesUnder(join(app, "dist")).map((file) => file.slice(join(app, "dist").length + 1));
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
    await waitFor(async () => (await fetch(`${base}/healthz`)).status === 200, "the compiled api to answer /healthz", 60_000);
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
