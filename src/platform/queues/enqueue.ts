import type { JobDefinition } from "../jobs/define-job.js";
import { getQueue } from "./factory.js";
import type { QueueName } from "./names.js";

export interface EnqueueOptions {
  /** Milliseconds from now; negative values run at once. */
  delay?: number;
}

/** One job to add; made by a definition's `for(payload)`, which type-checks the payload. */
export interface EnqueueItem {
  job: JobDefinition;
  payload: unknown;
  options?: EnqueueOptions | undefined;
}

function toBullJob(item: EnqueueItem) {
  const definition = item.job;
  const data = definition.payload.parse(item.payload) as never;
  const jobId = definition.jobId(data);
  return {
    definition,
    jobId,
    job: {
      name: definition.name,
      data,
      opts: {
        ...definition.options,
        jobId,
        delay: Math.max(0, Math.round(item.options?.delay ?? 0)),
      },
    },
  };
}

/** Adds one job. Call only after the transaction that made the work due has committed. */
export async function enqueue<Schema extends JobDefinition["payload"]>(
  definition: JobDefinition<string, Schema>,
  payload: Parameters<JobDefinition<string, Schema>["for"]>[0],
  options?: EnqueueOptions,
) {
  const { job } = toBullJob(definition.for(payload, options));
  await getQueue(definition.queue).add(job.name, job.data, job.opts);
}

/** Where an item's job lives: its queue and the job id derived from its payload. */
export function jobAddress(item: EnqueueItem): { queue: QueueName; jobId: string } {
  const { definition, jobId } = toBullJob(item);
  return { queue: definition.queue, jobId };
}

/** Adds many jobs with one round trip per queue. */
export async function enqueueMany(items: EnqueueItem[]): Promise<void> {
  const byQueue = new Map<string, ReturnType<typeof toBullJob>[]>();
  for (const item of items) {
    const built = toBullJob(item);
    const list = byQueue.get(built.definition.queue) ?? [];
    list.push(built);
    byQueue.set(built.definition.queue, list);
  }
  await Promise.all(
    [...byQueue.values()].map((list) =>
      getQueue(list[0]!.definition.queue).addBulk(list.map((b) => b.job)),
    ),
  );
}
