import { logger } from "../logger.js";
import { enqueueMany, type EnqueueItem } from "./enqueue.js";

/**
 * Enqueues jobs for work Postgres already holds (committed rows, a recorded attempt). If Redis
 * refuses them, nothing is lost: the failure is logged and the sweeper, which reads what is due
 * from Postgres, enqueues them again.
 */
export async function enqueueBestEffort(jobs: EnqueueItem[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await enqueueMany(jobs);
  } catch (error) {
    logger.warn({ err: (error as Error).message, jobs: jobs.length }, "enqueue failed; the sweeper will repair");
  }
}
