import { pruneExpiredIdempotencyKeys } from "../src/http/idempotency.js";
import { pruneExpiredPortalSessions } from "../src/portal/portal-sessions.js";

export interface SweepRepair {
  name: string;
  /** Returns how many rows it repaired or removed. */
  run: () => Promise<number>;
}

/** Every repair the sweeper runs, in order. */
export const sweepRepairs: SweepRepair[] = [
  { name: "prune-idempotency-keys", run: pruneExpiredIdempotencyKeys },
  { name: "prune-portal-sessions", run: pruneExpiredPortalSessions },
];
