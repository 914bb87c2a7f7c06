import { runSandboxOutcome } from "../../src/sessions/sandbox.js";
import type { Handler } from "./handler.js";

export const runSessionSandbox: Handler<"session-sandbox"> = async ({ sessionId }) => {
  await runSandboxOutcome(sessionId);
};
