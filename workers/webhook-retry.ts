import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { deliverAttempt } from "../src/webhooks/deliver.js";
import { deliveryJobId, deliveryJobPayload } from "../src/webhooks/delivery-job.js";

/** Attempts 2..5 of a webhook delivery (queue `webhook-retry`), each due at its offset from the first attempt. */
export const webhookRetryJob = defineJob({
  name: "webhook-retry",
  queue: QUEUES.webhookRetry,
  payload: deliveryJobPayload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
  handle: (p) => deliverAttempt(p.deliveryId, p.attempt),
});
