import { z } from "zod";
import { config } from "../src/config.js";
import { logger } from "../src/logger.js";
import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { sweepRepairs } from "./sweep-repairs.js";

/**
 * Periodic repair: Postgres is the source of truth, so anything Redis lost (a flushed or
 * restarted Redis, a job that failed for good) is found by querying Postgres and enqueued again.
 * Each repair works in bounded batches.
 */
export const sweepJob = defineJob({
  name: "sweep",
  queue: QUEUES.sweeper,
  payload: z.object({}).strict(),
  jobId: () => "sweep",
  options: { attempts: 1 },
  schedule: { every: config.SWEEP_INTERVAL_MS },
  async handle() {
    for (const repair of sweepRepairs) {
      const repaired = await repair.run();
      if (repaired > 0) logger.info({ repair: repair.name, repaired }, "sweeper repaired");
    }
  },
});
