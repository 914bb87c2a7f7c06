import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

// Both delivery jobs in one file: they share the payload, the job id and the handler, and differ
// in queue and worker settings.

export const deliveryPayload = z.strictObject({
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
  // The delivery's partition key (its event's time), which spares the attempt a look through every
  // day's partition for it (load-delivery.ts). Read from this release on and written from the
  // next: 0.1.0's workers refuse a payload with a key they do not know, so a job naming its day
  // must not reach one during an upgrade or after a rollback (docs/operations.md, "Expand/contract").
  eventCreatedAt: z.iso.datetime().optional(),
});

/** One job per attempt, so a retry of an attempt already sent is found, not repeated. */
export const deliveryJobId = (deliveryId: string, attempt: number) => `deliver-${deliveryId}-${attempt}`;

/**
 * What one attempt may take, from its claim (src/events/webhooks/load-delivery.ts) to its record: the
 * receiver timeout and a margin for resolving, signing and recording on a busy machine. An attempt
 * claimed longer ago than this is taken to have died with its runner, and is sent again.
 */
export const ATTEMPT_LEASE_MS = config.WEBHOOK_TIMEOUT_MS + 10_000;

// A delivery job's lock outlasts an attempt, so a slow receiver alone never makes BullMQ take the
// job as stalled. (The lock is renewed every half lockDuration once the job runs; but a job fetched
// and not yet started is not renewed, so a starved worker can lose it: the claim then keeps the
// second runner from sending it again.) A short stalled-job check hands a crashed worker's
// deliveries to another within seconds.
const deliveryWorker = { lockDuration: ATTEMPT_LEASE_MS, stalledInterval: 5_000 };

const handler = () => import("./webhook-delivery.handler.js").then((m) => m.deliverWebhook);

/** First attempt of a webhook delivery (queue `webhook-delivery`). */
export const webhookDeliverJob = defineJob({
  name: "webhook-deliver",
  queue: QUEUES.webhookDelivery,
  payload: deliveryPayload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
  worker: { ...deliveryWorker, concurrency: config.WEBHOOK_CONCURRENCY },
  handler,
});

/** Attempts 2..5 of a webhook delivery (queue `webhook-retry`), each due at its offset from the first attempt. */
export const webhookRetryJob = defineJob({
  name: "webhook-retry",
  queue: QUEUES.webhookRetry,
  payload: deliveryPayload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
  worker: { ...deliveryWorker, concurrency: config.WEBHOOK_RETRY_CONCURRENCY },
  handler,
});

/** First attempts and retries run on separate queues, so a backlog of retries never delays fresh events. */
export function jobForAttempt(attempt: number): typeof webhookDeliverJob | typeof webhookRetryJob {
  return attempt <= 1 ? webhookDeliverJob : webhookRetryJob;
}
