import { jobAddress, type EnqueueItem } from "./enqueue.js";
import { enqueueMissing } from "./enqueue-missing.js";
import { getQueue } from "./factory.js";

/**
 * Makes each item's job run now rather than at its delay: a delayed job is promoted, a job Redis
 * lost or holds finished is added (enqueueMissing), one already waiting or running is left alone.
 * Call after the commit that made the work due now.
 */
export async function runNow(items: EnqueueItem[]): Promise<void> {
  const notDelayed: EnqueueItem[] = [];
  await Promise.all(
    items.map(async (item) => {
      const { queue, jobId } = jobAddress(item);
      const job = await getQueue(queue).getJob(jobId);
      if (!job || !(await job.isDelayed())) return void notDelayed.push(item);
      // It may have become due between the two calls: then it is no longer delayed, and runs anyway.
      await job.promote().catch(() => undefined);
    }),
  );
  await enqueueMissing(notDelayed);
}
