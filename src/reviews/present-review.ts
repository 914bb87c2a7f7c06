import type { Review } from "../generated/prisma/client.js";

export const REVIEW_STATUSES = ["flagged", "resolved"] as const;

/** The review as GET presents it and as `review.*` events carry it. */
export function presentReview(row: Review) {
  return {
    id: row.id,
    object: "review" as const,
    status: row.status,
    verification_session: row.sessionId,
    reason: row.reason,
    decision: row.decision,
    tier: row.tier,
    note: row.note,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
