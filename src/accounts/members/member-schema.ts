import { z } from "zod";
import { ASSIGNABLE_ROLES } from "../../http/auth/permissions.js";
import { timestamp } from "../../http/common-schemas.js";
import { newPassword, roleSchema, stepUpOtp } from "../portal/portal-schema.js";

const assignableRole = z.enum(ASSIGNABLE_ROLES).meta({ description: "admin, developer, reviewer or viewer (the owner is made by a transfer)." });

export const memberObject = z
  .object({
    id: z.string().startsWith("usr_"),
    object: z.literal("member"),
    email: z.string(),
    role: roleSchema,
    created_at: timestamp.meta({ description: "When the member joined (signed up, or accepted the invitation)." }),
  })
  .meta({ id: "Member" });

export const memberList = z.object({ object: z.literal("list"), data: z.array(memberObject) }).meta({ id: "MemberList" });

export const removedMemberObject = z
  .object({ id: z.string(), object: z.literal("member"), deleted: z.literal(true) })
  .meta({ id: "RemovedMember" });

const privilegedOtp = stepUpOtp("Giving the role admin or developer needs a fresh second factor from a user with two-factor authentication on");

export const changeRoleBody = z.strictObject({ role: assignableRole, otp: privilegedOtp }).meta({ id: "ChangeMemberRole" });

export const transferOwnershipBody = z
  .strictObject({ otp: stepUpOtp("Transferring ownership needs a fresh second factor from an owner with two-factor authentication on") })
  .meta({ id: "TransferOwnership" });

export const invitationObject = z
  .object({
    id: z.string().startsWith("inv_"),
    object: z.literal("invitation"),
    email: z.string(),
    role: assignableRole,
    status: z
      .enum(["pending", "expired", "accepted", "revoked", "replaced"])
      .meta({ description: "pending until used, revoked or replaced by a newer invitation of the same email; expired after `expires_at`." }),
    email_status: z
      .enum(["queued", "sent", "failed", "canceled"])
      .meta({ description: "The invitation email: queued, sent, failed (refused or undeliverable: invite again) or canceled." }),
    invited_by: z.object({ id: z.string(), email: z.string() }).nullable().meta({ description: "Who invited (null once that member is removed)." }),
    expires_at: timestamp,
    created_at: timestamp,
  })
  .meta({ id: "Invitation" });

export const invitationList = z.object({ object: z.literal("list"), data: z.array(invitationObject) }).meta({ id: "InvitationList" });

export const inviteBody = z
  .strictObject({
    email: z.email().max(254),
    role: assignableRole,
    otp: privilegedOtp,
  })
  .meta({ id: "InviteMember" });

export const acceptInvitationBody = z
  .strictObject({
    token: z.string().min(1).max(200).meta({ description: "The `token` of the invitation link's fragment (`/invite#token=...`)." }),
    password: newPassword,
  })
  .meta({ id: "AcceptInvitation" });
