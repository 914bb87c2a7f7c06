import { z } from "zod";
import { actorObject } from "../../audit/actor-schema.js";
import { tierSchema } from "../../decision-rules/rule-schema.js";
import { tierOnlyOnApprove } from "../../decision-rules/tier-rule.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { REVIEW_DECISIONS } from "./present-review.js";
import { REVIEW_STATUSES } from "./review-lifecycle.js";

/** POST /v1/reviews/{id}/resolve body. */
export const resolveReviewBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    tier: tierSchema.optional().meta({ description: "Approve only: the VIC's tier (default verified)." }),
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
    note: z.string().nullable(),
    resolved_at: timestamp.nullable(),
    resolved_by: actorObject.nullable().meta({ description: "Who resolved it: a dashboard user or a secret key; null while flagged (and for reviews resolved before resolvers were recorded)." }),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "Review" });

export type ReviewObject = z.input<typeof reviewObject>;
