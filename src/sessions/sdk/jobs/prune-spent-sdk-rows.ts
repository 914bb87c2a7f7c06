import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

/** What finished end-user verifications no longer need (spent challenges, old codes and flows), hourly beside event pruning. */
export const pruneSpentSdkRowsJob = defineJob({
  name: "prune-spent-sdk-rows",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "prune-spent-sdk-rows",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./prune-spent-sdk-rows.handler.js").then((m) => m.pruneSpentRows),
});
