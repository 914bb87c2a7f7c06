// `npm run bench:compare -- <git ref> [--rounds N] [--requests N]`: the api of this checkout
// against the api of another commit, in the same run on the same machine. Absolute numbers on
// a shared machine move by a third between runs (docs/performance.md), so "did this change make
// the api slower" is answered here by alternating the two processes round by round under the same
// load and comparing the CPU time each spends per request (read from /proc), which moves far less
// than throughput does; throughput is reported beside it.
//
// The other commit is checked out into a temporary git worktree that shares this checkout's
// node_modules, gets its own Prisma client and its own database (migrated by its own migrations,
// a merchant created by its own CLI), and both apis run through tsx, so neither is favoured by
// how it is started. Everything it creates is removed at the end.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { databaseUrlOn, withClient } from "../src/db/one-off-client.js";
import { runLoad, type AutocannonResult } from "./support/load-client.js";
import { freePort, spawnNode, stopAll, waitUntil, type BenchProcess } from "./support/processes.js";
import { serviceEnv } from "./support/service.js";
import { SESSION_BODY, SESSIONS_PATH } from "./scenarios/shared.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "8" }, requests: { type: "string", default: "8000" }, connections: { type: "string", default: "20" } },
});
const ref = positionals[0];
if (!ref) {
  console.error("usage: npm run bench:compare -- <git ref> [--rounds 8] [--requests 8000] [--connections 20]");
  process.exit(2);
}
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const connections = Number(values.connections);

const root = resolve(import.meta.dirname, "..");
const server = process.env.BENCH_DATABASE_SERVER ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const log = (message: string) => console.log(`[compare] ${message}`);

interface Side {
  name: string;
  dir: string;
  database: string;
  prefix: string;
  key?: string;
  api?: BenchProcess;
  baseUrl?: string;
  sessionIds?: string[];
}

const databaseUrl = (database: string) => databaseUrlOn(server, database);
const admin = (sql: string, database = "postgres") => withClient(databaseUrl(database), (client) => client.query(sql));

