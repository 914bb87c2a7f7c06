import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

/** Reports one live usage record to the billing provider (Stripe meter event). */
export const billingReportJob = defineJob({
  name: "billing-report",
  queue: QUEUES.billing,
  payload: z.strictObject({ usageId: z.string().min(1).max(64) }),
  jobId: ({ usageId }) => `billing-report-${usageId}`,
  // 429 and 5xx: 2 s doubling, 10 tries (about half an hour); the sweeper takes over after that.
  options: { attempts: 10, backoff: { type: "exponential", delay: 2_000 } },
});
