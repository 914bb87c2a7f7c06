import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

// Both delivery jobs in one file: they share the payload and the job id, and differ only in queue.

const payload = z.strictObject({
  deliveryId: z.string().min(1),
  attempt: z.number().int().min(1),
});

/** One job per attempt, so a retry of an attempt already sent is found, not repeated. */
export const deliveryJobId = (deliveryId: string, attempt: number) => `deliver-${deliveryId}-${attempt}`;

/** First attempt of a webhook delivery (queue `webhook-delivery`). */
export const webhookDeliverJob = defineJob({
  name: "webhook-deliver",
  queue: QUEUES.webhookDelivery,
  payload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
});

/** Attempts 2..5 of a webhook delivery (queue `webhook-retry`), each due at its offset from the first attempt. */
export const webhookRetryJob = defineJob({
  name: "webhook-retry",
  queue: QUEUES.webhookRetry,
  payload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
});

/** First attempts and retries run on separate queues, so a backlog of retries never delays fresh events. */
export function jobNameForAttempt(attempt: number): "webhook-deliver" | "webhook-retry" {
  return attempt <= 1 ? webhookDeliverJob.name : webhookRetryJob.name;
}
