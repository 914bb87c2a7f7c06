import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

/** Applies a test session's test_outcome, SANDBOX_DELAY_MS after its creation. */
export const sessionSandboxJob = defineJob({
  name: "session-sandbox",
  queue: QUEUES.sandbox,
  payload: z.strictObject({ sessionId: z.string().min(1).max(64) }),
  jobId: ({ sessionId }) => `sandbox-${sessionId}`,
});
