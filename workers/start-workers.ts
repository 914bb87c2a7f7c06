import type { WorkerOptions } from "bullmq";
import { config } from "../src/config.js";
import { logger } from "../src/logger.js";
import { createWorker, getQueue } from "../src/queues/factory.js";
import { ALL_QUEUES, QUEUES, type QueueName } from "../src/queues/names.js";
import type { JobDefinition } from "../src/queues/define-job.js";
import { jobCatalog } from "./catalog.js";
import { runJob } from "./run-job.js";

// A delivery job's lock must outlast the receiver timeout, or a slow receiver would be sent the
// same attempt twice after the lock lapsed and the job was taken as stalled.
const deliveryLockMs = config.WEBHOOK_TIMEOUT_MS + 30_000;

const workerOptions: Record<QueueName, Omit<WorkerOptions, "connection" | "prefix">> = {
  [QUEUES.webhookDelivery]: { concurrency: config.WEBHOOK_CONCURRENCY, lockDuration: deliveryLockMs },
  [QUEUES.webhookRetry]: { concurrency: config.WEBHOOK_CONCURRENCY, lockDuration: deliveryLockMs },
  [QUEUES.sessionExpiry]: { concurrency: 20 },
  [QUEUES.sandbox]: { concurrency: 50 },
  [QUEUES.eventPruning]: { concurrency: 1 },
  [QUEUES.sweeper]: { concurrency: 1 },
};

export function queuesToRun(args: string[]): QueueName[] {
  const requested = args.length > 0 ? args : (process.env.WORKER_QUEUES?.split(",").filter(Boolean) ?? []);
  if (requested.length === 0) return ALL_QUEUES;
  const unknown = requested.filter((name) => !ALL_QUEUES.includes(name as QueueName));
  if (unknown.length > 0) throw new Error(`unknown queue(s): ${unknown.join(", ")}; known: ${ALL_QUEUES.join(", ")}`);
  return requested as QueueName[];
}

async function upsertSchedulers(queues: QueueName[]): Promise<void> {
  for (const definition of Object.values(jobCatalog) as JobDefinition[]) {
    if (!definition.schedule || !queues.includes(definition.queue)) continue;
    await getQueue(definition.queue).upsertJobScheduler(definition.name, definition.schedule, {
      name: definition.name,
      data: {},
      opts: definition.options,
    });
  }
}

/** Starts one BullMQ worker per queue (and the schedulers of cron-like jobs on those queues). */
export async function startWorkers(queues: QueueName[] = ALL_QUEUES): Promise<void> {
  for (const queue of queues) {
    const worker = createWorker(queue, runJob, workerOptions[queue]);
    worker.on("failed", (job, error) =>
      logger.warn({ queue, job: job?.name, jobId: job?.id, err: error.message }, "job failed"),
    );
    worker.on("error", (error) => logger.error({ queue, err: error.message }, "worker error"));
  }
  await upsertSchedulers(queues);
}
