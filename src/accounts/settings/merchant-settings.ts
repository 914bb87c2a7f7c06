import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { defaultSmsCountries } from "../../messaging/sms/country-allowlist.js";
import { smsUsageToday } from "../../messaging/sms/sms-budgets.js";
import { readSmsSettings } from "../../messaging/sms/sms-settings.js";
import { effectiveSmsName, smsText } from "../../messaging/sms/sms-template.js";
import { changedSettingsFields, settingsChanges } from "./changed-fields.js";
import { alertSettingsData, presentAlertSettings, type AlertSettingsChange } from "./alert-settings.js";
import { applyBrandingChange, brandingData, presentBrandingSettings, type BrandingChange } from "./branding-settings.js";

async function present(merchantId: string) {
  const [settings, merchant, usage, row, branding] = await Promise.all([
    readSmsSettings(merchantId),
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { businessName: true } }),
    smsUsageToday(merchantId),
    prisma.merchantSettings.findUnique({ where: { merchantId }, select: { requireTwoFactor: true, retentionDays: true, alertReviewQueueOver: true, alertFailingEndpoints: true } }),
    presentBrandingSettings(merchantId),
  ]);
  return {
    object: "merchant_settings" as const,
    sms_countries: settings.smsCountries,
    sms_default_countries: [...defaultSmsCountries()].sort(),
    sms_name: settings.smsName,
    sms_preview: smsText("123456", effectiveSmsName(settings, merchant.businessName)),
    sms_usage: usage,
    require_two_factor: row?.requireTwoFactor ?? false,
    retention_days: row?.retentionDays ?? null,
    ...branding,
    alerts: presentAlertSettings(row),
  };
}

export const getMerchantSettings = present;

/** Changes the fields given (null: back to the default), in one transaction with the request's audit row, which names the fields that changed. */
export async function updateMerchantSettings(
  merchantId: string,
  change: { sms_countries?: string[] | null; sms_name?: string | null; require_two_factor?: boolean; retention_days?: number | null; alerts?: AlertSettingsChange } & BrandingChange,
) {
  const data = {
    ...(change.require_two_factor !== undefined && { requireTwoFactor: change.require_two_factor }),
    ...(change.sms_countries !== undefined && { smsCountries: change.sms_countries ?? [], smsCountriesDefault: change.sms_countries === null }),
    ...(change.sms_name !== undefined && { smsName: change.sms_name }),
    ...(change.retention_days !== undefined && { retentionDays: change.retention_days }),
    ...brandingData(change),
    ...alertSettingsData(change.alerts),
  };
  await prisma.$transaction(async (tx) => {
    // The row as it was (its defaults when new), locked, so the audit row names what this change changed.
    await tx.merchantSettings.createMany({ data: [{ merchantId }], skipDuplicates: true });
    await tx.$executeRaw`SELECT 1 FROM merchant_settings WHERE merchant_id = ${merchantId} FOR UPDATE`;
    const before = await tx.merchantSettings.findUniqueOrThrow({ where: { merchantId } });
    const after = await tx.merchantSettings.update({ where: { merchantId }, data });
    const logoRemoved = await applyBrandingChange(tx, merchantId, change);
    const changed = [...changedSettingsFields(before, after), ...(logoRemoved ? ["branding_logo_upload"] : [])];
    await recordRequestAudit(tx, { target: `merchant:${merchantId}`, details: { changed_fields: changed, changes: settingsChanges(before, after) } });
  });
  return present(merchantId);
}
