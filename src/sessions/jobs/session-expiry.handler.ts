import { expireSession } from "../../src/sessions/expire-session.js";
import type { Handler } from "./handler.js";

export const expireSessionJob: Handler<"session-expire"> = async ({ sessionId }) => {
  // Ran early (clock skew between hosts): fail so BullMQ retries with backoff; the sweeper is the backstop.
  if ((await expireSession(sessionId)) === "not_due") throw new Error(`session ${sessionId} is not due to expire yet`);
};
