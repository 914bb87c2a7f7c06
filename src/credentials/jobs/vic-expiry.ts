import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

/**
 * Expires the VICs past `expires_at`, in batches (expire-vics.ts), every VIC_EXPIRY_INTERVAL_MS.
 * It shares the session-expiry queue and its worker settings; overlapping runs split the work.
 */
export const vicExpiryJob = defineJob({
  name: "vic-expiry",
  queue: QUEUES.sessionExpiry,
  payload: z.object({}).strict(),
  jobId: () => "vic-expiry",
  options: { attempts: 1 },
  schedule: { every: config.VIC_EXPIRY_INTERVAL_MS },
  worker: { concurrency: 20 },
  handler: () => import("./vic-expiry.handler.js").then((m) => m.expireDueVicsHandler),
});
