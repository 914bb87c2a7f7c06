import { z } from "zod";
import { config } from "../../config.js";
import { defineJob } from "../../jobs/define-job.js";
import { QUEUES } from "../../queues/names.js";

/** Request log retention: removes requests older than REQUEST_LOG_RETENTION_DAYS (30), on the pruning queue. */
export const requestLogPruneJob = defineJob({
  name: "prune-request-log",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "prune-request-log",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./request-log-prune.handler.js").then((m) => m.pruneRequestLogJob),
});
