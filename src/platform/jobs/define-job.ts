import type { JobsOptions, WorkerOptions } from "bullmq";
import type { z } from "zod";
import type { EnqueueItem, EnqueueOptions } from "../queues/enqueue.js";
import type { QueueName } from "../queues/names.js";
import type { JobHandler } from "./job-handler.js";

/**
 * How the workers run a queue: BullMQ worker options, the queue's concurrency across every worker
 * process, and what to check before taking its first job. Every job on a queue declares the same
 * settings (the worker refuses to start otherwise).
 */
export interface QueueWorkerOptions {
  concurrency: number;
  lockDuration?: number;
  stalledInterval?: number;
  limiter?: WorkerOptions["limiter"];
  /** Jobs of this queue running at once across every worker process (BullMQ global concurrency). */
  globalConcurrency?: number;
  /** Runs once per process before its worker takes jobs; a failure stops the process. Load heavy code lazily. */
  prepare?: () => Promise<void>;
}

/**
 * A job: what enqueue() and the sweeper need (name, queue, payload, id), how the worker runs its
 * queue, and its handler behind a lazy import, so a process that only enqueues (the api) never
 * loads a handler module.
 */
export interface JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  /** Job name, as shown in Bull Board. */
  name: Name;
  queue: QueueName;
  /** Payloads carry ids only; the handler re-reads Postgres. */
  payload: Schema;
  /** Derived from the row, so enqueueing the same work twice is harmless. No ':' allowed by BullMQ. */
  jobId(payload: z.output<Schema>): string;
  options?: JobsOptions;
  /** Cron-like jobs: the worker that runs this queue upserts a BullMQ job scheduler. */
  schedule?: { every: number };
  worker: QueueWorkerOptions;
  /** `() => import("./x.handler.js").then((m) => m.handle...)`: loaded by the worker when it first runs the job. */
  handler(): Promise<JobHandler<z.output<Schema>>>;
  /** This job for `payload`, to hand to `afterCommit`, `enqueueMany` or `enqueueMissing` (the payload type-checked here). */
  for(payload: z.input<Schema>, options?: EnqueueOptions): EnqueueItem;
}

export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: Omit<JobDefinition<Name, Schema>, "for">,
): JobDefinition<Name, Schema> {
  const job: JobDefinition<Name, Schema> = { ...definition, for: (payload, options) => ({ job, payload, options }) };
  return job;
}
