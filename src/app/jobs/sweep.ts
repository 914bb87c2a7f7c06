import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

/**
 * Periodic repair: Postgres is the source of truth, so anything Redis lost (a flushed or
 * restarted Redis, a job that failed for good) is found by querying Postgres and enqueued again.
 * It runs every domain's repair (sweep-repairs.ts), so it belongs to the composition root.
 */
export const sweepJob = defineJob({
  name: "sweep",
  queue: QUEUES.sweeper,
  payload: z.object({}).strict(),
  jobId: () => "sweep",
  options: { attempts: 1 },
  schedule: { every: config.SWEEP_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./sweep.handler.js").then((m) => m.sweep),
});
