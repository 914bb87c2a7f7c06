-- A reviewer claims a flagged review before working it (contract section 22): who holds it and
-- until when (a claim lapses on its own, src/review-case/claims.ts). Nullable with no default:
-- adding them rewrites nothing, and the previous release neither reads nor writes them.
ALTER TABLE "reviews" ADD COLUMN "claimed_by_id" TEXT;
ALTER TABLE "reviews" ADD COLUMN "claimed_by_email" TEXT;
ALTER TABLE "reviews" ADD COLUMN "claimed_until" TIMESTAMPTZ(3);

-- Why the reviewer decided as they did: one of REVIEW_RESOLUTION_REASONS
-- (src/sessions/reviews/present-review.ts), beside the free-text note. Nullable, no default.
ALTER TABLE "reviews" ADD COLUMN "resolution_reason" TEXT;
