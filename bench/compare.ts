// `npm run bench:compare -- <git ref> [--rounds N] [--requests N]`: the api of this checkout
// against the api of another commit, in the same run on the same machine. Absolute numbers on
// a shared machine move by a third between runs (docs/performance.md), so "did this change make
// the api slower" is answered here by alternating the two processes round by round under the same
// load and comparing the CPU time each spends per request (read from /proc), which moves far less
// than throughput does; throughput is reported beside it.
//
// The other commit is checked out into a temporary git worktree that shares this checkout's
// node_modules, gets its own Prisma client and its own database (migrated by its own migrations,
// a merchant created by its own CLI), and both apis are compiled by tsc (each tree's own
// tsconfig.json, src/ only, into a temporary directory) and run on plain node as production runs
// them: through tsx every closure pays for esbuild's `__name` wrapper, which weighs on code that
// creates closures per request and so skews the comparison. Everything it creates (databases,
// Redis keys, directories) is removed at the end.
//
// --profile runs both apis under `node --cpu-prof` (bench/profiles/compare-*), to read with
// bench/support/profile-summary.ts; --node-args gives this checkout's api Node flags of its own
// (compare against HEAD to measure a flag).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { deleteKeysWithPrefix } from "./support/redis-keys.js";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { runClosedLoop } from "./support/closed-loop.js";
import { runLoad } from "./support/load-client.js";
import { freePort, spawnNode, stopAll, waitUntil, type BenchProcess } from "./support/processes.js";
import { PROFILE_DIR, serviceEnv } from "./support/service.js";
import { SESSION_BODY, SESSIONS_PATH } from "./scenarios/shared.js";
import { createWalletSessions, roundTrip } from "./scenarios/wallet-verify.js";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "8" }, requests: { type: "string", default: "8000" }, "round-trips": { type: "string", default: "1000" }, connections: { type: "string", default: "20" }, profile: { type: "boolean", default: false }, kinds: { type: "string", default: "create,read" }, "node-args": { type: "string", default: "" } },
});
const ref = positionals[0];
if (!ref) {
  console.error(`usage: npm run bench:compare -- <git ref> [--rounds 8] [--requests 8000] [--round-trips 1000] [--connections 20] [--kinds create,read,wallet] [--node-args="--flag ..."] [--profile]`);
  process.exit(2);
}
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const connections = Number(values.connections);
const walletRoundTrips = Number(values["round-trips"]);

const root = resolve(import.meta.dirname, "..");
const server = process.env.BENCH_DATABASE_SERVER ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const log = (message: string) => console.log(`[compare] ${message}`);

interface Side {
  name: string;
  dir: string;
  /** Where the side's src/ is compiled to. */
  outDir: string;
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
  await deleteKeysWithPrefix(redisUrl, side.prefix); // left by a run that was killed
  await admin(`DROP DATABASE IF EXISTS ${side.database}`);
  await admin(`CREATE DATABASE ${side.database}`);
  // A reference before the folder regroup keeps its runner at src/db/.
  runTs(side, existsSync(join(side.dir, "src/platform/db/migrate-cli.ts")) ? "src/platform/db/migrate-cli.ts" : "src/db/migrate-cli.ts");
  const created = JSON.parse(runTs(side, "src/cli.ts", ["create-merchant", "--email", `${side.name}@compare.test`, "--password", "compare-password-123"]));
  side.key = created.api_keys.test.key as string;
}

/** Compiles the side's src/ with its own tsconfig.json into side.outDir. */
function compile(side: Side): void {
  const config = join(side.outDir, "tsconfig.compare.json");
  mkdirSync(side.outDir, { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(side.dir, "tsconfig.json"),
      compilerOptions: { noEmit: false, outDir: side.outDir, rootDir: side.dir, typeRoots: [join(root, "node_modules/@types")], sourceMap: false, declaration: false },
      include: [join(side.dir, "src")],
      exclude: [join(side.dir, "**/*.test.ts")],
    }),
  );
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", config], { cwd: side.dir, stdio: "inherit" });
  // ESM by the tree's own package.json ("type": "module"), packages from the shared node_modules.
  copyFileSync(join(side.dir, "package.json"), join(side.outDir, "package.json"));
  symlinkSync(join(root, "node_modules"), join(side.outDir, "node_modules"));
  // The migrations are read from the package root at run time (/readyz compares them with the database).
  mkdirSync(join(side.outDir, "prisma"), { recursive: true });
  symlinkSync(join(side.dir, "prisma/migrations"), join(side.outDir, "prisma/migrations"));
}

