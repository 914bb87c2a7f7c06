import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES, SANDBOX_WORKER } from "../../platform/queues/names.js";

export const sessionSandboxPayload = z.strictObject({ sessionId: z.string().min(1).max(64) });

/** Applies a test session's test_outcome, SANDBOX_DELAY_MS after its creation. */
export const sessionSandboxJob = defineJob({
  name: "session-sandbox",
  queue: QUEUES.sandbox,
  payload: sessionSandboxPayload,
  jobId: ({ sessionId }) => `sandbox-${sessionId}`,
  worker: SANDBOX_WORKER,
  handler: () => import("./session-sandbox.handler.js").then((m) => m.runSessionSandbox),
});
