import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

/**
 * Event log retention, the part partitions do not cover: webhook endpoints soft-deleted before
 * EVENT_RETENTION_DAYS (the events, deliveries and attempts go by whole partitions,
 * src/platform/partitions/jobs/maintain-partitions.ts).
 */
export const eventsPruneJob = defineJob({
  name: "prune-expired-events",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "prune-expired-events",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./events-prune.handler.js").then((m) => m.pruneEvents),
});
