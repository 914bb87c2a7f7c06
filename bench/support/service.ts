import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Queue } from "bullmq";
import { QUEUES, type QueueName } from "../../src/platform/queues/names.js";
import { productionCommand } from "./production-command.js";
import { freePort, spawnNode, stopProcess, waitUntil, type BenchProcess } from "./processes.js";

export const PROFILE_DIR = "bench/profiles";

export interface ServiceSettings {
  databaseUrl: string;
  redisUrl: string;
  /** The bench's own BullMQ/Redis prefix, so its queues never mix with anyone else's. */
  prefix: string;
  logDir: string;
  profile: boolean;
  /** The api loads bench/support/loop-profiler.mjs: profileStretch() profiles a stretch of its run (BENCH_PROFILE=loop). */
  loopProfile?: boolean;
}

/**
 * The environment of the bench's api and worker processes. Rate limiting is off because one key
 * drives all the load (a per-key limit would measure the limiter); the sandbox delay is an hour so
 * no sandbox job runs during a measurement (they wait, delayed, in Redis); retries are seconds apart
 * instead of minutes so the retry storm happens inside the run. Responses are not checked against
 * their schemas, as in production.
 */
export function serviceEnv(settings: ServiceSettings): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    QUEUE_PREFIX: settings.prefix,
    WEBHOOK_ALLOW_INSECURE_TARGETS: "true",
    RATE_LIMIT_PER_SECOND: "0",
    // The phone-send scenario texts thousands of numbers from one address for one account:
    // the SMS budgets would measure themselves, not the send path.
    SMS_MAX_PER_MERCHANT_PER_DAY: "0",
    SMS_MAX_PER_IP_PER_HOUR: "0",
    SMS_MAX_PER_NUMBER_PER_HOUR: "0",
    // The fan-out scenario registers 200 endpoints on one account (the default cap is 16).
    WEBHOOK_MAX_ENDPOINTS_PER_MODE: "250",
    LOG_LEVEL: "warn",
    SANDBOX_DELAY_MS: "3600000",
    WEBHOOK_RETRY_SCHEDULE: "1s,2s,4s,8s",
    NODE_ENV: "development",
    // Production does not check responses against their schemas; development does by default.
    RESPONSE_SCHEMA_CHECK: "false",
  };
}

let profileSeq = 0;
const runStamp = new Date().toISOString().replace(/[:.]/g, "-");
function profileArgs(settings: ServiceSettings, name: string): string[] {
  if (!settings.profile) return [];
  // One directory per process. Node names each file CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile
  // (thread 0 is the main thread, the one to read; a process run through tsx has a loader thread too).
  const dir = join(PROFILE_DIR, `${runStamp}-${String(++profileSeq).padStart(2, "0")}-${name.replace(/[^A-Za-z0-9-]+/g, "-")}`);
  mkdirSync(dir, { recursive: true });
  return ["--cpu-prof", "--cpu-prof-dir", dir];
}

export interface RunningApi {
  proc: BenchProcess;
  baseUrl: string;
}

