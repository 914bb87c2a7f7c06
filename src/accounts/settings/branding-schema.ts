import { z } from "zod";
import { brandingAccentColor, brandingDisplayName, brandingLogoUrl, DISPLAY_NAME_MAX, LOGO_URL_MAX, reviewBusinessDays } from "./branding-fields.js";
import { REVIEW_BUSINESS_DAYS_DEFAULT, REVIEW_BUSINESS_DAYS_MAX } from "./review-days.js";
import { MIN_ACCENT_CONTRAST } from "./wcag-contrast.js";

/** The `merchant` object of the hosted page (sdk_session and every other answer that shows the merchant). */
export const merchantBrandingObject = z
  .object({
    name: z.string().meta({ description: "The branding display name, else the business name. Up to 100 characters: the page truncates long ones and keeps the full name available." }),
    logo_url: z.string().nullable().meta({ description: "The merchant's https logo URL or the service's URL of an uploaded logo (cacheable for good); null: no logo." }),
    accent_color: z.string().nullable().meta({ description: "#rrggbb, at least 4.5:1 against white; null: the page's own colour." }),
    review_business_days: z
      .number()
      .int()
      .nullable()
      .meta({ description: "After a review outcome the page says the review usually takes up to this many business days; null: it promises no timeframe." }),
  })
  .meta({ id: "SdkMerchant", description: "Who the person is verifying for: the merchant as the end user sees them, from the account's branding settings." });

/** The branding fields of PUT /settings. */
export const brandingSettingsFields = {
  branding_display_name: brandingDisplayName
    .nullable()
    .optional()
    .meta({ description: `The name the hosted page shows, 1-${DISPLAY_NAME_MAX} characters of plain text (trimmed); null: the business name. Absent: unchanged.` }),
  branding_logo_url: brandingLogoUrl
    .nullable()
    .optional()
    .meta({
      description: `The logo as an https URL (at most ${LOGO_URL_MAX} characters, no user:password@) on a public host name (no IP literal, no localhost, single-label or internal name, not this service's host), stored normalised (URL#href); it replaces an uploaded logo. null: no URL. Absent: unchanged. To upload one instead: POST /branding/logo.`,
    }),
  branding_accent_color: brandingAccentColor
    .nullable()
    .optional()
    .meta({
      description: `The page's accent colour (buttons, links), #rrggbb; refused when its contrast ratio against the page's white background is below ${MIN_ACCENT_CONTRAST}:1 (WCAG AA). null: the page's own colour. Absent: unchanged.`,
    }),
  review_business_days: reviewBusinessDays
    .nullable()
    .optional()
    .meta({ description: `How long a review usually takes, 1-${REVIEW_BUSINESS_DAYS_MAX} business days: the hosted page says so after a review outcome. null: the page promises no timeframe. Absent: unchanged.` }),
};

/** The branding fields of the settings object. */
export const brandingSettingsObjectFields = {
  branding_display_name: z.string().nullable().meta({ description: "The name the hosted page shows; null: the business name." }),
  branding_logo_url: z.string().nullable().meta({ description: "The logo URL set by the merchant; null when there is none (or an uploaded logo is used)." }),
  branding_logo_upload: z
    .object({
      url: z.string().meta({ description: "Where the service serves it." }),
      content_type: z.enum(["image/png", "image/jpeg", "image/webp"]),
      size: z.number().int().meta({ description: "Bytes." }),
    })
    .nullable()
    .meta({ description: "The uploaded logo (POST /branding/logo); null: none." }),
  branding_accent_color: z.string().nullable().meta({ description: "#rrggbb; null: the page's own colour." }),
  review_business_days: z.number().int().nullable().meta({ description: `The review timeframe the hosted page states, in business days (default ${REVIEW_BUSINESS_DAYS_DEFAULT}); null: none.` }),
  /** The `merchant` object the hosted page receives with these settings. */
  branding_preview: merchantBrandingObject,
};
