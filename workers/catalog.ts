import { sweepJob } from "./sweep.js";
import { sessionSandboxJob } from "./session-sandbox.js";
import { sessionExpiryJob } from "./session-expiry.js";
import { webhookDeliverJob } from "./webhook-deliver.js";
import { webhookRetryJob } from "./webhook-retry.js";
import { reverificationSandboxJob } from "./reverification-sandbox.js";
import { eventsPruneJob } from "./events-prune.js";

/**
 * Every job the system runs. Add a job by writing its file in workers/ and listing it here;
 * `enqueue(name, payload)` is type-checked against this object.
 */
export const jobCatalog = {
  [sweepJob.name]: sweepJob,
  [sessionSandboxJob.name]: sessionSandboxJob,
  [sessionExpiryJob.name]: sessionExpiryJob,
  [webhookDeliverJob.name]: webhookDeliverJob,
  [webhookRetryJob.name]: webhookRetryJob,
  [reverificationSandboxJob.name]: reverificationSandboxJob,
  [eventsPruneJob.name]: eventsPruneJob,
} as const;

export type JobName = keyof typeof jobCatalog;
