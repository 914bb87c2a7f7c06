import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";

const newPassword = z.string().min(10).max(200);

export const changePasswordBody = z
  .strictObject({
    current_password: z.string().max(200),
    new_password: newPassword.meta({ description: "At least 10 characters, not a common or breached password (the sign-up policy)." }),
  })
  .meta({ id: "ChangePassword" });

export const passwordChangedObject = z
  .object({
    object: z.literal("password_change"),
    signed_out_sessions: z.number().int().meta({ description: "How many of your other sessions were signed out (this one stays)." }),
  })
  .meta({ id: "PasswordChange" });

export const passwordResetBody = z.strictObject({ email: z.string().trim().min(1).max(254) }).meta({ id: "RequestPasswordReset" });

export const passwordResetRequestedObject = z
  .object({ object: z.literal("password_reset_request"), message: z.string() })
  .meta({ id: "PasswordResetRequest", description: "The same answer whether or not an account uses the email." });

export const confirmPasswordResetBody = z
  .strictObject({
    token: z.string().min(1).max(200).meta({ description: "The token of the emailed link (`/reset#token=...`)." }),
    password: newPassword.meta({ description: "The new password: at least 10 characters, not a common or breached password." }),
  })
  .meta({ id: "ConfirmPasswordReset" });

export const portalSessionObject = z
  .object({
    id: z.string().startsWith("ps_"),
    object: z.literal("portal_session"),
    created_at: timestamp,
    last_seen_at: timestamp.meta({ description: "Last request in this session (to the minute)." }),
    expires_at: timestamp,
    ip: z.string().nullable().meta({ description: "The client address that signed in." }),
    user_agent: z.string().nullable().meta({ description: "The browser that signed in, as it named itself." }),
    current: z.boolean().meta({ description: "This is the session making the request." }),
  })
  .meta({ id: "PortalSession" });

export const portalSessionList = z.object({ object: z.literal("list"), data: z.array(portalSessionObject) }).meta({ id: "PortalSessionList" });

export const revokeSessionsBody = z
  .strictObject({
    keep_current: z
      .boolean()
      .default(false)
      .meta({ description: "true: sign out every OTHER session; false (default): everywhere, this session included." }),
  })
  .meta({ id: "RevokePortalSessions" });

export const revokedSessionsObject = z
  .object({ object: z.literal("portal_session_revocation"), signed_out_sessions: z.number().int() })
  .meta({ id: "PortalSessionRevocation" });
