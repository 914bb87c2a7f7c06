import { defineLifecycle } from "../../platform/db/lifecycle.js";

/** A review is raised `flagged` (its session moved to requires_review) and resolved once: flagged -> resolved. */
export const REVIEW_STATUSES = ["flagged", "resolved"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The owner of `reviews.status`. */
export const ReviewLifecycle = defineLifecycle({
  name: "review",
  model: "Review",
  field: "status",
  table: "reviews",
  column: "status",
  statuses: REVIEW_STATUSES,
  initial: ["flagged"],
  transitions: { flagged: ["resolved"], resolved: [] },
});
