import { z } from "zod";
import { timestamp } from "../../../http/common-schemas.js";
import { secondFactorCode } from "../portal-schema.js";

export const twoFactorSetupObject = z
  .object({
    object: z.literal("two_factor_setup"),
    secret: z.string().meta({ description: "The TOTP secret (base32), to type into an authenticator app that cannot scan." }),
    otpauth_url: z.string().startsWith("otpauth://totp/").meta({ description: "The key URI authenticator apps import (RFC 6238: SHA-1, 30 s, 6 digits)." }),
    qr_code_data_url: z.string().startsWith("data:image/png;base64,").meta({ description: "otpauth_url as a QR code (PNG data URL)." }),
  })
  .meta({ id: "TwoFactorSetup" });

export const startTwoFactorSetupBody = z
  .strictObject({
    password: z
      .string()
      .max(200)
      .meta({ description: "Your current password. Checked like a sign-in (a wrong one counts in the sign-in throttle) before any secret is made." }),
  })
  .meta({ id: "StartTwoFactorSetup" });

export const codeBody = (id: string, description: string) => z.strictObject({ code: secondFactorCode.meta({ description }) }).meta({ id });

export const enableTwoFactorBody = codeBody("EnableTwoFactor", "A current code from the authenticator app set up with POST /2fa/setup.");
export const verifyTwoFactorBody = codeBody("VerifyTwoFactor", "A current authenticator code or an unused recovery code.");
export const regenerateRecoveryCodesBody = codeBody("RegenerateRecoveryCodes", "A current authenticator code (a recovery code is not accepted here).");

export const disableTwoFactorBody = z
  .strictObject({
    code: secondFactorCode
      .optional()
      .meta({ description: "A current authenticator code or an unused recovery code; unnecessary within 5 minutes of a POST /2fa/verify in this session. A password alone no longer turns 2FA off." }),
  })
  .meta({ id: "DisableTwoFactor" });

export const recoveryCodesObject = z
  .object({
    object: z.literal("recovery_codes"),
    recovery_codes: z.array(z.string()).length(10).meta({ description: "10 single-use codes, shown only here: each signs in once in place of an authenticator code." }),
  })
  .meta({ id: "RecoveryCodes" });

export const twoFactorVerificationObject = z
  .object({
    object: z.literal("two_factor_verification"),
    verified_until: timestamp.meta({ description: "Until then this session may take the step-up actions (live keys, admin and developer invitations and roles, ownership transfer, require_two_factor, turning 2FA off) without sending a code." }),
  })
  .meta({ id: "TwoFactorVerification" });
