import type { WorkerOptions } from "bullmq";
import { config } from "../src/config.js";
import { logger } from "../src/logger.js";
import { createWorker, getQueue, onQueuesClose } from "../src/queues/factory.js";
import { ALL_QUEUES, QUEUES, type QueueName } from "../src/queues/names.js";
import { jobCatalog } from "../src/jobs/catalog.js";
import type { JobDefinition } from "../src/jobs/define-job.js";
import { runJob } from "./run-job.js";
import { chainSettings } from "../src/chain/chain-settings.js";
import { prepareChain } from "../src/chain/prepare-chain.js";

// A delivery job's lock must outlast the receiver timeout, or a slow receiver would be sent the
// same attempt twice after the lock lapsed and the job was taken as stalled. (The lock is also
// renewed every half lockDuration while the worker lives; the margin covers a busy event loop.)
// A short stalled-job check then hands a crashed worker's deliveries to another within seconds.
const deliveryLockMs = config.WEBHOOK_TIMEOUT_MS + 10_000;
const deliveryWorker = { lockDuration: deliveryLockMs, stalledInterval: 5_000 };

const workerOptions: Record<QueueName, Omit<WorkerOptions, "connection" | "prefix">> = {
  [QUEUES.webhookDelivery]: { ...deliveryWorker, concurrency: config.WEBHOOK_CONCURRENCY },
  [QUEUES.webhookRetry]: { ...deliveryWorker, concurrency: config.WEBHOOK_RETRY_CONCURRENCY },
  [QUEUES.sessionExpiry]: { concurrency: 20 },
  [QUEUES.sandbox]: { concurrency: 50 },
  [QUEUES.eventPruning]: { concurrency: 1 },
  [QUEUES.sweeper]: { concurrency: 1 },
  [QUEUES.sms]: { concurrency: config.SMS_CONCURRENCY },
  [QUEUES.email]: { concurrency: config.EMAIL_CONCURRENCY },
  // One signer: one job at a time here, and across processes by the queue's global concurrency.
  // The lock is renewed while the job runs (however long it follows a transaction); a crashed
  // worker's job is taken over within seconds. Were a lock ever to lapse on a live worker, two
  // runs would overlap harmlessly: the signer's advisory lock and the guarded claims hold.
  [QUEUES.chainAttestation]: { concurrency: 1, lockDuration: config.CHAIN_RPC_TIMEOUT_MS + 5_000, stalledInterval: 5_000 },
  // Like deliveries: the lock outlasts one request, and a crashed worker's reports move on quickly.
  [QUEUES.billing]: { concurrency: 20, lockDuration: config.STRIPE_TIMEOUT_MS + 10_000, stalledInterval: 5_000 },
};

/** Queues whose jobs run one at a time across every worker process. */
const GLOBAL_CONCURRENCY: Partial<Record<QueueName, number>> = { [QUEUES.chainAttestation]: 1 };

/**
 * Before taking chain jobs: the RPC must serve CHAIN_ID and the VIC schema must be registered
 * (registered here if missing). Without chain settings (development only) jobs fail, saying so.
 */
async function prepareQueue(queue: QueueName): Promise<void> {
  const limit = GLOBAL_CONCURRENCY[queue];
  if (limit !== undefined) await getQueue(queue).setGlobalConcurrency(limit);
  if (queue === QUEUES.chainAttestation) {
    const settings = chainSettings();
    if (settings) await prepareChain(settings);
    else logger.warn("on-chain attestation is not configured (CHAIN_ settings): live VICs stay pending");
  }
}

function checkQueueNames(names: string[]): QueueName[] {
  const unknown = names.filter((name) => !ALL_QUEUES.includes(name as QueueName));
  if (unknown.length > 0) throw new Error(`unknown queue(s): ${unknown.join(", ")}; known: ${ALL_QUEUES.join(", ")}`);
  return names as QueueName[];
}

/**
 * The queues a worker process runs: the ones named (arguments, else WORKER_QUEUES, comma
 * separated), or all of them; `--except a,b` runs all but those (so a queue added later is not
 * left without a worker). E.g. retries in a process of their own, at a lower CPU priority:
 * `npm run start:worker -- --except webhook-retry` and `nice -n 10 npm run start:worker -- webhook-retry`.
 */
export function queuesToRun(args: string[]): QueueName[] {
  const exceptAt = args.indexOf("--except");
  if (exceptAt >= 0) {
    if (args.length !== 2 || exceptAt !== 0) throw new Error("--except takes one comma-separated list of queues and nothing else");
    const excluded = checkQueueNames(args[1]!.split(",").filter(Boolean));
    return ALL_QUEUES.filter((queue) => !excluded.includes(queue));
  }
  const requested = args.length > 0 ? args : (process.env.WORKER_QUEUES?.split(",").filter(Boolean) ?? []);
  return requested.length === 0 ? ALL_QUEUES : checkQueueNames(requested);
}

/** The cron-like jobs (those with a `schedule`) on `queues`. */
export function scheduledJobs(queues: QueueName[]): JobDefinition[] {
  return (Object.values(jobCatalog) as JobDefinition[]).filter((d) => d.schedule && queues.includes(d.queue));
}

async function upsertScheduler(definition: JobDefinition): Promise<void> {
  await getQueue(definition.queue).upsertJobScheduler(definition.name, definition.schedule!, {
    name: definition.name,
    data: {},
    opts: definition.options,
  });
}

/**
 * A flushed or restarted Redis forgets job schedulers, and with them the sweeper that repairs
 * everything else Redis lost. So every sweep interval each worker checks that its schedulers
 * still exist and re-creates the missing ones (re-upserting existing ones would shift them).
 */
function keepSchedulersAlive(definitions: JobDefinition[]): void {
  if (definitions.length === 0) return;
  const timer = setInterval(async () => {
    for (const definition of definitions) {
      try {
        if (await getQueue(definition.queue).getJobScheduler(definition.name)) continue;
        await upsertScheduler(definition);
        logger.warn({ scheduler: definition.name }, "job scheduler was missing from Redis; re-created");
      } catch (error) {
        logger.warn({ scheduler: definition.name, err: (error as Error).message }, "job scheduler check failed; will retry");
      }
    }
  }, config.SWEEP_INTERVAL_MS);
  timer.unref();
  onQueuesClose(() => clearInterval(timer));
}

/** Starts one BullMQ worker per queue (and the schedulers of cron-like jobs on those queues). */
export async function startWorkers(queues: QueueName[] = ALL_QUEUES): Promise<void> {
  for (const queue of queues) await prepareQueue(queue);
  for (const queue of queues) {
    const worker = createWorker(queue, runJob, workerOptions[queue]);
    worker.on("failed", (job, error) => {
      // A job that will not run again is an alert for operators (it also stays failed in Bull Board).
      const final = !job || error.name === "UnrecoverableError" || job.attemptsMade >= (job.opts.attempts ?? 1);
      const fields = { queue, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error.message };
      if (final) logger.error(fields, "job failed for good");
      else logger.warn(fields, "job failed; will retry");
    });
    worker.on("error", (error) => logger.error({ queue, err: error.message }, "worker error"));
  }
  const scheduled = scheduledJobs(queues);
  for (const definition of scheduled) await upsertScheduler(definition);
  keepSchedulersAlive(scheduled);
}
