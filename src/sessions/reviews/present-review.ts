import { presentActor } from "../../http/audit/actor-schema.js";
import type { Review } from "../../platform/generated/prisma/client.js";
import type { ReviewStatus } from "./review-lifecycle.js";
import type { ReviewObject } from "./review-schema.js";

export const REVIEW_DECISIONS = ["approve", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Why a reviewer decided (contract section 22: reasons from a list, plus a note). */
export const REVIEW_RESOLUTION_REASONS = [
  "evidence_consistent",
  "known_customer",
  "false_positive",
  "suspected_fraud",
  "disposable_or_reused_contact",
  "country_not_served",
  "duplicate_account",
  "other",
] as const;
export type ReviewResolutionReason = (typeof REVIEW_RESOLUTION_REASONS)[number];

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
    resolution_reason: row.resolutionReason as ReviewResolutionReason | null,
    note: row.note,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: presentActor(row.resolvedByType, row.resolvedById, row.resolvedByEmail),
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
