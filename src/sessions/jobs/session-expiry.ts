import { z } from "zod";
import { defineJob } from "../../platform/jobs/define-job.js";
import { QUEUES } from "../../platform/queues/names.js";

export const sessionExpiryPayload = z.strictObject({ sessionId: z.string().min(1).max(64) });

/** Expires a session at its expires_at (scheduled at creation with that delay). */
export const sessionExpiryJob = defineJob({
  name: "session-expire",
  queue: QUEUES.sessionExpiry,
  payload: sessionExpiryPayload,
  jobId: ({ sessionId }) => `expire-${sessionId}`,
  worker: { concurrency: 20 },
  handler: () => import("./session-expiry.handler.js").then((m) => m.expireSessionJob),
});
