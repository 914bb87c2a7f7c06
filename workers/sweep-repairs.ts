import { pruneExpiredIdempotencyKeys } from "../src/http/idempotency.js";
import { pruneExpiredPortalSessions } from "../src/portal/portal-sessions.js";
import { sessionRepairs } from "./session-repairs.js";
import { expireOverdueReverificationRequests } from "../src/reverification/expire-reverification.js";
import { repairReverificationSandboxJobs } from "./reverification-sandbox-repair.js";
import { requeueDueDeliveries } from "./webhook-delivery-repair.js";

export interface SweepRepair {
  name: string;
  /** Returns how many rows it repaired or removed. */
  run: () => Promise<number>;
}

/** Every repair the sweeper runs, in order. */
export const sweepRepairs: SweepRepair[] = [
  { name: "requeue-due-webhook-deliveries", run: () => requeueDueDeliveries() },
  { name: "prune-idempotency-keys", run: pruneExpiredIdempotencyKeys },
  { name: "prune-portal-sessions", run: pruneExpiredPortalSessions },
  ...sessionRepairs,
  { name: "expire-reverification-requests", run: expireOverdueReverificationRequests },
  { name: "repair-reverification-sandbox-jobs", run: repairReverificationSandboxJobs },
];
