import { defineLifecycle } from "../../../platform/db/lifecycle.js";

/**
 * The legacy email status of a password reset (`password_resets.mail_status`). The outbox
 * (src/messaging/outbox/) sends reset emails and owns their status since 20261201300000: every row
 * written since then has `outbox` (the column's default; nothing writes it). The statuses before
 * it stay for the rows of the previous release, and its one move is the upgrade's adoption of a
 * row that release queued: `queued -> outbox` (src/messaging/outbox/adopt-legacy.ts). The column
 * goes in a later release (contract), once no release writes `queued`.
 */
export const RESET_MAIL_STATUSES = ["queued", "sending", "sent", "failed", "canceled", "outbox"] as const;

/** The owner of `password_resets.mail_status`. */
export const ResetMailLifecycle = defineLifecycle({
  name: "password reset email (legacy)",
  model: "PasswordReset",
  field: "mailStatus",
  table: "password_resets",
  column: "mail_status",
  statuses: RESET_MAIL_STATUSES,
  initial: ["outbox"],
  transitions: { queued: ["outbox"], sending: [], sent: [], failed: [], canceled: [], outbox: [] },
});
