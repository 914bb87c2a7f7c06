import { requeueBillingReports } from "../../billing/requeue-billing-reports.js";
import { requeueAttestationJobs } from "../../chain/requeue-attestation-jobs.js";
import { pruneExpiredIdempotencyKeys } from "../../http/idempotency.js";
import { pruneExpiredPortalSessions } from "../../accounts/portal/portal-sessions.js";
import { requeueRedactions } from "../../privacy/requeue-redactions.js";
import { expireOverdueReverificationRequests } from "../../sessions/reverification/expire-reverification.js";
import { repairReverificationSandboxJobs } from "../../sessions/reverification/repair-sandbox-jobs.js";
import { expireOverdueSessions } from "../../sessions/expire-session.js";
import { expireDueVics } from "../../credentials/expire-vics.js";
import { requeueStalledSandboxJobs } from "../../sessions/requeue-stalled-sandbox-jobs.js";
import { requeueDueDeliveries } from "../../events/webhooks/requeue-due-deliveries.js";
import { requeueQueuedMessages } from "../../messaging/outbox/requeue-queued-messages.js";
import { pruneSettledMessages } from "../../messaging/outbox/prune-messages.js";
import "../message-kinds.js";
import { flowRegistry } from "../../flows/registry.js";

export interface SweepRepair {
  name: string;
  /** Returns how many rows it repaired or removed. */
  run: () => Promise<number>;
}

/** Every repair the sweeper runs, in order. Each lives in its domain. */
export const sweepRepairs: SweepRepair[] = [
  { name: "requeue-due-webhook-deliveries", run: () => requeueDueDeliveries() },
  { name: "prune-idempotency-keys", run: pruneExpiredIdempotencyKeys },
  { name: "prune-portal-sessions", run: pruneExpiredPortalSessions },
  { name: "expire-overdue-sessions", run: () => expireOverdueSessions() },
  { name: "expire-due-vics", run: () => expireDueVics({ budgetMs: 5_000 }) },
  { name: "requeue-stalled-sandbox-jobs", run: () => requeueStalledSandboxJobs() },
  { name: "expire-reverification-requests", run: expireOverdueReverificationRequests },
  { name: "repair-reverification-sandbox-jobs", run: repairReverificationSandboxJobs },
  { name: "requeue-outbound-messages", run: () => requeueQueuedMessages() },
  { name: "prune-outbound-messages", run: () => pruneSettledMessages() },
  { name: "requeue-attestation-jobs", run: () => requeueAttestationJobs() },
  { name: "requeue-billing-reports", run: () => requeueBillingReports() },
  { name: "requeue-redactions", run: () => requeueRedactions() },
  // The flows' own repairs (a flow's `sweepRepairs`), in registry order.
  ...flowRegistry.flatMap((flow) => flow.sweepRepairs ?? []),
];
