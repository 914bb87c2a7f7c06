import { z } from "zod";
import { config } from "../src/config.js";
import { pruneExpiredEvents } from "../src/events/prune-events.js";
import { logger } from "../src/logger.js";
import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";

/** Event log retention: removes events (and their deliveries) older than EVENT_RETENTION_DAYS. */
export const eventsPruneJob = defineJob({
  name: "prune-expired-events",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "prune-expired-events",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  async handle() {
    const result = await pruneExpiredEvents();
    if (result.deliveries + result.events + result.endpoints > 0 || result.capped) logger.info(result, "pruned expired events");
  },
});
