import type { Mode } from "../auth/api-key-format.js";

export const REVERIFICATION_STATUSES = ["pending", "submitted", "expired"] as const;

export interface ReverificationRow {
  id: string;
  mode: Mode;
  customerAddress: string;
  flows: string[];
  reason: string | null;
  status: string;
  submittedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
}

/** The request as `GET /v1/reverification-requests/{id}` returns it, and as `reverification.submitted` carries it. */
export function presentReverification(row: ReverificationRow) {
  return {
    id: row.id,
    object: "reverification_request" as const,
    customer_address: row.customerAddress,
    flows: row.flows,
    reason: row.reason,
    status: row.status as (typeof REVERIFICATION_STATUSES)[number],
    submitted_at: row.submittedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