async function start(side: Side): Promise<void> {
  const port = await freePort();
  const env = { ...serviceEnv({ databaseUrl: databaseUrl(side.database), redisUrl, prefix: side.prefix, logDir: "", profile: false }), PORT: String(port) };
  const profileArgs = values.profile ? ["--cpu-prof", "--cpu-prof-dir", join(root, PROFILE_DIR, `compare-${stamp}-${side.name}`)] : [];
  // --node-args: Node flags for this checkout's api only (measure a runtime flag against HEAD).
  const nodeArgs = side === sides[0] && values["node-args"] ? values["node-args"].split(/\s+/) : [];
  side.api = spawnNode({ name: `api-${side.name}`, role: "api", nodeArgs: [...nodeArgs, ...profileArgs], script: join(side.outDir, "src/api.js"), env, output: "inherit" });
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

/** User and system CPU seconds the process has used (utime and stime, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

type Kind = "create" | "read" | "wallet";
const KINDS = values.kinds.split(",") as Kind[];
if (KINDS.some((kind) => !["create", "read", "wallet"].includes(kind))) throw new Error(`--kinds: create, read and/or wallet, not ${values.kinds}`);
const LABELS: Record<Kind, string> = {
  create: "POST /api/v1/verification-sessions",
  read: "GET /api/v1/verification-sessions/{id}",
  wallet: "SIWE round trip: POST /api/sdk/v1/wallet/challenge + /verify",
};

type Server = "postgres" | "redis";

/** CPU seconds of every running Postgres and Redis server process, by pid (by name, from /proc). */
function serverCpuSeconds(): Map<number, { server: Server; seconds: number }> {
  const byPid = new Map<number, { server: Server; seconds: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, "utf8").trim();
      const server = comm === "postgres" ? "postgres" : comm === "redis-server" ? "redis" : null;
      if (!server) continue;
      const { user, system } = cpuSeconds(Number(entry));
      byPid.set(Number(entry), { server, seconds: user + system });
    } catch {
      // the process exited between listing and reading
    }
  }
  return byPid;
}

/**
 * What the servers spent between two snapshots. Rounds run one at a time, so that is the round's
 * (a backend that exits during the round is missed; the pools keep theirs open).
 */
function serverCpuSpent(before: ReturnType<typeof serverCpuSeconds>, after: ReturnType<typeof serverCpuSeconds>): Record<Server, number> {
  const spent = { postgres: 0, redis: 0 };
  for (const [pid, { server, seconds }] of after) spent[server] += seconds - (before.get(pid)?.seconds ?? 0);
  return spent;
}

/** The load of one round of `kind`: `amount` requests (wallet: round trips), and how many requests that made. */
async function load(side: Side, kind: Kind, amount: number): Promise<() => Promise<{ requests: number; failed: number }>> {
  if (kind === "wallet") {
    // Sessions are created before the CPU is read: only the round trips are measured.
    const tokens = await createWalletSessions(side.baseUrl!, side.key!, amount);
    const signers = Array.from({ length: connections }, () => privateKeyToAccount(generatePrivateKey()));
    return async () => {
      const result = await runClosedLoop(connections, 3_600_000, roundTrip(side.baseUrl!, signers, () => tokens.pop()));
      return { requests: 2 * result.completed, failed: result.errors };
    };
  }
  const spec = {
    baseUrl: side.baseUrl!,
    connections,
    amount,
    headers: { Authorization: `Bearer ${side.key}`, "Content-Type": "application/json" },
    ...(kind === "create"
      ? { method: "POST" as const, paths: [SESSIONS_PATH], body: JSON.stringify(SESSION_BODY) }
      : { method: "GET" as const, paths: side.sessionIds!.map((id) => `${SESSIONS_PATH}/${id}`) }),
  };
  return async () => {
    const result = await runLoad(`${kind} ${side.name}`, spec);
    return { requests: result.requests, failed: result.requests - result.ok };
  };
}

