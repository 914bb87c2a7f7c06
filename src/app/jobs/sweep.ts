import { z } from "zod";
import { config } from "../config.js";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

/**
 * Periodic repair: Postgres is the source of truth, so anything Redis lost (a flushed or
 * restarted Redis, a job that failed for good) is found by querying Postgres and enqueued again.
 */
export const sweepJob = defineJob({
  name: "sweep",
  queue: QUEUES.sweeper,
  payload: z.object({}).strict(),
  jobId: () => "sweep",
  options: { attempts: 1 },
  schedule: { every: config.SWEEP_INTERVAL_MS },
});
