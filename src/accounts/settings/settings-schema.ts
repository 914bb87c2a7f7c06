import { z } from "zod";
import { SMS_COUNTRY_CODES } from "../../messaging/sms/country-allowlist.js";
import { messageNameForm, smsNameProblem, SMS_NAME_MAX, SMS_NAME_MIN } from "../../messaging/sms/sms-name.js";
import { brandingSettingsFields, brandingSettingsObjectFields } from "./branding-schema.js";
import { MIN_RETENTION_DAYS } from "./retention-days.js";
import { alertSettingsObject, updateAlertSettingsBody } from "./alert-settings.js";
import { stepUpOtp } from "../portal/portal-schema.js";

const countryCode = z
  .string()
  .refine((code) => SMS_COUNTRY_CODES.has(code), "must be ISO 3166 alpha-2 country codes in capitals, e.g. US");

const smsName = z.string().overwrite(messageNameForm).superRefine((name, ctx) => {
  const problem = smsNameProblem(name);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const updateSettingsBody = z
  .strictObject({
    sms_countries: z
      .array(countryCode)
      .min(1)
      .max(SMS_COUNTRY_CODES.size)
      .refine((codes) => new Set(codes).size === codes.length, "must not list a country twice")
      .nullable()
      .optional()
      .meta({ description: "Countries whose phone numbers may receive codes; null: the platform default. Absent: unchanged." }),
    sms_name: smsName
      .nullable()
      .optional()
      .meta({
        description: `The name in the SMS text, ${SMS_NAME_MIN}-${SMS_NAME_MAX} letters, digits, spaces and & ' - ., stored NFKC-normalised; refused: a web address ("://", "www"), a domain-like label.tld, "@", or 4 or more digits in a row. null: the business name, cleaned. Absent: unchanged.`,
      }),
    require_two_factor: z
      .boolean()
      .optional()
      .meta({
        description:
          "true: every user of the account must sign in with a second factor; one who has none yet can only set it up (two_factor_setup_required elsewhere). Absent: unchanged. Only the owner may change it (missing_permission), with a fresh second factor when 2FA is on (otp).",
      }),
    otp: stepUpOtp("Changing require_two_factor needs a fresh second factor from an owner with two-factor authentication on"),
    ...brandingSettingsFields,
    retention_days: z
      .number()
      .int()
      .min(MIN_RETENTION_DAYS, `must be at least ${MIN_RETENTION_DAYS} days`)
      .max(36_500)
      .nullable()
      .optional()
      .meta({ description: `Settled sessions older than this many days (at least ${MIN_RETENTION_DAYS}) are redacted automatically; null: kept until redacted by request. Absent: unchanged.` }),
    alerts: updateAlertSettingsBody,
  })
  .meta({ id: "UpdateMerchantSettings" });

export const settingsObject = z
  .object({
    object: z.literal("merchant_settings"),
    sms_countries: z.array(z.string()).nullable().meta({ description: "The account's own allowlist; null: the platform default applies." }),
    sms_default_countries: z.array(z.string()).meta({ description: "The platform default (SMS_DEFAULT_COUNTRIES)." }),
    sms_name: z.string().nullable().meta({ description: "The name set for SMS texts; null: the business name, cleaned." }),
    sms_preview: z.string().meta({ description: "The SMS text end users receive, with 123456 for the code." }),
    sms_usage: z
      .object({
        today: z.number().int().meta({ description: "Live SMS sent today (UTC)." }),
        daily_budget: z.number().int().meta({ description: "SMS_MAX_PER_MERCHANT_PER_DAY; 0: no daily budget." }),
      })
      .meta({ description: "Live SMS today against the account's daily budget." }),
    require_two_factor: z.boolean().meta({ description: "Every user of the account must sign in with a second factor (TOTP)." }),
    ...brandingSettingsObjectFields,
    retention_days: z.number().int().nullable().meta({ description: "Settled sessions older than this many days are redacted automatically; null: kept." }),
    alerts: alertSettingsObject,
  })
  .meta({ id: "MerchantSettings" });
