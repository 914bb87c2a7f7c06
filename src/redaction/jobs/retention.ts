import { z } from "zod";
import { config } from "../../config.js";
import { defineJob } from "../../jobs/define-job.js";
import { QUEUES } from "../../queues/names.js";

/** The accounts' retention policies (`retention_days`): asks for old settled sessions to be redacted. */
export const retentionJob = defineJob({
  name: "apply-retention",
  queue: QUEUES.redaction,
  payload: z.object({}).strict(),
  jobId: () => "apply-retention",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 5 },
  handler: () => import("./retention.handler.js").then((m) => m.retentionHandler),
});
