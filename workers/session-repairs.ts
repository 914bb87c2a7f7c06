import { enqueueMissing } from "../src/queues/enqueue-missing.js";
import { expireOverdueSessions } from "../src/sessions/expire-session.js";
import { findStalledSandboxSessions } from "../src/sessions/sandbox.js";
import type { SweepRepair } from "./sweep-repairs.js";

/**
 * Test sessions whose sandbox job Redis lost (or holds finished without having moved the
 * session) get it again. `merchantId` narrows the scan (tests share one database).
 */
export async function requeueStalledSandboxJobs(options: { merchantId?: string } = {}): Promise<number> {
  const stalled = await findStalledSandboxSessions(options);
  return enqueueMissing(stalled.map((sessionId) => ({ name: "session-sandbox" as const, payload: { sessionId } })));
}

export const sessionRepairs: SweepRepair[] = [
  { name: "expire-overdue-sessions", run: () => expireOverdueSessions() },
  { name: "requeue-stalled-sandbox-jobs", run: () => requeueStalledSandboxJobs() },
];
