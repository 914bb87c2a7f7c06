import { z } from "zod";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";
import { ALERT_EVALUATION_INTERVAL_MS } from "../alert-kinds.js";

/**
 * Opens and clears the accounts' team alerts every five minutes. It runs on the scheduled
 * event-pruning queue (with its settings), as the retention job does, so a test's workers never
 * run it against another file's accounts unless the file names that queue.
 */
export const evaluateAlertsJob = defineJob({
  name: "evaluate-team-alerts",
  queue: QUEUES.eventPruning,
  payload: z.object({}).strict(),
  jobId: () => "evaluate-team-alerts",
  options: { attempts: 1 },
  schedule: { every: ALERT_EVALUATION_INTERVAL_MS },
  worker: { concurrency: 1 },
  handler: () => import("./evaluate-alerts.handler.js").then((m) => m.evaluateAlertsHandler),
});
