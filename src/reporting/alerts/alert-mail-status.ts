import { defineLifecycle } from "../../platform/db/lifecycle.js";

/**
 * The legacy status of one team member's alert email (`team_alert_emails.mail_status`). The outbox
 * (src/messaging/outbox/) sends alert emails and owns their status since 20261201300000: every row
 * written since then has `outbox` (the column's default; nothing writes it). The statuses before
 * it stay for the previous release's rows; its one move is the upgrade's adoption of a row that
 * release queued, `queued -> outbox` (src/messaging/outbox/adopt-legacy.ts). The column goes in a
 * later release (contract).
 */
export const ALERT_MAIL_STATUSES = ["queued", "sending", "sent", "failed", "canceled", "outbox"] as const;

/** The owner of `team_alert_emails.mail_status`. */
export const AlertMailLifecycle = defineLifecycle({
  name: "team alert email (legacy)",
  model: "TeamAlertEmail",
  field: "mailStatus",
  table: "team_alert_emails",
  column: "mail_status",
  statuses: ALERT_MAIL_STATUSES,
  initial: ["outbox"],
  transitions: { queued: ["outbox"], sending: [], sent: [], failed: [], canceled: [], outbox: [] },
});

/** The roles an alert is emailed to. */
export const ALERTED_ROLES = ["owner", "admin"] as const;
