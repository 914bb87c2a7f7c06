import { z } from "zod";
import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { expireSession } from "../src/sessions/expire-session.js";

/** Expires a session at its expires_at (scheduled at creation with that delay). */
export const sessionExpiryJob = defineJob({
  name: "session-expire",
  queue: QUEUES.sessionExpiry,
  payload: z.strictObject({ sessionId: z.string().min(1).max(64) }),
  jobId: ({ sessionId }) => `expire-${sessionId}`,
  async handle({ sessionId }) {
    // Ran early (clock skew between hosts): fail so BullMQ retries with backoff; the sweeper is the backstop.
    if ((await expireSession(sessionId)) === "not_due") throw new Error(`session ${sessionId} is not due to expire yet`);
  },
});
