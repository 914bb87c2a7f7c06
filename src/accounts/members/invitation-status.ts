import { defineLifecycle } from "../../platform/db/lifecycle.js";

/**
 * An invitation's lifecycle (`member_invitations.status`), in one place:
 *
 *   pending -> accepted   (the link was used: the member exists)
 *   pending -> revoked    (an owner or admin took it back)
 *   pending -> replaced   (the same email was invited again: only the newest link works)
 *
 * Expiry is not a status: a pending invitation past `expires_at` (7 days) no longer works.
 */
export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "replaced"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The owner of `member_invitations.status`. */
export const InvitationLifecycle = defineLifecycle({
  name: "invitation",
  model: "MemberInvitation",
  field: "status",
  table: "member_invitations",
  column: "status",
  statuses: INVITATION_STATUSES,
  initial: ["pending"],
  transitions: { pending: ["accepted", "revoked", "replaced"], accepted: [], revoked: [], replaced: [] },
});

/**
 * The invitation email's outcome as the dashboard shows it (`member_invitations.mail_status`). The
 * outbox (src/messaging/outbox/) sends the email and owns its delivery; this column is written when
 * the invitation is made (`outbox`: with the outbox, shown as queued) and, through the outbox's
 * settle hook, with the outcome:
 *
 *   outbox -> sent | failed | canceled   (the outbox message settled: invitation-message.ts)
 *   queued -> outbox                     (a row the release before the outbox queued, adopted by it)
 *
 * `queued`, the column's default, is what the previous release writes; only its rows have it.
 */
export const INVITATION_MAIL_STATUSES = ["queued", "sent", "failed", "canceled", "outbox"] as const;
export type InvitationMailStatus = (typeof INVITATION_MAIL_STATUSES)[number];

/** The owner of `member_invitations.mail_status`. */
export const InvitationMailLifecycle = defineLifecycle({
  name: "invitation email",
  model: "MemberInvitation",
  field: "mailStatus",
  table: "member_invitations",
  column: "mail_status",
  statuses: INVITATION_MAIL_STATUSES,
  initial: ["outbox"],
  transitions: { queued: ["outbox"], outbox: ["sent", "failed", "canceled"], sent: [], failed: [], canceled: [] },
});

/** What the API shows of the column: a message with the outbox is queued until it settles. */
export const shownMailStatus = (status: InvitationMailStatus): Exclude<InvitationMailStatus, "outbox"> => (status === "outbox" ? "queued" : status);

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