export async function startApi(settings: ServiceSettings, name = "api", extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningApi> {
  const port = await freePort();
  // As production starts it (package.json's start:api): compiled by ensureBuilt()
  // (bench/support/build.ts), with the same Node flags and environment.
  const production = productionCommand("start:api");
  const proc = spawnNode({
    name,
    role: "api",
    nodeArgs: [...production.nodeArgs, ...profileArgs(settings, name), ...(settings.loopProfile ? ["--import=./bench/support/loop-profiler.mjs"] : [])],
    script: production.script,
    env: { ...production.env, ...serviceEnv(settings), ...extraEnv, PORT: String(port) },
    output: { logFile: join(settings.logDir, `${name}.log`) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    "the api to answer /readyz",
    async () => {
      try {
        return (await fetch(`${baseUrl}/readyz`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs: 60_000, intervalMs: 200, proc },
  );
  return { proc, baseUrl };
}

export interface WorkerSet {
  procs: BenchProcess[];
  stop: () => Promise<void>;
}

export interface JobFailures {
  total: number;
  /** Failed job runs by error message (BullMQ retries them; a delivery job failing after its POST re-sends it). */
  byReason: Record<string, number>;
}

/** Counts the "job failed" warnings in the workers' logs (the workers run with LOG_LEVEL=warn). */
export function jobFailures(...sets: WorkerSet[]): JobFailures {
  const byReason: Record<string, number> = {};
  let total = 0;
  for (const proc of sets.flatMap((set) => set.procs)) {
    if (!proc.logPath || !existsSync(proc.logPath)) continue;
    for (const line of readFileSync(proc.logPath, "utf8").split("\n")) {
      if (!line.includes('"job failed"')) continue;
      let reason = "unparsable log line";
      try {
        reason = String((JSON.parse(line) as { err?: unknown }).err ?? "no message").slice(0, 120);
      } catch {
        // counted under "unparsable log line"
      }
      byReason[reason] = (byReason[reason] ?? 0) + 1;
      total++;
    }
  }
  return { total, byReason };
}

export function describeFailures(failures: JobFailures): string | null {
  if (failures.total === 0) return null;
  const top = Object.entries(failures.byReason).sort((a, b) => b[1] - a[1])[0]!;
  return `${failures.total} worker job runs failed (most: ${top[1]}× "${top[0]}")`;
}

export interface WorkerOptions {
  /** Arguments of workers/main.ts (run compiled): the queues to run (default all), or `--except <queues>`. */
  args?: string[];
  /** Runs the processes under `nice -n <nice>`. */
  nice?: number;
  /** The queue whose worker count says the processes are ready (default webhook-delivery). */
  readyQueue?: QueueName;
  /** Settings on top of serviceEnv (e.g. an SMS provider, or the chain a worker attests on). */
  env?: NodeJS.ProcessEnv;
}

/** Starts `count` worker processes and waits until all of them consume `readyQueue`. */
export async function startWorkers(settings: ServiceSettings, count: number, label: string, options: WorkerOptions = {}): Promise<WorkerSet> {
  const readyQueue = options.readyQueue ?? QUEUES.webhookDelivery;
  const procs: BenchProcess[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `worker-${label}-${i}of${count}`;
    procs.push(
      spawnNode({
        name,
        role: "worker",
        nodeArgs: profileArgs(settings, name),
        script: "dist/workers/main.js",
        args: options.args,
        nice: options.nice,
        env: { ...serviceEnv(settings), ...options.env },
        output: { logFile: join(settings.logDir, `${name}.log`) },
      }),
    );
  }
  const stop = async () => {
    await Promise.all(procs.map((proc) => stopProcess(proc)));
  };
  const queue = new Queue(readyQueue, { connection: { url: settings.redisUrl }, prefix: settings.prefix });
  try {
    for (const proc of procs) {
      await waitUntil(`${count} worker(s) to consume ${readyQueue}`, async () => (await queue.getWorkersCount()) >= count, {
        timeoutMs: 60_000,
        intervalMs: 200,
        proc,
      });
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await queue.close();
  }
  return { procs, stop };
}

/** Removes the jobs waiting on the webhook-delivery queue (not the delayed ones); returns how many there were. */
export async function dropWaitingDeliveries(settings: ServiceSettings): Promise<number> {
  const queue = new Queue(QUEUES.webhookDelivery, { connection: { url: settings.redisUrl }, prefix: settings.prefix });
  try {
    const waiting = await queue.getWaitingCount();
    await queue.drain();
    return waiting;
  } finally {
    await queue.close();
  }
}

/**
 * Pauses the webhook-delivery queue (for every worker) until the returned function is called, so a
 * backlog is drained only once all the worker processes under test are ready.
 */
export async function pauseDeliveries(settings: ServiceSettings): Promise<() => Promise<void>> {
  const queue = new Queue(QUEUES.webhookDelivery, { connection: { url: settings.redisUrl }, prefix: settings.prefix });
  await queue.pause();
  return async () => {
    try {
      await queue.resume();
    } finally {
      await queue.close();
    }
  };
}
