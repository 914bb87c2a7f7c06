// The upgrade from the previous release to this tree, without downtime (contract section 18;
// docs/operations.md, "Releases, upgrades and rollback"). The previous release's own code
// (materialized from git at the commit test/support/releases.ts records) migrates a database
// with its own runner and serves steady traffic, api and worker; then this tree's migrations run
// under that traffic, and the processes are replaced one at a time: a new api joins the load
// balancer, the old one leaves it, drains and gets SIGTERM; a new worker starts, the old one gets
// SIGTERM. No request may fail (no 5xx, no connection error) and no side effect may be lost or
// doubled: every session completes, and each of its webhooks arrives exactly once.
import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { randomListenPort } from "./support/ports.js";
import { compiledFile, compileTree, serviceArgv, type ServiceEntry } from "./support/compiled-services.js";
import { spawnNodeProcess, type ServiceProcess } from "./support/processes.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.js";
import { previousRelease } from "./support/releases.js";
import { TcpBalancer } from "./support/tcp-balancer.js";
import { waitFor } from "./support/wait.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const release = previousRelease();
const QUEUES = ["sandbox-progress", "session-expiry", "webhook-delivery", "webhook-retry", "email", "sweeper"];
const START_TIMEOUT_MS = 120_000; // the app loading on a machine loaded by other test runs

const server = process.env.TEST_DATABASE_SERVER ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432";
const databaseName = `${new URL(process.env.DATABASE_URL ?? "postgresql://x/pb_test").pathname.slice(1)}_upgrade_${randomUUID().slice(0, 6)}`;
const databaseUrl = databaseUrlOn(server, databaseName);
// Live email codes go to the SMTP stand-in (SMTP_URL set once it listens); every request comes from
// one address, so the per-address email budget is off; the sweeper repairs every 2 s.
const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  DIRECT_DATABASE_URL: databaseUrl,
  EMAIL_PROVIDER: "smtp",
  EMAIL_MAX_PER_IP_PER_HOUR: "0",
  SWEEP_INTERVAL_MS: "2000",
};

let oldTree: string;
let receiver: Receiver;
let smtp: TestSmtpServer;
let balancer: TcpBalancer;
const services: ServiceProcess[] = [];
const startedAt = Date.now();
/** Progress on stderr: on a timeout, the last line says which step was running. */
const step = (what: string) => process.stderr.write(`[upgrade +${Math.round((Date.now() - startedAt) / 1000)}s] ${what}\n`);

/**
 * The release at `commit` as it runs in production: its source, this checkout's node_modules, its
 * own Prisma client, and its src/ and workers/ compiled into dist/ (the layout of its image).
 */
async function materialize(commit: string, version: string): Promise<string> {
  if (spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: root }).status !== 0) {
    throw new Error(
      `commit ${commit} (release v${version}, test/support/releases.ts) is not in this clone: the upgrade test needs the ` +
        "previous release's code; fetch the history (git fetch --unshallow, or a checkout with fetch-depth: 0)",
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), `proofbase-v${version}-`));
  execFileSync("sh", ["-c", `git archive --format=tar ${commit} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(realpathSync(path.join(root, "node_modules")), path.join(dir, "node_modules"));
  const generated = spawnSync(process.execPath, ["scripts/prisma-generate.mjs"], { cwd: dir, encoding: "utf8" });
  if (generated.status !== 0) throw new Error(`prisma generate failed in v${version}'s tree:\n${generated.stdout}${generated.stderr}`);
  await compileTree(dir, path.join(dir, "dist"));
  return dir;
}

/** The node arguments that start `entry` of `tree`: the release's dist/, or this tree's compile for the run. */
function entryArgv(tree: string, entry: ServiceEntry | "src/db/migrate-cli.ts"): string[] {
  if (tree === root) return serviceArgv(entry as ServiceEntry);
  return [compiledFile("dist", entry)];
}

async function runToEnd(argv: string[], cwd: string): Promise<string> {
  const child = spawnNodeProcess(argv, { cwd, env });
  const code = await child.exited;
  if (code !== 0) throw new Error(`${argv.join(" ")} in ${cwd} exited with ${code}:\n${child.output()}`);
  return child.stdout();
}

async function startApi(cwd: string): Promise<{ port: number; service: ServiceProcess }> {
  const port = randomListenPort();
  const service = spawnNodeProcess(entryArgv(cwd, "src/api.ts"), { cwd, env: { ...env, PORT: String(port) } });
  services.push(service);
  await waitFor(
    async () => {
      if (service.child.exitCode !== null) throw new Error(`api exited:\n${service.output()}`);
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
    },
    () => `the api in ${cwd} to be ready:\n${service.output().slice(-3000)}`,
    START_TIMEOUT_MS,
    200,
  );
  return { port, service };
}

async function startWorker(cwd: string, settings: Record<string, string> = {}, queues: readonly string[] = QUEUES): Promise<ServiceProcess> {
  const service = spawnNodeProcess([...entryArgv(cwd, "workers/main.ts"), ...queues], { cwd, env: { ...env, ...settings } });
  services.push(service);
  await waitFor(
    () => {
      if (service.child.exitCode !== null) throw new Error(`worker exited:\n${service.output()}`);
      return service.output().includes('"msg":"worker started"');
    },
    () => `the worker in ${cwd} to start:\n${service.output().slice(-3000)}`,
    START_TIMEOUT_MS,
    200,
  );
  return service;
}

async function stop(service: ServiceProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | string> {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill(signal);
  return service.exited;
}

/** One request through the balancer on a connection of its own (each one is routed afresh). */
function send(method: string, pathname: string, key: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; body: any }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: balancer.port,
        method,
        path: pathname,
        agent: false,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}),
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

