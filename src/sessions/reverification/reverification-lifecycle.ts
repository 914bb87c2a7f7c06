import { defineLifecycle } from "../../platform/db/lifecycle.js";

/**
 * A reverification request is created `pending`; the customer submits it (pending -> submitted,
 * only before `expires_at`) or the sweeper expires it (pending -> expired).
 */
export const REVERIFICATION_STATUSES = ["pending", "submitted", "expired"] as const;
export type ReverificationStatus = (typeof REVERIFICATION_STATUSES)[number];

/** The owner of `reverification_requests.status`. */
export const ReverificationLifecycle = defineLifecycle({
  name: "reverification request",
  model: "ReverificationRequest",
  field: "status",
  table: "reverification_requests",
  column: "status",
  statuses: REVERIFICATION_STATUSES,
  initial: ["pending"],
  transitions: { pending: ["submitted", "expired"], submitted: [], expired: [] },
});
