import { isDeepStrictEqual } from "node:util";
import { config } from "../src/platform/config.js";
import { logger } from "../src/platform/logger.js";
import { createWorker, getQueue, onQueuesClose } from "../src/platform/queues/factory.js";
import { ALL_QUEUES, type QueueName } from "../src/platform/queues/names.js";
import { jobCatalog } from "../src/app/job-catalog.js";
import { runJob } from "../src/app/run-job.js";
import type { JobDefinition, QueueWorkerOptions } from "../src/platform/jobs/define-job.js";

/**
 * How each queue is run, from the settings its jobs declare (src/app/job-catalog.ts). Every queue
 * has a job, and every job on a queue declares the same settings: a worker started otherwise
 * would run a queue on one job's say.
 */
export function queueWorkers(): Map<QueueName, QueueWorkerOptions> {
  const workers = new Map<QueueName, QueueWorkerOptions>();
  for (const definition of jobCatalog) {
    const declared = workers.get(definition.queue);
    if (declared && !isDeepStrictEqual(declared, definition.worker))
      throw new Error(`jobs on queue "${definition.queue}" declare different worker settings (${definition.name})`);
    workers.set(definition.queue, definition.worker);
  }
  const idle = ALL_QUEUES.filter((queue) => !workers.has(queue));
  if (idle.length > 0) throw new Error(`queue(s) without a job in the catalog: ${idle.join(", ")}`);
  return workers;
}

async function prepareQueue(queue: QueueName, worker: QueueWorkerOptions): Promise<void> {
  if (worker.globalConcurrency !== undefined) await getQueue(queue).setGlobalConcurrency(worker.globalConcurrency);
  await worker.prepare?.();
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
  return jobCatalog.filter((d) => d.schedule && queues.includes(d.queue));
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
  const settings = queueWorkers();
  // Handlers are loaded before the first job, as the api never does: a first job then waits for no
  // module, and a handler that cannot load stops the process at start rather than failing jobs.
  await Promise.all(jobCatalog.filter((d) => queues.includes(d.queue)).map((d) => d.handler()));
  for (const queue of queues) await prepareQueue(queue, settings.get(queue)!);
  for (const queue of queues) {
    const { globalConcurrency: _global, prepare: _prepare, ...workerOptions } = settings.get(queue)!;
    const worker = createWorker(queue, runJob, workerOptions);
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
