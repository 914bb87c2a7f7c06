import type { JobsOptions } from "bullmq";
import type { z } from "zod";
import type { QueueName } from "../queues/names.js";

/**
 * What a job is, apart from what runs it: enqueue() and the sweeper need only this, so the api
 * process never loads a handler. The handler of each job is in workers/handlers/.
 */
export interface JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  /** Job name, as shown in Bull Board. */
  name: Name;
  queue: QueueName;
  /** Payloads carry ids only; the handler re-reads Postgres. */
  payload: Schema;
  /** Derived from the row, so enqueueing the same work twice is harmless. No ':' allowed by BullMQ. */
  jobId: (payload: z.output<Schema>) => string;
  options?: JobsOptions;
  /** Cron-like jobs: the worker that runs this queue upserts a BullMQ job scheduler. */
  schedule?: { every: number };
}

export function defineJob<const Name extends string, Schema extends z.ZodType>(
  definition: JobDefinition<Name, Schema>,
): JobDefinition<Name, Schema> {
  return definition;
}
