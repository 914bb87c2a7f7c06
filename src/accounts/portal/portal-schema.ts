import { z } from "zod";
import { PERMISSION_NAMES, ROLES } from "../../http/auth/permissions.js";
import { SCOPES, scopeSchema } from "../../http/auth/scopes.js";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { messageNameForm, messageNameProblem } from "../../messaging/sms/sms-name.js";

/** A password being chosen (sign-up, accepting an invitation); the policy check follows (password-policy.ts). */
export const newPassword = z.string().min(10).max(200);

export const signupBody = z
  .strictObject({
    email: z.email().max(254),
    password: newPassword,
    business_name: z
      .string()
      .overwrite(messageNameForm)
      .trim()
      .min(1)
      .max(200)
      .superRefine((name, ctx) => {
        const problem = messageNameProblem(name);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .meta({
        description:
          "The account's name, shown in its emails and (cleaned) its SMS texts; stored NFKC-normalised. Refused: a web address, a domain-like label.tld, \"@\", or 4 or more digits in a row.",
      }),
  })
  .meta({ id: "SignUp" });

/** An authenticator code (6 digits) or a recovery code, as typed. */
export const secondFactorCode = z.string().trim().min(1).max(64);

/** The `otp` of a step-up action (contract section 19; `stepUp` in src/http/route.ts), described by what needs it. */
export const stepUpOtp = (what: string) =>
  secondFactorCode.optional().meta({
    description: `${what}: the current authenticator code (or an unused recovery code), unless this session gave one within the last 5 minutes (POST /2fa/verify).`,
  });

export const loginBody = z
  .strictObject({
    email: z.string().max(254),
    password: z.string().max(200),
    otp: secondFactorCode
      .optional()
      .meta({ description: "For users with two-factor authentication on: the current authenticator code, or an unused recovery code." }),
  })
  .meta({ id: "SignIn" });

export const mintKeyBody = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    mode: z.enum(["test", "live"]),
    scopes: z.array(scopeSchema).min(1).meta({ description: `Any of: ${SCOPES.join(", ")}.` }),
    otp: stepUpOtp("A live key needs two-factor authentication on (403 two_factor_setup_required otherwise) and a fresh second factor"),
  })
  .meta({ id: "MintApiKey" });

export const roleSchema = z.enum(ROLES).meta({ id: "Role", description: "owner (one per account), admin, developer, reviewer or viewer." });
export const permissionSchema = z.enum(PERMISSION_NAMES).meta({ id: "Permission" });

export const accountObject = z
  .object({
    user: z.object({ id: z.string(), object: z.literal("user"), email: z.string(), role: roleSchema, created_at: timestamp }),
    account: z.object({ id: z.string(), object: z.literal("account"), business_name: z.string(), created_at: timestamp }),
    live_enabled: z.boolean().meta({ description: "Whether the account's live mode is enabled (live keys and live requests work)." }),
    permissions: z
      .array(permissionSchema)
      .meta({ description: "What the signed-in user's role allows; the dashboard hides what is not listed (every route says its permission as `x-permission`)." }),
    two_factor: z
      .object({
        enabled: z.boolean().meta({ description: "Whether this user signs in with an authenticator code (TOTP)." }),
        enabled_at: timestamp.nullable(),
        required_by_account: z.boolean().meta({ description: "The owner requires two-factor authentication for everyone (settings `require_two_factor`)." }),
        setup_required: z
          .boolean()
          .meta({ description: "Required by the account and not set up yet: every other route answers two_factor_setup_required until it is." }),
        recovery_codes_remaining: z.number().int(),
      })
      .meta({ id: "TwoFactorStatus" }),
    csrf_token: z.string().meta({ description: "Send it as X-CSRF-Token on every state-changing portal request." }),
  })
  .meta({ id: "PortalAccount" });

export const apiKeyObject = z
  .object({
    id: z.string().startsWith("key_"),
    object: z.literal("api_key"),
    name: z.string(),
    mode: z.enum(["test", "live"]),
    livemode,
    scopes: z.array(scopeSchema),
    redacted_key: z.string(),
    created_at: timestamp,
    revoked_at: timestamp.nullable(),
  })
  .meta({ id: "ApiKey" });

export const mintedApiKeyObject = apiKeyObject
  .extend({ key: z.string().startsWith("pb_sk_").meta({ description: "The plaintext key, shown only here." }) })
  .meta({ id: "MintedApiKey" });

export const apiKeyList = z.object({ object: z.literal("list"), data: z.array(apiKeyObject) }).meta({ id: "ApiKeyList" });
