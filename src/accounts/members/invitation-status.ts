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
 * The invitation email (`member_invitations.mail_status`), owned by the invitation-email job:
 *
 *   queued -> sent | failed   (failed = refused by the mail server, or retries used up)
 *   queued -> canceled        (revoked, replaced or expired before it went out)
 */
export const INVITATION_MAIL_STATUSES = ["queued", "sent", "failed", "canceled"] as const;
export type InvitationMailStatus = (typeof INVITATION_MAIL_STATUSES)[number];

/** The owner of `member_invitations.mail_status`. */
export const InvitationMailLifecycle = defineLifecycle({
  name: "invitation email",
  model: "MemberInvitation",
  field: "mailStatus",
  table: "member_invitations",
  column: "mail_status",
  statuses: INVITATION_MAIL_STATUSES,
  initial: ["queued"],
  transitions: { queued: ["sent", "failed", "canceled"], sent: [], failed: [], canceled: [] },
});

export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
