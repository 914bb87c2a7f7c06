import { z } from "zod";
import { QUEUES } from "../queues/names.js";
import { defineJob } from "./define-job.js";

/** Expires a session at its expires_at (scheduled at creation with that delay). */
export const sessionExpiryJob = defineJob({
  name: "session-expire",
  queue: QUEUES.sessionExpiry,
  payload: z.strictObject({ sessionId: z.string().min(1).max(64) }),
  jobId: ({ sessionId }) => `expire-${sessionId}`,
});
