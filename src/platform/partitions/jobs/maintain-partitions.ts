import { z } from "zod";
import { config } from "../../config.js";
import { defineJob } from "../../jobs/define-job.js";
import { QUEUES } from "../../queues/names.js";

/** Partitions of the event log (src/platform/partitions/): a week ahead created, days past retention dropped. Hourly beside event pruning. */
export const maintainPartitionsJob = defineJob({
  name: "maintain-partitions",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "maintain-partitions",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./maintain-partitions.handler.js").then((m) => m.maintainPartitionsHandler),
});
