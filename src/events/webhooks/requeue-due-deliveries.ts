import { prisma } from "../../platform/db/client.js";
import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { ACTIVE_DELIVERY_STATUSES, DeliveryLifecycle } from "./delivery-lifecycle.js";
import { jobForAttempt } from "./jobs/webhook-delivery.js";

const BATCH = 500;
const MAX_BATCHES_PER_RUN = 10;
// A due delivery's job is enqueued right after its transaction commits; give that a moment.
const GRACE_MS = 5_000;

/**
 * Sweeper repair: every delivery Postgres says is due (pending/retrying, next_attempt_at passed)
 * gets the job of its next attempt back if Redis lost it or holds it finished (enqueueMissing).
 * Oldest first, bounded batches over the (status, next_attempt_at) index. The handler skips an
 * attempt already recorded, so a job added twice is harmless.
 * `merchantId` narrows the scan (tests share one database across Redis prefixes).
 */
export async function requeueDueDeliveries(options: { merchantId?: string } = {}): Promise<number> {
  const cutoff = new Date(Date.now() - GRACE_MS);
  let after: { nextAttemptAt: Date; id: string } | undefined;
  let repaired = 0;

  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const due = await prisma.webhookDelivery.findMany({
      where: {
        ...DeliveryLifecycle.is(ACTIVE_DELIVERY_STATUSES),
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

    repaired += await enqueueMissing(
      due.map(({ id, attemptCount }) => jobForAttempt(attemptCount + 1).for({ deliveryId: id, attempt: attemptCount + 1 })),
    );
    if (due.length < BATCH) break;
  }
  return repaired;
}