/** Per request (wallet: per round trip of two requests). */
async function measure(side: Side, kind: Kind, amount: number): Promise<{ cpuUs: number; systemUs: number; postgresUs: number; redisUs: number; rps: number }> {
  const run = await load(side, kind, amount);
  const before = cpuSeconds(side.api!.pid);
  const serversBefore = serverCpuSeconds();
  const startedAt = performance.now();
  const { requests, failed } = await run();
  // autocannon's own duration is counted in whole seconds when it is given an amount.
  const seconds = (performance.now() - startedAt) / 1000;
  const after = cpuSeconds(side.api!.pid);
  const servers = serverCpuSpent(serversBefore, serverCpuSeconds());
  if (failed > 0) throw new Error(`${side.name} ${kind}: ${failed} of ${requests} answers were not 2xx`);
  const units = kind === "wallet" ? requests / 2 : requests;
  const perUnitUs = (seconds: number) => (seconds / units) * 1e6;
  const systemUs = perUnitUs(after.system - before.system);
  return {
    cpuUs: perUnitUs(after.user - before.user) + systemUs,
    systemUs,
    postgresUs: perUnitUs(servers.postgres),
    redisUs: perUnitUs(servers.redis),
    rps: units / seconds,
  };
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
const compiled = mkdtempSync(join(tmpdir(), "proofbase-compare-dist-"));
const sides: Side[] = [
  { name: `this-checkout-${head}${dirty ? "-dirty" : ""}`, dir: root, outDir: join(compiled, "this"), database: `proofbase_compare_this_${process.pid}`, prefix: `pbcmpthis${process.pid}` },
  { name: `ref-${sha}`, dir: worktree, outDir: join(compiled, "ref"), database: `proofbase_compare_ref_${process.pid}`, prefix: `pbcmpref${process.pid}` },
];

try {
  log(`checking out ${ref} (${sha}) into ${worktree}`);
  git("worktree", "add", "--detach", "--force", worktree, sha);
  symlinkSync(join(root, "node_modules"), join(worktree, "node_modules"));
  execFileSync(process.execPath, ["scripts/prisma-generate.mjs"], { cwd: worktree, stdio: "ignore" });
  for (const side of sides) {
    log(`${side.name}: compiling, database ${side.database}, merchant, api`);
    compile(side);
    await prepare(side);
    await start(side);
  }
  type Sample = Awaited<ReturnType<typeof measure>>;
  const samples = new Map<string, Sample[]>();
  for (const kind of KINDS) {
    // Statistics as autovacuum keeps them in production, not as they were when the table was empty.
    for (const side of sides) await admin("ANALYZE", side.database);
    for (const side of sides) {
      await measure(side, kind, (kind === "wallet" ? walletRoundTrips : requests) / 2); // warm-up
      samples.set(`${kind} ${side.name}`, []);
    }
    for (let round = 0; round < rounds; round++) {
      // Alternating the order, so a drift of the machine weighs on both alike.
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const sample = await measure(side, kind, kind === "wallet" ? walletRoundTrips : requests);
        samples.get(`${kind} ${side.name}`)!.push(sample);
        const { cpuUs, systemUs, postgresUs, redisUs, rps } = sample;
        log(
          `${kind} round ${round + 1}/${rounds} ${side.name}: api ${cpuUs.toFixed(0)} µs CPU per ${kind === "wallet" ? "round trip" : "request"} (${systemUs.toFixed(0)} of it in the kernel), Postgres ${postgresUs.toFixed(0)} µs, Redis ${redisUs.toFixed(0)} µs, ${rps.toFixed(0)} req/s`,
        );
      }
    }
  }
  console.log(`\n| Request | Measure | ${sides.map((s) => s.name).join(" | ")} | this / ref |\n|---|---|---|---|---|`);
  const measures: [keyof Sample, string][] = [
    ["cpuUs", "api CPU µs/request"],
    ["postgresUs", "Postgres CPU µs/request"],
    ["redisUs", "Redis CPU µs/request"],
    ["rps", "req/s"],
  ];
  for (const kind of KINDS) {
    const [mine, theirs] = sides.map((side) => samples.get(`${kind} ${side.name}`)!);
    for (const [key, title] of measures) {
      const [a, b] = [median(mine!.map((x) => x[key])), median(theirs!.map((x) => x[key]))];
      console.log(`| ${key === "cpuUs" ? LABELS[kind] : ""} | ${title} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(a / b).toFixed(2)}× |`);
    }
  }
  console.log(
    `\nMedians of ${rounds} alternating rounds of ${requests} requests (wallet: ${walletRoundTrips} SIWE round trips, per round trip) over ${connections} connections; both apis compiled by tsc, on plain node.`,
  );
} finally {
  await stopAll();
  for (const side of sides) await admin(`DROP DATABASE IF EXISTS ${side.database} WITH (FORCE)`).catch(() => undefined);
  // The sessions' expiry and sandbox jobs wait, delayed, in Redis: hundreds of thousands a run.
  for (const side of sides) await deleteKeysWithPrefix(redisUrl, side.prefix).catch(() => undefined);
  rmSync(compiled, { recursive: true, force: true });
  try {
    git("worktree", "remove", "--force", worktree);
  } catch {
    rmSync(worktree, { recursive: true, force: true });
    git("worktree", "prune");
  }
}
