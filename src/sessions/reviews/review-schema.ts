import { z } from "zod";
import { actorObject } from "../../http/audit/actor-schema.js";
import { tierSchema } from "../../rules/rule-schema.js";
import { tierOnlyOnApprove } from "../../rules/tier-rule.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { REVIEW_DECISIONS, REVIEW_RESOLUTION_REASONS } from "./present-review.js";
import { REVIEW_STATUSES } from "./review-lifecycle.js";

/** POST /v1/reviews/{id}/resolve body. */
export const resolveReviewBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    tier: tierSchema.optional().meta({ description: "Approve only: the VIC's tier (default verified)." }),
    resolution_reason: z.enum(REVIEW_RESOLUTION_REASONS).optional().meta({ description: "Why you decided so, from a fixed list (the dashboard asks for one); `note` says more." }),
    note: z.string().max(1000).optional(),
  })
  .superRefine(tierOnlyOnApprove((body) => body.decision === "approve"))
  .meta({ id: "ResolveReview" });

export const reviewObject = z
  .object({
    id: z.string().startsWith("rev_"),
    object: z.literal("review"),
    status: z.enum(REVIEW_STATUSES),
    verification_session: z.string().startsWith("vs_"),
    reason: z.string().nullable(),
    decision: z.enum(REVIEW_DECISIONS).nullable(),
    tier: z.string().nullable(),
    resolution_reason: z.enum(REVIEW_RESOLUTION_REASONS).nullable().meta({ description: "Why the reviewer decided so; null while flagged or when none was given." }),
    note: z.string().nullable(),
    resolved_at: timestamp.nullable(),
    resolved_by: actorObject.nullable().meta({ description: "Who resolved it: a dashboard user or a secret key; null while flagged (and for reviews resolved before resolvers were recorded)." }),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "Review" });

export type ReviewObject = z.input<typeof reviewObject>;
