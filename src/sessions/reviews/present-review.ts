import { presentActor } from "../../audit/actor-schema.js";
import type { Review } from "../../generated/prisma/client.js";
import type { ReviewStatus } from "./review-lifecycle.js";
import type { ReviewObject } from "./review-schema.js";

export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The review as GET presents it and as `review.*` events carry it. */
export function presentReview(row: Review): ReviewObject {
  return {
    id: row.id,
    object: "review",
    status: row.status as ReviewStatus,
    verification_session: row.sessionId,
    reason: row.reason,
    decision: row.decision as ReviewDecision | null,
    tier: row.tier,
    note: row.note,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: presentActor(row.resolvedByType, row.resolvedById, row.resolvedByEmail),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
