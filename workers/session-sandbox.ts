import { z } from "zod";
import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";

/** Applies a test session's test_outcome, SANDBOX_DELAY_MS after its creation. */
export const sessionSandboxJob = defineJob({
  name: "session-sandbox",
  queue: QUEUES.sandbox,
  payload: z.strictObject({ sessionId: z.string().min(1).max(64) }),
  jobId: ({ sessionId }) => `sandbox-${sessionId}`,
  async handle({ sessionId }) {
    await runSandboxOutcome(sessionId);
  },
});
