import { getQueue } from "../src/queues/factory.js";
import { enqueueMany } from "../src/queues/enqueue.js";
import { expireOverdueSessions } from "../src/sessions/expire-session.js";
import { findStalledSandboxSessions } from "../src/sessions/sandbox.js";
import { sessionSandboxJob } from "./session-sandbox.js";
import type { SweepRepair } from "./sweep-repairs.js";

/** True when the sandbox job of this session is still waiting, delayed, active or retrying. */
async function hasPendingSandboxJob(sessionId: string): Promise<boolean> {
  const job = await getQueue(sessionSandboxJob.queue).getJob(sessionSandboxJob.jobId({ sessionId }));
  if (!job) return false;
  const state = await job.getState();
  if (state === "failed" || state === "completed" || state === "unknown") {
    // Failed for good, or done without moving the session: clear the id so it can be added again.
    await job.remove();
    return false;
  }
  return true;
}

/**
 * Test sessions whose sandbox job Redis lost (or that failed for good) get it again.
 * `merchantId` narrows the scan (tests share one database).
 */
export async function requeueStalledSandboxJobs(options: { merchantId?: string } = {}): Promise<number> {
  const stalled = await findStalledSandboxSessions(options);
  const missing: string[] = [];
  for (const sessionId of stalled) {
    if (!(await hasPendingSandboxJob(sessionId))) missing.push(sessionId);
  }
  if (missing.length > 0) await enqueueMany(missing.map((sessionId) => ({ name: "session-sandbox" as const, payload: { sessionId } })));
  return missing.length;
}

export const sessionRepairs: SweepRepair[] = [
  { name: "expire-overdue-sessions", run: () => expireOverdueSessions() },
  { name: "requeue-stalled-sandbox-jobs", run: () => requeueStalledSandboxJobs() },
];
