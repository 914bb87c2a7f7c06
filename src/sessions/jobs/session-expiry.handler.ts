import type { z } from "zod";
import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { expireSession } from "../expire-session.js";
import type { sessionExpiryPayload } from "./session-expiry.js";

export const expireSessionJob: JobHandler<z.output<typeof sessionExpiryPayload>> = async ({ sessionId }) => {
  // Ran early (clock skew between hosts): fail so BullMQ retries with backoff; the sweeper is the backstop.
  if ((await expireSession(sessionId)) === "not_due") throw new Error(`session ${sessionId} is not due to expire yet`);
};
