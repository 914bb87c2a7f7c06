import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

/** Test mode: plays the customer who completes a reverification request created with `test_outcome: "submitted"`. */
export const reverificationSandboxJob = defineJob({
  name: "reverification-sandbox",
  queue: QUEUES.sandbox,
  payload: z.strictObject({ requestId: z.string().startsWith("rvr_") }),
  jobId: (p) => `reverification-sandbox-${p.requestId}`,
});