interface Traffic {
  sessions: string[];
  /** The addresses a live email code was sent to, one per live session. */
  mailed: string[];
  failures: string[];
  requests: number;
}

/** A client creating test sessions (each with its own idempotency key, every third one sent twice) and reading them back. */
async function client(key: string, traffic: Traffic, running: () => boolean): Promise<void> {
  for (let n = 0; running(); n++) {
    const idempotencyKey = randomUUID();
    const call = async (what: string, method: string, pathname: string, body?: unknown) => {
      traffic.requests++;
      try {
        const response = await send(method, pathname, key, body, idempotencyKey);
        if (response.status >= 300) traffic.failures.push(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
        return response;
      } catch (error) {
        traffic.failures.push(`${what}: ${(error as Error).message}`);
        return undefined;
      }
    };
    const created = await call("create", "POST", "/api/v1/verification-sessions", { flows: ["wallet"] });
    const id = created?.status === 201 ? (created.body.id as string) : undefined;
    if (id) {
      traffic.sessions.push(id);
      if (n % 3 === 0) {
        const again = await call("idempotent replay", "POST", "/api/v1/verification-sessions", { flows: ["wallet"] });
        if (again && again.body?.id !== id) traffic.failures.push(`idempotent replay: answered ${again.body?.id}, not ${id}`);
      }
      await call("read", "GET", `/api/v1/verification-sessions/${id}`);
    }
    await sleep(50);
  }
}

/** A person verifying an email address in live mode: a live session each time, and one code sent to a new address. */
async function mailer(liveKey: string, traffic: Traffic, running: () => boolean): Promise<void> {
  for (let n = 0; running(); n++) {
    try {
      traffic.requests += 2;
      const created = await send("POST", "/api/v1/verification-sessions", liveKey, { flows: ["email"] }, randomUUID());
      if (created.status !== 201) throw new Error(`live create: ${created.status} ${JSON.stringify(created.body)}`);
      const email = `upgrade-${randomUUID().slice(0, 8)}@example.test`;
      const sent = await send("POST", "/api/sdk/v1/email/send-code", created.body.client_token, { email });
      if (sent.status !== 202) throw new Error(`send-code: ${sent.status} ${JSON.stringify(sent.body)}`);
      traffic.mailed.push(email);
    } catch (error) {
      traffic.failures.push((error as Error).message);
    }
    await sleep(200);
  }
}

beforeAll(async () => {
  step(`materializing v${release.version} (${release.commit})`);
  oldTree = await materialize(release.commit, release.version);
  receiver = await startReceiver();
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
  balancer = new TcpBalancer(randomListenPort());
  await balancer.start();
});

afterAll(async () => {
  await Promise.all(services.map((service) => stop(service, "SIGKILL")));
  await balancer?.close();
  await receiver?.close();
  await smtp?.close();
  await withClient(databaseUrlOn(server, "postgres"), (c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  if (oldTree) rmSync(oldTree, { recursive: true, force: true });
});

describe(`upgrade from the previous release (v${release.version})`, () => {
  it("runs this tree's migrations and replaces api and worker one at a time under traffic: no failed request, no lost or doubled side effect", async () => {
    // The previous release's database, built by its own runner, and a merchant made by its own code.
    step("migrating with the previous release's runner");
    await runToEnd(entryArgv(oldTree, "src/db/migrate-cli.ts"), oldTree); // the release's own layout
    step("seeding a merchant with the previous release's code");
    writeFileSync(
      path.join(oldTree, "upgrade-seed.mjs"),
      `import { SCOPES } from "./dist/src/auth/scopes.js";
import { mintApiKey } from "./dist/src/portal/api-keys.js";
import { createMerchant } from "./dist/src/portal/create-merchant.js";
import { prisma } from "./dist/src/db/client.js";
const { merchantId } = await createMerchant({ email: "upgrade@example.test", password: "correct horse battery", businessName: "Upgrade" });
const { key } = await mintApiKey(merchantId, { name: "upgrade", mode: "test", scopes: [...SCOPES] });
await prisma.merchant.update({ where: { id: merchantId }, data: { liveEnabled: true, liveEnabledReason: "upgrade test" } });
const live = await mintApiKey(merchantId, { name: "upgrade live", mode: "live", scopes: [...SCOPES] });
console.log(JSON.stringify({ key, liveKey: live.key }));
process.exit(0);
`,
    );
    const { key, liveKey } = JSON.parse((await runToEnd(["upgrade-seed.mjs"], oldTree)).trim().split("\n").at(-1)!) as { key: string; liveKey: string };

    step("starting the previous release's api and worker");
    // 0.1.0 runs its deliveries as docs/operations.md ("Upgrading from 0.1.0") asks: 20 at a time.
    // Its worker takes up to WEBHOOK_CONCURRENCY jobs before it starts any and renews none of their
    // locks meanwhile: starved here (other test runs, the new api compiling), 100 deliveries took
    // 22 s to take, the first ones' locks (20 s) lapsed, and 0.1.0 sent those attempts twice on its
    // own, before any new process ran. This release keeps those locks and claims each attempt.
    // Its email queue runs in a worker of its own, stopped once the migrations ran: the codes the
    // previous release records after that wait in Redis under its job name, and in its own column,
    // for this release's worker to adopt (the path a compose upgrade takes: the old worker stops
    // before the new one starts).
    const [oldApi, oldWorker, oldMailWorker] = await Promise.all([
      startApi(oldTree),
      startWorker(oldTree, { WEBHOOK_CONCURRENCY: "20" }, QUEUES.filter((queue) => queue !== "email")),
      startWorker(oldTree, {}, ["email"]),
    ]);
    balancer.add(oldApi.port);
    const endpoint = await send("POST", "/api/v1/webhook-endpoints", key, {
      url: receiver.url,
      events: ["verification_session.created", "verification_session.completed"],
      signature_scheme: "standard",
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);

    const traffic: Traffic = { sessions: [], mailed: [], failures: [], requests: 0 };
    let running = true;
    const clients = [client(key, traffic, () => running), client(key, traffic, () => running), mailer(liveKey, traffic, () => running)];
    const progress = async (more: number, what: string) => {
      const target = traffic.sessions.length + more;
      await waitFor(() => traffic.sessions.length >= target || traffic.failures.length > 0, `${more} more sessions ${what}`, START_TIMEOUT_MS, 100);
    };
    try {
      step("traffic on the previous release");
      await progress(5, "on the previous release");
      await waitFor(() => receiver.requests.length >= 4, "the previous release's worker to deliver webhooks", START_TIMEOUT_MS, 100);

      // This tree's migrations, while the previous release serves.
      step("running this tree's migrations");
      const migrated = await runToEnd(entryArgv(root, "src/platform/db/migrate-cli.ts"), root);
      expect(migrated).toMatch(/already up to date|applied \d+/);
      await progress(3, "after the migrations");
      step("stopping the previous release's email worker");
      const mailedByOld = traffic.mailed.length;
      expect(await stop(oldMailWorker)).toBe(0);
      await waitFor(() => traffic.mailed.length >= mailedByOld + 3 || traffic.failures.length > 0, "3 codes recorded by the previous release for the new worker", START_TIMEOUT_MS, 100);

      // api: surge one new process, then drain and stop the old one.
      step("starting the new api");
      const newApi = await startApi(root);
      balancer.add(newApi.port);
      step("draining the old api");
      await balancer.remove(oldApi.port);
      expect(await stop(oldApi.service)).toBe(0);
      await progress(5, "on the new api");

      // worker: the new one joins the queues, then the old one finishes or releases its jobs.
      step("starting the new worker");
      await startWorker(root);
      step("stopping the old worker");
      expect(await stop(oldWorker)).toBe(0);
      await progress(5, "on the new worker");
    } finally {
      running = false;
      await Promise.all(clients);
    }

    step(`traffic stopped: ${traffic.sessions.length} sessions, ${traffic.requests} requests`);
    expect(traffic.failures).toEqual([]);
    const sessions = traffic.sessions;
    await waitFor(
      () =>
        withClient(databaseUrl, async (c) => {
          const { rows } = await c.query<{ open: string }>(`SELECT count(*) AS open FROM verification_sessions WHERE id = ANY($1) AND status <> 'completed'`, [sessions]);
          return rows[0]!.open === "0";
        }),
      `all ${sessions.length} sessions to complete`,
      START_TIMEOUT_MS,
      250,
    );

    const sessionWebhooks = () =>
      receiver.requests
        .map((r) => ({ webhookId: r.headers["webhook-id"] as string, event: JSON.parse(r.rawBody.toString("utf8")) as { type: string; data: { id: string } } }))
        .filter((r) => r.event.type.startsWith("verification_session."));
    const distinctIds = () => new Set(sessionWebhooks().map((r) => r.webhookId)).size;
    await waitFor(() => distinctIds() >= sessions.length * 2, () => `${sessions.length * 2} session webhooks (got ${distinctIds()})`, START_TIMEOUT_MS, 250);
    await sleep(1_000); // a duplicate would arrive now

    step("checking the webhooks");
    const received = sessionWebhooks();
    // Each event arrives exactly once: a delivery job BullMQ runs again (its lock lapsed while a
    // starved worker had fetched it but not yet started it) finds the attempt claimed and sends
    // nothing (src/events/webhooks/load-delivery.ts). Every session's two events, under their own ids.
    const timesById = new Map<string, number>();
    for (const { webhookId } of received) timesById.set(webhookId, (timesById.get(webhookId) ?? 0) + 1);
    expect([...timesById].filter(([, times]) => times > 1), "webhook-ids received more than once").toEqual([]);
    const typesBySession = new Map<string, string[]>();
    for (const { event } of received) typesBySession.set(event.data.id, [...(typesBySession.get(event.data.id) ?? []), event.type].sort());
    expect(new Set(typesBySession.keys())).toEqual(new Set(sessions));
    for (const id of sessions) expect(typesBySession.get(id), id).toEqual(["verification_session.completed", "verification_session.created"]);
    expect(traffic.requests).toBeGreaterThan(sessions.length * 2);

    // Each live code is mailed exactly once, whichever release recorded it and whichever sent it:
    // the previous release's rows and jobs are adopted by the outbox, and a new release's job an
    // old worker refused is put back by the sweeper (docs/database.md, "Upgrading to the outbox").
    step(`checking ${traffic.mailed.length} code emails`);
    expect(traffic.mailed.length).toBeGreaterThan(5);
    await waitFor(
      () => traffic.mailed.every((email) => smtp.to(email).length >= 1),
      () => `every code mailed (${traffic.mailed.filter((email) => smtp.to(email).length === 0).length} of ${traffic.mailed.length} not yet)`,
      START_TIMEOUT_MS,
      250,
    );
    await sleep(1_000);
    expect(traffic.mailed.filter((email) => smtp.to(email).length !== 1), "addresses mailed more than once").toEqual([]);
  }, 420_000);
});
