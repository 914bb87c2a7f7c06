/**
 * `npm run chaos [-- --quick | --soak --minutes N] [--keep]`: the fault-injection suite
 * (docs/chaos.md). Runs the real processes (2 api, 2 workers, a retry worker) against a private
 * Postgres, Redis, chain, Stripe stand-in and webhook receivers, under a steady paced load;
 * injects faults while it runs; drains; reconciles the ledger and prints the table. Exits 1 when
 * any loss row is not zero, 2 when the run itself could not be carried out.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { collectStdout, freePort, killAllNow, spawnNode } from "../../bench/support/processes.js";
import { startLocalChain, type LocalChain } from "../../test/support/anvil.js";
import { startPgBouncer, type PgBouncer } from "../../test/support/pgbouncer.js";
import { startRedisServer, type RedisServer } from "../../test/support/redis-server.js";
import { copySessions } from "../../test/support/search-seed.js";
import { startSmtpServer, type TestSmtpServer } from "../../test/support/smtp-server.js";
import { StripeServer } from "../../test/support/stripe-server.js";
import { withClient } from "../../src/platform/db/one-off-client.js";
import { TcpProxy } from "../../test/support/tcp-proxy.js";
import { startTwilioServer, type TwilioServer } from "../../test/support/twilio-server.js";
import { runAbuse } from "./abuse.js";
import { drain } from "./drain.js";
import { faultSchedule, injectFaults, type Target } from "./faults.js";
import { Ledger } from "./ledger.js";
import { runLoad } from "./load.js";
import { PORTAL_PLAN, runPortalAttack } from "./portal-attack.js";
import { runCredentialAttack } from "./credential-attack.js";
import { reconcileCredentials } from "./reconcile-credentials.js";
import { parseOptions } from "./options.js";
import { startPostgres, type PrivatePostgres } from "../../test/support/private-postgres.js";
import { defineFleet, serviceEnv, type Fleet } from "./processes.js";
import { ChaosReceiver } from "./receivers.js";
import { reconcile } from "./reconcile.js";
import { reconcileAbuse } from "./reconcile-abuse.js";
import { reconcilePortal } from "./reconcile-portal.js";
import { reconcileRedaction } from "./reconcile-redaction.js";
import { failedRows, formatReport } from "./report.js";
import { summarizeServiceLogs } from "./service-logs.js";
import { createLiveAccount, createMerchants, createPortalViewer } from "./setup.js";

process.chdir(fileURLToPath(new URL("../..", import.meta.url)));
const options = parseOptions(process.argv.slice(2));
const runStarted = Date.now();
const log = (line: string) => console.log(`[chaos +${((Date.now() - runStarted) / 1000).toFixed(1)}s] ${line}`);

const baseDir = mkdtempSync(join(tmpdir(), "proofbase-chaos-"));
chmodSync(baseDir, 0o755); // the postgres user reaches its data directory inside
const logDir = join(baseDir, "logs");
mkdirSync(logDir);

let postgres: PrivatePostgres | undefined;
let pgbouncer: PgBouncer | undefined;
let redis: RedisServer | undefined;
let chain: LocalChain | undefined;
let chainProxy: TcpProxy | undefined;
let fleet: Fleet | undefined;
const stripe = new StripeServer();
let twilio: TwilioServer | undefined;
let smtp: TestSmtpServer | undefined;
/** Operations' credentials for the admin API (the kill switch the abuse load pulls). */
const admin = { user: "chaos-ops", password: randomBytes(16).toString("hex") };
// The flaky one fails each event's first delivery (a retry is always waiting in Redis), and is the one taken down.
const receivers = [new ChaosReceiver("receiver-steady"), new ChaosReceiver("receiver-flaky", { hiccup: true })];

let cleanup: Promise<void> | undefined;
/** Stops everything the run started, once, whatever state it is in. */
function cleanUp(keepFiles: boolean): Promise<void> {
  cleanup ??= (async () => {
    const quietly = (work: Promise<unknown> | undefined) => work?.catch(() => undefined);
    await Promise.all((fleet?.all ?? []).map((service) => quietly(service.stop())));
    await Promise.all([quietly(redis?.stop()), quietly(chainProxy?.cut()), quietly(chain?.stop()), quietly(stripe.stop()), quietly(twilio?.close()), quietly(smtp?.close()), ...receivers.map((r) => quietly(r.stop()))]);
    await quietly(pgbouncer?.stop());
    await quietly(postgres?.stop());
    if (!keepFiles) rmSync(baseDir, { recursive: true, force: true });
  })();
  return cleanup;
}

