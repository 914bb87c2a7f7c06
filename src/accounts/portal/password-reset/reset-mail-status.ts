import { defineLifecycle } from "../../../platform/db/lifecycle.js";

/**
 * The email of one password reset (`password_resets.mail_status`), in one place:
 *
 *   queued -> sending -> sent            (the password-reset-email job)
 *   queued -> sending -> queued          (the mail server could not be reached: retried)
 *   queued | sending -> failed           (refused, or retries used up)
 *   queued -> canceled                   (the link was used or expired before it went out)
 *
 * `sending` is claimed before the mail server is called and never claimed again: a crash in the
 * middle leaves it there, so one reset request is never mailed twice (the user can ask again).
 */
export const RESET_MAIL_STATUSES = ["queued", "sending", "sent", "failed", "canceled"] as const;
export type ResetMailStatus = (typeof RESET_MAIL_STATUSES)[number];

/** The owner of `password_resets.mail_status`. */
export const ResetMailLifecycle = defineLifecycle({
  name: "password reset email",
  model: "PasswordReset",
  field: "mailStatus",
  table: "password_resets",
  column: "mail_status",
  statuses: RESET_MAIL_STATUSES,
  initial: ["queued"],
  transitions: { queued: ["sending", "failed", "canceled"], sending: ["sent", "queued", "failed"], sent: [], failed: [], canceled: [] },
});
