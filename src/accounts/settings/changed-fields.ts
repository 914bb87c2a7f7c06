import { isDeepStrictEqual } from "node:util";
import type { AuditChange, AuditValue } from "../../http/audit/record-audit.js";
import type { MerchantSettings } from "../../platform/generated/prisma/client.js";

/** Each field of the settings object a change can write, and the merchant_settings columns that hold it. */
const FIELD_COLUMNS = {
  sms_countries: ["smsCountries", "smsCountriesDefault"],
  sms_name: ["smsName"],
  require_two_factor: ["requireTwoFactor"],
  retention_days: ["retentionDays"],
  branding_display_name: ["brandingDisplayName"],
  branding_logo_url: ["brandingLogoUrl"],
  branding_accent_color: ["brandingAccentColor"],
  review_business_days: ["reviewBusinessDays"],
  "alerts.review_queue_over": ["alertReviewQueueOver"],
  "alerts.failing_endpoints": ["alertFailingEndpoints"],
} as const satisfies Record<string, readonly (keyof MerchantSettings)[]>;

/**
 * The names of the settings fields whose stored value differs between two versions of the row
 * (contract section 19: a settings change's audit row names what it changed), in the order the
 * settings object lists them.
 */
export function changedSettingsFields(before: MerchantSettings, after: MerchantSettings): string[] {
  return Object.entries(FIELD_COLUMNS)
    .filter(([, columns]) => columns.some((column) => !isDeepStrictEqual(before[column], after[column])))
    .map(([field]) => field);
}

/** A settings field's value as the settings object shows it (`sms_countries` null: the platform's default). */
function fieldValue(row: MerchantSettings, field: keyof typeof FIELD_COLUMNS): AuditValue {
  if (field === "sms_countries") return row.smsCountriesDefault ? null : row.smsCountries;
  return row[FIELD_COLUMNS[field][0]];
}

/**
 * The changed fields with their values before and after (contract section 22: the audit log
 * reads with before and after values). Every settings field is configuration: none is a secret.
 */
export function settingsChanges(before: MerchantSettings, after: MerchantSettings): AuditChange[] {
  return changedSettingsFields(before, after).map((field) => {
    const name = field as keyof typeof FIELD_COLUMNS;
    return { field, before: fieldValue(before, name), after: fieldValue(after, name) };
  });
}
