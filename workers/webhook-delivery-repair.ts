import { prisma } from "../src/db/client.js";
import { logger } from "../src/logger.js";
import { enqueueMany, type EnqueueItem } from "../src/queues/enqueue.js";
import { getQueue } from "../src/queues/factory.js";
import { ACTIVE_DELIVERY_STATUSES } from "../src/webhooks/record-attempt.js";
import { deliveryJobId, jobNameForAttempt, queueForAttempt } from "../src/webhooks/delivery-job.js";

const BATCH = 500;
const MAX_BATCHES_PER_RUN = 10;
// A due delivery's job is enqueued right after its transaction commits; give that a moment.
const GRACE_MS = 5_000;
/** Job states in which the job will still run by itself. */
const LIVE_STATES = new Set(["waiting", "delayed", "active", "prioritized", "waiting-children"]);

/**
 * Sweeper repair: every delivery Postgres says is due (pending/retrying, next_attempt_at passed)
 * whose job `deliver-<id>-<attempt_count + 1>` Redis does not hold (flushed, restarted) or holds
 * failed or completed (gave up, or ran before the state it needed) gets it back. Oldest first,
 * bounded batches over the (status, next_attempt_at) index. Safe to run concurrently: job ids
 * are derived from the delivery and attempt, and the handler skips an attempt already recorded.
 * `merchantId` narrows the scan (tests share one database across Redis prefixes).
 */
export async function requeueDueDeliveries(options: { merchantId?: string } = {}): Promise<number> {
  const cutoff = new Date(Date.now() - GRACE_MS);
  let after: { nextAttemptAt: Date; id: string } | undefined;
  let repaired = 0;

  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const due = await prisma.webhookDelivery.findMany({
      where: {
        status: { in: [...ACTIVE_DELIVERY_STATUSES] },
        nextAttemptAt: { lte: cutoff },
        ...(options.merchantId ? { merchantId: options.merchantId } : {}),
        ...(after ? { OR: [{ nextAttemptAt: { gt: after.nextAttemptAt } }, { nextAttemptAt: after.nextAttemptAt, id: { gt: after.id } }] } : {}),
      },
      select: { id: true, attemptCount: true, nextAttemptAt: true },
      orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    if (due.length === 0) break;
    const last = due[due.length - 1]!;
    after = { nextAttemptAt: last.nextAttemptAt!, id: last.id };

    const missing: EnqueueItem[] = [];
    await Promise.all(
      due.map(async ({ id, attemptCount }) => {
        const attempt = attemptCount + 1;
        const queue = getQueue(queueForAttempt(attempt));
        const jobId = deliveryJobId(id, attempt);
        const state = await queue.getJobState(jobId);
        if (LIVE_STATES.has(state)) return;
        // BullMQ ignores an add whose id exists: a finished job must go before it is added again.
        if (state !== "unknown" && (await queue.remove(jobId)) === 0) {
          logger.warn({ jobId, state }, "could not remove finished delivery job; the next sweep looks again");
          return;
        }
        missing.push({ name: jobNameForAttempt(attempt), payload: { deliveryId: id, attempt } });
      }),
    );
    if (missing.length > 0) await enqueueMany(missing);
    repaired += missing.length;
    if (due.length < BATCH) break;
  }
  return repaired;
}
