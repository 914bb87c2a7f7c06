import { z } from "zod";
import { config } from "../../platform/config.js";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

/**
 * The accounts' retention policies (`retention_days`): asks for old settled sessions to be
 * redacted. It runs beside event pruning, on that scheduled queue (with its settings), so the
 * `redaction` queue stays unscheduled: a test's workers run redactions without another file's
 * retention scan.
 */
export const retentionJob = defineJob({
  name: "apply-retention",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "apply-retention",
  options: { attempts: 1 },
  schedule: { every: config.PRUNE_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./retention.handler.js").then((m) => m.retentionHandler),
});
