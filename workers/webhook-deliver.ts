import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { deliverAttempt } from "../src/webhooks/deliver.js";
import { deliveryJobId, deliveryJobPayload } from "../src/webhooks/delivery-job.js";

/** First attempt of a webhook delivery (queue `webhook-delivery`). */
export const webhookDeliverJob = defineJob({
  name: "webhook-deliver",
  queue: QUEUES.webhookDelivery,
  payload: deliveryJobPayload,
  jobId: (p) => deliveryJobId(p.deliveryId, p.attempt),
  handle: (p) => deliverAttempt(p.deliveryId, p.attempt),
});
