import { z } from "zod";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES, SANDBOX_WORKER } from "../../../platform/queues/names.js";

export const reverificationSandboxPayload = z.strictObject({ requestId: z.string().startsWith("rvr_") });

/** Test mode: plays the customer who completes a reverification request created with `test_outcome: "submitted"`. */
export const reverificationSandboxJob = defineJob({
  name: "reverification-sandbox",
  queue: QUEUES.sandbox,
  payload: reverificationSandboxPayload,
  jobId: (p) => `reverification-sandbox-${p.requestId}`,
  worker: SANDBOX_WORKER,
  handler: () => import("./reverification-sandbox.handler.js").then((m) => m.runReverificationSandbox),
});
