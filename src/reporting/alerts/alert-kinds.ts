/**
 * What a team alert watches (contract issue 40: "an alert when the review queue or a failing
 * endpoint grows"), in one place:
 * - `review_queue`: more open (flagged) reviews in a mode than the account's
 *   `alerts.review_queue_over`; subject "reviews".
 * - `failing_endpoint`: a webhook endpoint of the mode whose last FAILING_ATTEMPTS_IN_A_ROW or
 *   more delivery attempts all failed (its health clock, `failing_since`, is running and that
 *   many attempts failed since it started), or which the platform disabled because it kept failing
 *   or answered 410 Gone. Subject: the endpoint's id. A success stops the clock, so one good
 *   answer clears the alert; so do re-enabling or deleting a disabled endpoint.
 */
export const ALERT_KINDS = ["review_queue", "failing_endpoint"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const REVIEW_QUEUE_SUBJECT = "reviews";

/** Failed attempts in a row that make an endpoint "failing" (Svix and Stripe warn after a run of failures, not on one). */
export const FAILING_ATTEMPTS_IN_A_ROW = 5;

/** A subject whose alert recurs within this long of its last emailed opening opens again without an email. */
export const RENOTIFY_AFTER_MS = 24 * 3_600_000;

/** How often the evaluator runs (the scheduled job's interval). */
export const ALERT_EVALUATION_INTERVAL_MS = 5 * 60_000;

/** Counts stop here: the banner says "at least" beyond it, and no count scans more rows. */
export const COUNT_CAP = 100_000;
