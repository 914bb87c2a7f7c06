import type { z } from "zod";
import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { runSandboxOutcome } from "../sandbox.js";
import type { sessionSandboxPayload } from "./session-sandbox.js";

export const runSessionSandbox: JobHandler<z.output<typeof sessionSandboxPayload>> = async ({ sessionId }) => {
  await runSandboxOutcome(sessionId);
};
