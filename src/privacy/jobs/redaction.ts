import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

export const redactionPayload = z.strictObject({ kind: z.enum(["session", "customer"]), id: z.string().min(1).max(64) });

/**
 * Removes the personal data of one session or customer whose redaction was requested
 * (src/privacy/run-redaction.ts). Each run is one transaction, so a crash leaves the row
 * requested or processing, never half scrubbed; the sweeper adds the job again.
 */
export const redactionJob = defineJob({
  name: "redact",
  queue: QUEUES.redaction,
  payload: redactionPayload,
  jobId: ({ id }) => `redact-${id}`,
  options: { attempts: 5, backoff: { type: "exponential", delay: 2_000 } },
  // A crashed worker's redaction is taken up again within about 20 s (the lock is renewed while
  // a worker lives, so a long customer redaction keeps it), not BullMQ's default 90.
  worker: { concurrency: 5, lockDuration: 15_000, stalledInterval: 5_000 },
  handler: () => import("./redaction.handler.js").then((m) => m.redactHandler),
});
