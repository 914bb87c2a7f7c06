import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";
import { secondFactorCode } from "../portal-schema.js";

export const twoFactorSetupObject = z
  .object({
    object: z.literal("two_factor_setup"),
    secret: z.string().meta({ description: "The TOTP secret (base32), to type into an authenticator app that cannot scan." }),
    otpauth_url: z.string().startsWith("otpauth://totp/").meta({ description: "The key URI authenticator apps import (RFC 6238: SHA-1, 30 s, 6 digits)." }),
    qr_code_data_url: z.string().startsWith("data:image/png;base64,").meta({ description: "otpauth_url as a QR code (PNG data URL)." }),
  })
  .meta({ id: "TwoFactorSetup" });

export const codeBody = (id: string, description: string) => z.strictObject({ code: secondFactorCode.meta({ description }) }).meta({ id });

export const enableTwoFactorBody = codeBody("EnableTwoFactor", "A current code from the authenticator app set up with POST /2fa/setup.");
export const verifyTwoFactorBody = codeBody("VerifyTwoFactor", "A current authenticator code or an unused recovery code.");
export const regenerateRecoveryCodesBody = codeBody("RegenerateRecoveryCodes", "A current authenticator code (a recovery code is not accepted here).");

export const disableTwoFactorBody = z
  .strictObject({
    code: secondFactorCode.optional().meta({ description: "A current authenticator code or an unused recovery code." }),
    password: z.string().max(200).optional().meta({ description: "Or the account password, when the authenticator and the codes are lost." }),
  })
  .meta({ id: "DisableTwoFactor", description: "Exactly one of code and password." });

export const recoveryCodesObject = z
  .object({
    object: z.literal("recovery_codes"),
    recovery_codes: z.array(z.string()).length(10).meta({ description: "10 single-use codes, shown only here: each signs in once in place of an authenticator code." }),
  })
  .meta({ id: "RecoveryCodes" });

export const twoFactorVerificationObject = z
  .object({
    object: z.literal("two_factor_verification"),
    verified_until: timestamp.meta({ description: "Until then this session may mint live keys without sending otp." }),
  })
  .meta({ id: "TwoFactorVerification" });
