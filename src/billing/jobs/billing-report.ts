import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

export const billingReportPayload = z.strictObject({ usageId: z.string().min(1).max(64) });

/** Reports one live usage record to the billing provider (Stripe meter event). */
export const billingReportJob = defineJob({
  name: "billing-report",
  queue: QUEUES.billing,
  payload: billingReportPayload,
  jobId: ({ usageId }) => `billing-report-${usageId}`,
  // 429 and 5xx: 2 s doubling, 10 tries (about half an hour); the sweeper takes over after that.
  options: { attempts: 10, backoff: { type: "exponential", delay: 2_000 } },
  // Like deliveries: the lock outlasts one request, and a crashed worker's reports move on quickly.
  worker: { concurrency: 20, lockDuration: config.STRIPE_TIMEOUT_MS + 10_000, stalledInterval: 5_000 },
  handler: () => import("./billing-report.handler.js").then((m) => m.reportUsageHandler),
});
