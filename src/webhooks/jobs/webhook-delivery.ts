import { z } from "zod";
import { config } from "../../config.js";
import { defineJob } from "../../jobs/define-job.js";
import { QUEUES } from "../../queues/names.js";

// Both delivery jobs in one file: they share the payload, the job id and the handler, and differ
// in queue and worker settings.

export const deliveryPayload = z.strictObject({
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
});

/** One job per attempt, so a retry of an attempt already sent is found, not repeated. */
export const deliveryJobId = (deliveryId: string, attempt: number) => `deliver-${deliveryId}-${attempt}`;

// A delivery job's lock must outlast the receiver timeout, or a slow receiver would be sent the
// same attempt twice after the lock lapsed and the job was taken as stalled. (The lock is also
// renewed every half lockDuration while the worker lives; the margin covers a busy event loop.)
// A short stalled-job check then hands a crashed worker's deliveries to another within seconds.
const deliveryWorker = { lockDuration: config.WEBHOOK_TIMEOUT_MS + 10_000, stalledInterval: 5_000 };

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