// Last resort if the process exits without cleanUp (a crash): nothing may keep running.
process.on("exit", () => {
  killAllNow();
  pgbouncer?.stopNow();
  postgres?.stopNow();
  if (redis) {
    try {
      execFileSync("redis-cli", ["-p", String(redis.port), "shutdown", "nosave"], { stdio: "ignore", timeout: 5_000 });
    } catch {
      // already stopped
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping everything the run started (files kept in ${baseDir})`);
    void cleanUp(true).finally(() => process.exit(130));
  });
}

async function migrate(databaseUrl: string): Promise<void> {
  const proc = spawnNode({ name: "migrate", role: "setup", script: "src/platform/db/migrate-cli.ts", env: { DATABASE_URL: databaseUrl }, output: "pipe" });
  await collectStdout(proc);
}

async function main(): Promise<number> {
  log(`${options.mode} run: ${options.loadSeconds} s of load at ${options.createsPerSecond} creates/s; files in ${baseDir}`);
  postgres = await startPostgres(baseDir, await freePort());
  const databaseUrl = postgres.url("proofbase");
  await migrate(databaseUrl);
  // --pgbouncer: the services' connections go through PgBouncer in transaction mode; the run's
  // own checks (drain, reconcile) and migrations read Postgres directly.
  if (options.pgbouncer) pgbouncer = await startPgBouncer(databaseUrl, await freePort());
  redis = await startRedisServer(await freePort());
  chain = await startLocalChain();
  chainProxy = new TcpProxy(await freePort(), { host: "127.0.0.1", port: chain.port });
  await chainProxy.start();
  await stripe.start();
  twilio = await startTwilioServer();
  smtp = await startSmtpServer();
  for (const receiver of receivers) await receiver.start();
  log(`Postgres :${postgres.port}${pgbouncer ? ` behind PgBouncer :${pgbouncer.port}` : ""}, Redis :${redis.port}, anvil :${chain.port} behind :${chainProxy.port}, Stripe ${stripe.url}, Twilio ${twilio.apiUrl}`);

  const apiPorts: [number, number] = [await freePort(), await freePort()];
  const services = pgbouncer ? { databaseUrl: pgbouncer.through(databaseUrl), directDatabaseUrl: databaseUrl } : { databaseUrl };
  const env = serviceEnv({ ...services, redisUrl: redis.url, publicUrl: `http://127.0.0.1:${apiPorts[0]}`, chain: chain.env(`http://127.0.0.1:${chainProxy.port}`), stripe, twilio, smtpUrl: smtp.url, admin });
  fleet = defineFleet(env, apiPorts, logDir);
  // One worker first: it registers the VIC schema on the chain, which the others then find.
  await Promise.all([fleet.workers[0]!.start(), ...fleet.apis.map((api) => api.start())]);
  await Promise.all([fleet.workers[1]!.start(), fleet.retryWorker.start()]);
  log("2 api, 2 workers and a retry worker are serving");

  const baseUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  const merchants = await createMerchants(baseUrls[0]!, 2, receivers, stripe);
  const attacker = await createLiveAccount(baseUrls[0]!, "Chaos attacker", stripe);
  const disabled = await createLiveAccount(baseUrls[0]!, "Chaos to disable", stripe);
  const viewer = await createPortalViewer(baseUrls[0]!, "Chaos portal", smtp);
  await withClient(databaseUrl, (client) => copySessions(client, { merchantId: viewer.merchantId, mode: "test", count: PORTAL_PLAN.seededSessions }));
  log(`${merchants.length} merchants, each live through Stripe Checkout with an endpoint on each receiver; 2 live accounts for the abuse load; a viewer invited to an account of ${PORTAL_PLAN.seededSessions} test sessions for the portal attacker`);

  const ledger = new Ledger();
  ledger.loadStartedAt = Date.now();
  const loadEndsAt = ledger.loadStartedAt + options.loadSeconds * 1000;
  const target: Target = { ledger, fleet, postgres, redis, flakyReceiver: receivers[1]!, chainProxy };
  const load = runLoad({ ledger, baseUrls, merchants, perSecond: options.createsPerSecond, completeEvery: options.completeEvery, redactEvery: options.redactEvery, durationMs: options.loadSeconds * 1000 });
  const abuse = runAbuse({
    ledger,
    baseUrls,
    attacker,
    disabled,
    admin,
    receiverUrl: (path) => receivers[0]!.url(path),
    durationMs: options.loadSeconds * 1000,
  });
  const portal = runPortalAttack({ ledger, baseUrls, viewer, durationMs: options.loadSeconds * 1000 });
  const credentials = runCredentialAttack({ ledger, baseUrls, issuer: merchants[0]!, relying: merchants[1]!, durationMs: options.loadSeconds * 1000 });
  await Promise.all([load, abuse, portal, credentials, injectFaults(target, faultSchedule(options, loadEndsAt), log)]);
  log(`load done: ${ledger.creates.length} creates, ${ledger.completions.length} completions tried; draining`);

  const drained = await drain(databaseUrl, options.drainSeconds * 1000, log);
  const rows = await reconcile({
    ledger,
    merchants,
    receipts: receivers.flatMap((r) => r.receipts),
    stripe,
    chain,
    databaseUrl,
    drain: drained,
    serviceLogs: summarizeServiceLogs(logDir),
  });
  rows.push(...(await reconcileAbuse({ ledger, attacker, disabled, texts: twilio.messages, stripe, chain, databaseUrl })));
  rows.push(...(await reconcileRedaction(ledger, databaseUrl)));
  rows.push(...reconcilePortal(ledger));
  rows.push(...reconcileCredentials(ledger));
  console.log(formatReport(rows, `Chaos ledger (${options.mode}, ${Math.round((Date.now() - runStarted) / 1000)} s)`));
  writeFileSync(join(baseDir, "ledger.json"), JSON.stringify({ ledger, merchants: merchants.map(({ liveKey: _, ...m }) => m), rows }, null, 1));
  const failed = failedRows(rows).length > 0;
  if (failed || options.keep) log(`logs and data kept in ${baseDir}`);
  await cleanUp(failed || options.keep);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    log(`the run could not be carried out: ${(error as Error).stack ?? String(error)}`);
    log(`logs kept in ${baseDir}`);
    await cleanUp(true);
    process.exit(2);
  },
);