/** Runs a .ts file of `side`'s own tree through tsx against its database; returns stdout. */
function runTs(side: Side, script: string, args: string[] = []): string {
  return execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: side.dir,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl(side.database), REDIS_URL: redisUrl, QUEUE_PREFIX: side.prefix, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

async function prepare(side: Side): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${side.database}`);
  await admin(`CREATE DATABASE ${side.database}`);
  runTs(side, "src/db/migrate-cli.ts");
  const created = JSON.parse(runTs(side, "src/cli.ts", ["create-merchant", "--email", `${side.name}@compare.test`, "--password", "compare-password-123"]));
  side.key = created.api_keys.test.key as string;
}

async function start(side: Side): Promise<void> {
  const port = await freePort();
  const env = { ...serviceEnv({ databaseUrl: databaseUrl(side.database), redisUrl, prefix: side.prefix, logDir: "", profile: false }), PORT: String(port) };
  // An older tree runs from its own directory: spawnNode resolves the script against the cwd.
  side.api = spawnNode({ name: `api-${side.name}`, role: "api", script: join(side.dir, "src/api.ts"), env, output: "inherit" });
  side.baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(`the ${side.name} api to answer /readyz`, async () => (await fetch(`${side.baseUrl}/readyz`).catch(() => null))?.ok === true, { timeoutMs: 60_000, proc: side.api });
  const headers = { Authorization: `Bearer ${side.key}`, "Content-Type": "application/json" };
  side.sessionIds = [];
  for (let i = 0; i < 200; i++) {
    const response = await fetch(`${side.baseUrl}${SESSIONS_PATH}`, { method: "POST", headers, body: JSON.stringify(SESSION_BODY) });
    if (response.status !== 201) throw new Error(`${side.name}: creating a session answered ${response.status}`);
    side.sessionIds.push(((await response.json()) as { id: string }).id);
  }
}

function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

type Kind = "create" | "read";
const KINDS: Kind[] = ["create", "read"];

async function measure(side: Side, kind: Kind, amount: number): Promise<{ cpuUs: number; rps: number; result: AutocannonResult }> {
  const spec = {
    baseUrl: side.baseUrl!,
    connections,
    amount,
    headers: { Authorization: `Bearer ${side.key}`, "Content-Type": "application/json" },
    ...(kind === "create"
      ? { method: "POST" as const, paths: [SESSIONS_PATH], body: JSON.stringify(SESSION_BODY) }
      : { method: "GET" as const, paths: side.sessionIds!.map((id) => `${SESSIONS_PATH}/${id}`) }),
  };
  const before = cpuSeconds(side.api!.pid);
  const result = await runLoad(`${kind} ${side.name}`, spec);
  const cpu = cpuSeconds(side.api!.pid) - before;
  if (result.ok !== result.requests) throw new Error(`${side.name} ${kind}: ${result.requests - result.ok} of ${result.requests} answers were not 2xx`);
  return { cpuUs: (cpu / result.requests) * 1e6, rps: result.rps, result };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const sha = git("rev-parse", "--short", `${ref}^{commit}`);
const head = git("rev-parse", "--short", "HEAD");
const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
const worktree = mkdtempSync(join(tmpdir(), "proofbase-compare-"));
const sides: Side[] = [
  { name: `this-checkout-${head}${dirty ? "-dirty" : ""}`, dir: root, database: "proofbase_compare_this", prefix: "pbcmpthis" },
  { name: `ref-${sha}`, dir: worktree, database: "proofbase_compare_ref", prefix: "pbcmpref" },
];

try {
  log(`checking out ${ref} (${sha}) into ${worktree}`);
  git("worktree", "add", "--detach", "--force", worktree, sha);
  symlinkSync(join(root, "node_modules"), join(worktree, "node_modules"));
  execFileSync(process.execPath, ["scripts/prisma-generate.mjs"], { cwd: worktree, stdio: "ignore" });
  for (const side of sides) {
    log(`${side.name}: database ${side.database}, merchant, api`);
    await prepare(side);
    await start(side);
  }
  const samples = new Map<string, { cpuUs: number[]; rps: number[] }>();
  for (const kind of KINDS) {
    // Statistics as autovacuum keeps them in production, not as they were when the table was empty.
    for (const side of sides) await admin("ANALYZE", side.database);
    for (const side of sides) {
      await measure(side, kind, requests / 2); // warm-up
      samples.set(`${kind} ${side.name}`, { cpuUs: [], rps: [] });
    }
    for (let round = 0; round < rounds; round++) {
      // Alternating the order, so a drift of the machine weighs on both alike.
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const { cpuUs, rps } = await measure(side, kind, requests);
        const s = samples.get(`${kind} ${side.name}`)!;
        s.cpuUs.push(cpuUs);
        s.rps.push(rps);
        log(`${kind} round ${round + 1}/${rounds} ${side.name}: ${cpuUs.toFixed(0)} µs CPU per request, ${rps.toFixed(0)} req/s`);
      }
    }
  }
  console.log(`\n| Request | ${sides.map((s) => s.name).join(" | ")} | this / ref |\n|---|---|---|---|`);
  for (const kind of KINDS) {
    const [mine, theirs] = sides.map((side) => samples.get(`${kind} ${side.name}`)!);
    const cell = (s: { cpuUs: number[]; rps: number[] }) => `${median(s.cpuUs).toFixed(0)} µs CPU/request, ${median(s.rps).toFixed(0)} req/s`;
    const label = kind === "create" ? "POST /api/v1/verification-sessions" : "GET /api/v1/verification-sessions/{id}";
    console.log(
      `| ${label} | ${cell(mine!)} | ${cell(theirs!)} | CPU ${(median(mine!.cpuUs) / median(theirs!.cpuUs)).toFixed(2)}×, req/s ${(median(mine!.rps) / median(theirs!.rps)).toFixed(2)}× |`,
    );
  }
  console.log(`\nMedians of ${rounds} alternating rounds of ${requests} requests over ${connections} connections; both apis through tsx.`);
} finally {
  await stopAll();
  for (const side of sides) await admin(`DROP DATABASE IF EXISTS ${side.database} WITH (FORCE)`).catch(() => undefined);
  try {
    git("worktree", "remove", "--force", worktree);
  } catch {
    rmSync(worktree, { recursive: true, force: true });
    git("worktree", "prune");
  }
}
