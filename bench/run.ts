/**
 * `npm run bench`: starts its own database, api, workers, receivers and baselines, runs every
 * scenario (or BENCH_ONLY's), prints one table and writes bench/results/latest.json (and a
 * timestamped copy). Everything it starts is stopped at the end, on failure and on Ctrl-C.
 * See docs/performance.md.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSessionsScenario } from "./scenarios/create-sessions.js";
import { deliveryScenario } from "./scenarios/delivery.js";
import { eventsPaginationScenario } from "./scenarios/events-pagination.js";
import { eventLogScaleScenario } from "./scenarios/event-log-scale.js";
import { searchScenario } from "./scenarios/search.js";
import { fanOutScenario } from "./scenarios/fan-out.js";
import { hostedPageScenario } from "./scenarios/hosted-page.js";
import { memoryScenario } from "./scenarios/memory.js";
import { metricsOverheadScenario } from "./scenarios/metrics-overhead.js";
import { vicAttestScenario } from "./scenarios/vic-attest.js";
import { readSessionScenario } from "./scenarios/read-session.js";
import { retryStormScenario } from "./scenarios/retry-storm.js";
import { phoneSendScenario } from "./scenarios/phone-send.js";
import { walletVerifyScenario } from "./scenarios/wallet-verify.js";
import { credentialsScenario } from "./scenarios/credentials.js";
import { MERCHANTS, type BenchContext, type MerchantName, type Scenario, type ScenarioResult } from "./scenarios/types.js";
import { NotAvailable } from "./support/api-client.js";
import { ensureBuilt } from "./support/build.js";
import { acquireBenchLock, benchDatabaseUrl, dropBenchDatabase, recreateBenchDatabase, settleDatabase } from "./support/database.js";
import { machineInfo } from "./support/machine.js";
import { readOptions, type ScenarioName } from "./support/options.js";
import { collectStdout, killAllNow, spawnNode, stopAll } from "./support/processes.js";
import { startReceiver } from "./support/receiver-client.js";
import { deleteKeysWithPrefix } from "./support/redis-keys.js";
import { renderTable, writeReport } from "./support/report.js";
import type { BenchMerchant } from "./support/seed-merchants.js";
import { PROFILE_DIR, serviceEnv, startApi, type ServiceSettings } from "./support/service.js";

const SCENARIOS: Record<ScenarioName, Scenario> = {
  "create-sessions": createSessionsScenario,
  "read-session": readSessionScenario,
  "events-pagination": eventsPaginationScenario,
  "event-log-scale": eventLogScaleScenario,
  search: searchScenario,
  delivery: deliveryScenario,
  "fan-out": fanOutScenario,
  "retry-storm": retryStormScenario,
  "wallet-verify": walletVerifyScenario,
  "phone-send": phoneSendScenario,
  memory: memoryScenario,
  "vic-attest": vicAttestScenario,
  "metrics-overhead": metricsOverheadScenario,
  "hosted-page": hostedPageScenario,
  credentials: credentialsScenario,
};

process.chdir(fileURLToPath(new URL("..", import.meta.url)));
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const options = readOptions();
const settings: ServiceSettings = {
  databaseUrl: benchDatabaseUrl(),
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  prefix: "pbbench",
  logDir: mkdtempSync(join(tmpdir(), "proofbase-bench-")),
  profile: options.profile,
  loopProfile: options.loopProfile,
};

let interrupted = false;
let releaseLock: (() => Promise<void>) | undefined;
let cleanup: Promise<void> | undefined;
/** Stops every process the bench started and removes its Redis keys and database; runs once. */
function cleanUp(): Promise<void> {
  cleanup ??= doCleanUp();
  return cleanup;
}

async function doCleanUp(): Promise<void> {
  await stopAll();
  if (!releaseLock) return; // another run owns the database and the prefix
  await deleteKeysWithPrefix(settings.redisUrl, settings.prefix).catch((error: unknown) =>
    log(`could not delete the bench's Redis keys (${settings.prefix}*): ${(error as Error).message}`),
  );
  if (!options.keepDb) {
    await dropBenchDatabase(settings.databaseUrl).catch((error: unknown) =>
      log(`could not drop the bench database: ${(error as Error).message}`),
    );
  }
  await releaseLock();
}

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    log(`${signal}: stopping everything the bench started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function seedMerchants(): Promise<Record<MerchantName, BenchMerchant>> {
  const proc = spawnNode({
    name: "seed merchants",
    role: "setup",
    script: "bench/support/seed-merchants.ts",
    args: [...MERCHANTS],
    env: serviceEnv(settings),
    output: "pipe",
  });
  return JSON.parse((await collectStdout(proc)).trim()) as Record<MerchantName, BenchMerchant>;
}

async function runScenario(scenario: Scenario, ctx: BenchContext): Promise<ScenarioResult> {
  const started = Date.now();
  log(`── ${scenario.name}`);
  const unsettled = await settleDatabase(settings.databaseUrl);
  if (unsettled) log(`could not CHECKPOINT before ${scenario.name} (${unsettled}); a checkpoint may run during it`);
  const base = { name: scenario.name, title: scenario.title };
  const durationS = () => Math.round((Date.now() - started) / 100) / 10;
  try {
    const outcome = await scenario.run(ctx);
    return { ...base, status: "ok", ...outcome, durationS: durationS() };
  } catch (error) {
    if (interrupted) return { ...base, status: "failed", note: "interrupted", rows: [], details: {}, durationS: durationS() };
    if (error instanceof NotAvailable) {
      log(`${scenario.name}: not available: ${error.message}`);
      return { ...base, status: "not available", note: error.message, rows: [], details: {}, durationS: durationS() };
    }
    log(`${scenario.name} failed: ${(error as Error).stack ?? String(error)}`);
    return { ...base, status: "failed", note: (error as Error).message, rows: [], details: {}, durationS: durationS() };
  }
}

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  log(`${options.quick ? "QUICK run (small counts; the numbers only show the harness works)" : "full run"}: ${options.only.join(", ")}`);
  log(`logs of every process: ${settings.logDir}${options.profile || options.loopProfile ? `; CPU profiles: ${PROFILE_DIR}/` : ""}`);

  releaseLock = await acquireBenchLock(settings.databaseUrl);
  ensureBuilt(log); // after the lock: another run's processes may be loading dist/ right now
  await deleteKeysWithPrefix(settings.redisUrl, settings.prefix);
  log(`recreating ${new URL(settings.databaseUrl).pathname.slice(1)}`);
  await recreateBenchDatabase(settings.databaseUrl);
  const machine = await machineInfo(settings.databaseUrl, settings.redisUrl);

  const receiver = await startReceiver(join(settings.logDir, "receiver.log"));
  const merchants = await seedMerchants();
  const api = await startApi(settings);
  const ctx: BenchContext = { options, params: options.params, settings, api, receiver, merchants, log };

  const results: ScenarioResult[] = [];
  for (const name of options.only) {
    if (interrupted) return 130;
    results.push(await runScenario(SCENARIOS[name], ctx));
  }
  if (interrupted) return 130;

  const table = renderTable(results);
  process.stdout.write(`\n${options.quick ? "QUICK run — not a measurement\n" : ""}${table}\n\n`);
  const files = await writeReport({
    startedAt,
    finishedAt: new Date().toISOString(),
    quick: options.quick,
    scenarios: options.only,
    machine,
    loadAverageAtEnd: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    logDir: settings.logDir,
    results,
  });
  log(`results: ${files.join(", ")}`);
  return results.some((r) => r.status === "failed") ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted) log(`bench failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
