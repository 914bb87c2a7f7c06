import { defineLifecycle } from "../../platform/db/lifecycle.js";

/**
 * One team member's email about an alert (`team_alert_emails.mail_status`), as the password
 * reset email does it:
 *
 *   queued -> sending -> sent      (the team-alert-email job)
 *   queued -> sending -> queued    (the mail server could not be reached: retried)
 *   queued | sending -> failed     (refused, or retries used up)
 *   queued -> canceled             (the member is no longer an owner or admin, or was removed)
 *
 * `sending` is claimed before the mail server is called and never claimed again: a crash in the
 * middle leaves it there, so an alert never reaches a member twice.
 */
export const ALERT_MAIL_STATUSES = ["queued", "sending", "sent", "failed", "canceled"] as const;
export type AlertMailStatus = (typeof ALERT_MAIL_STATUSES)[number];

/** The owner of `team_alert_emails.mail_status`. */
export const AlertMailLifecycle = defineLifecycle({
  name: "team alert email",
  model: "TeamAlertEmail",
  field: "mailStatus",
  table: "team_alert_emails",
  column: "mail_status",
  statuses: ALERT_MAIL_STATUSES,
  initial: ["queued"],
  transitions: { queued: ["sending", "failed", "canceled"], sending: ["sent", "queued", "failed"], sent: [], failed: [], canceled: [] },
});

/** The roles an alert is emailed to. */
export const ALERTED_ROLES = ["owner", "admin"] as const;
