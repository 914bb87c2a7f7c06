import { setTimeout as sleep } from "node:timers/promises";
import { Queue, Worker, type Job, type JobJson, type Processor, type WorkerOptions } from "bullmq";
import { config } from "../config.js";
import { logger } from "../logger.js";
import { createProducerConnection, createWorkerConnection, type RedisConnection } from "../redis.js";
import type { QueueName } from "./names.js";

const DAY_S = 86_400;

// Retention keeps finished jobs visible in Bull Board for a while without letting Redis grow forever.
const defaultJobOptions = {
  attempts: 8,
  backoff: { type: "exponential", delay: 1_000 },
  removeOnComplete: { age: DAY_S, count: 10_000 },
  removeOnFail: { age: 7 * DAY_S, count: 50_000 },
} as const;

const queues = new Map<QueueName, Queue>();
const workers: Array<{ worker: Worker; connection: RedisConnection; jobsRunning: () => number }> = [];
let producerConnection: RedisConnection | undefined;
const closeHooks: Array<() => void> = [];

/** Runs `hook` when the queues are closed (e.g. to stop a timer that uses them). */
export function onQueuesClose(hook: () => void): void {
  closeHooks.push(hook);
}

function sharedProducerConnection(): RedisConnection {
  producerConnection ??= createProducerConnection();
  return producerConnection;
}

export function getQueue(name: QueueName): Queue {
  let queue = queues.get(name);
  if (!queue) {
    queue = new Queue(name, {
      connection: sharedProducerConnection(),
      prefix: config.QUEUE_PREFIX,
      defaultJobOptions,
    });
    queue.on("error", () => undefined); // connection errors surface on the calls that fail
    queues.set(name, queue);
  }
  return queue;
}

/**
 * A BullMQ worker that renews a job's lock from the moment it takes the job, not from the moment
 * it starts running it. BullMQ 6 takes jobs one after another until it holds `concurrency` of
 * them before it starts any, and renews only started ones: a starved worker with a backlog (one
 * fetch per 200 ms at a load of 24 on two cores, 100 deliveries: 20 s) let the first ones' locks
 * lapse, its stalled-job check put them back, and the same attempt ran twice (test/upgrade.test.ts).
 */
class LockKeepingWorker extends Worker {
  protected override async nextJobFromJobData(jobData?: JobJson, jobId?: string, token?: string): Promise<Job> {
    const job = await super.nextJobFromJobData(jobData, jobId, token);
    if (job?.id && token) this.lockManager.trackJob(job.id, token, job.processedOn ?? Date.now());
    return job;
  }
}

export function createWorker(
  name: QueueName,
  processor: Processor,
  options: Omit<WorkerOptions, "connection" | "prefix"> = {},
): Worker {
  const connection = createWorkerConnection();
  let running = 0;
  const counted: Processor = async (...args) => {
    running += 1;
    try {
      return await processor(...args);
    } finally {
      running -= 1;
    }
  };
  const worker = new LockKeepingWorker(name, counted, { ...options, connection, prefix: config.QUEUE_PREFIX });
  workers.push({ worker, connection, jobsRunning: () => running });
  return worker;
}

const POLL_MS = 100;

/**
 * Closes a worker once its jobs are done, however its connections are. BullMQ's close() can wait for
 * good on a blocking connection that a Redis restart left reconnecting (taskforcesh/bullmq#4656): the
 * worker's fetch loop and its close both wait on a client nothing will wake, and a stop hung after
 * every job had finished. So once no job of the worker is running, close() gets `graceMs` more, then
 * the worker's connections are dropped. A running job is always waited for.
 */
export async function closeWorker(worker: Worker, connection: RedisConnection, jobsRunning: () => number, graceMs = 10_000): Promise<void> {
  let closed = false;
  const closing = worker.close().finally(() => (closed = true));
  // A job taken before the close may start during the grace: then its end is waited for too.
  const jobsDone = async () => {
    do {
      while (!closed && jobsRunning() > 0) await sleep(POLL_MS);
      if (!closed) await sleep(graceMs);
    } while (!closed && jobsRunning() > 0);
  };
  await Promise.race([closing, jobsDone()]);
  if (!closed) {
    logger.warn({ queue: worker.name }, "worker close still waiting on Redis after its jobs finished: connections dropped");
    void worker.disconnect().catch(() => undefined);
  }
  connection.disconnect();
}

/** Stops workers first (they finish their active jobs), then closes queues and connections. */
export async function closeQueues(): Promise<void> {
  for (const hook of closeHooks.splice(0)) hook();
  await Promise.all(workers.splice(0).map(({ worker, connection, jobsRunning }) => closeWorker(worker, connection, jobsRunning)));
  await Promise.all([...queues.values()].map((q) => q.close()));
  queues.clear();
  producerConnection?.disconnect();
  producerConnection = undefined;
}
