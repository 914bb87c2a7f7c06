import { logger } from "../logger.js";
import { enqueueMany, jobAddress, type EnqueueItem } from "./enqueue.js";
import { getQueue } from "./factory.js";

/** Job states in which a job will still run by itself. */
const LIVE_STATES = new Set(["waiting", "delayed", "active", "prioritized", "waiting-children"]);

/**
 * The sweeper's half of "Postgres is the source of truth": given work Postgres says is due,
 * enqueues each item whose job Redis no longer holds (flushed, restarted) or holds finished
 * (failed for good, or completed without the state change it was for). A finished job is
 * removed first, since BullMQ ignores an add whose id exists. Safe to run concurrently: job ids
 * are derived from the rows. Returns how many items were enqueued.
 */
export async function enqueueMissing(items: EnqueueItem[]): Promise<number> {
  const missing: EnqueueItem[] = [];
  await Promise.all(
    items.map(async (item) => {
      const { queue: name, jobId } = jobAddress(item);
      const queue = getQueue(name);
      const state = await queue.getJobState(jobId);
      if (LIVE_STATES.has(state)) return;
      if (state !== "unknown" && (await queue.remove(jobId)) === 0) {
        logger.warn({ jobId, state }, "could not remove a finished job; the next sweep looks again");
        return;
      }
      missing.push(item);
    }),
  );
  if (missing.length > 0) await enqueueMany(missing);
  return missing.length;
}
