import { z } from "zod";
import { livemode } from "../../http/common-schemas.js";
import { tierOnlyOnApprove } from "../../rules/tier-rule.js";
import { resolveReviewBody, reviewObject } from "../reviews/review-schema.js";
import { reviewClaimObject } from "./claim-schema.js";

export const reviewQueueItemObject = z
  .object({
    object: z.literal("review_queue_item"),
    review: reviewObject,
    customer_address: z.string().nullable().meta({ description: "The session's customer (wallet address), null before the wallet step." }),
    flows: z.array(z.string()).meta({ description: "The session's flows." }),
    signals: z.record(z.string(), z.unknown()).nullable().meta({ description: "The signals the decision rules read (null until the flows are done)." }),
    claim: z.union([reviewClaimObject, z.null()]),
    livemode,
  })
  .meta({ id: "ReviewQueueItem" });

export type ReviewQueueItemObject = z.input<typeof reviewQueueItemObject>;

export const reviewQueueListObject = z
  .object({
    object: z.literal("list"),
    data: z.array(reviewQueueItemObject).meta({ description: "The oldest flagged reviews, oldest first (at most 100)." }),
    open: z.number().int().meta({ description: "Flagged reviews waiting for a person, counted up to `open_cap`." }),
    open_cap: z.number().int(),
    livemode,
  })
  .meta({ id: "ReviewQueueList" });

/** "Next case": the review just claimed for the caller, or null when nobody's case is left. */
export const nextReviewObject = z
  .object({ object: z.literal("next_review"), item: z.union([reviewQueueItemObject, z.null()]), livemode })
  .meta({ id: "NextReview" });

export const MAX_BULK_REVIEWS = 50;

/** Bulk resolve: one decision for the selected reviews (each resolved on its own, as POST .../resolve does). */
export const bulkResolveBody = z
  .strictObject({
    reviews: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(MAX_BULK_REVIEWS)
      .refine((ids) => new Set(ids).size === ids.length, "must not repeat a review")
      .meta({ description: `The review ids (1 to ${MAX_BULK_REVIEWS}).` }),
    ...resolveReviewBody.shape,
  })
  .superRefine(tierOnlyOnApprove((body) => body.decision === "approve"))
  .meta({ id: "BulkResolveReviews" });

export const bulkResolveResultObject = z
  .object({
    object: z.literal("bulk_resolution"),
    resolved: z.array(reviewObject),
    failed: z.array(
      z.object({
        review: z.string(),
        error: z.object({ code: z.string(), message: z.string() }).meta({ description: "Why this review was left as it was (`already_claimed`, `invalid_state`, `review_not_found`)." }),
      }),
    ),
    livemode,
  })
  .meta({ id: "BulkResolution" });
