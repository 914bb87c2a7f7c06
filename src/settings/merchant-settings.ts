import { recordRequestAudit } from "../audit/audit-scope.js";
import { prisma } from "../db/client.js";
import { defaultSmsCountries } from "../sms/country-allowlist.js";
import { smsUsageToday } from "../sms/sms-budgets.js";
import { readSmsSettings } from "../sms/sms-settings.js";
import { effectiveSmsName, smsText } from "../sms/sms-template.js";
import { applyBrandingChange, brandingData, presentBrandingSettings, type BrandingChange } from "./branding-settings.js";

async function present(merchantId: string) {
  const [settings, merchant, usage, row, branding] = await Promise.all([
    readSmsSettings(merchantId),
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { businessName: true } }),
    smsUsageToday(merchantId),
    prisma.merchantSettings.findUnique({ where: { merchantId }, select: { requireTwoFactor: true, retentionDays: true } }),
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
  };
}

export const getMerchantSettings = present;

/** Changes the fields given (null: back to the default), in one upsert (with the request's audit row). */
export async function updateMerchantSettings(
  merchantId: string,
  change: { sms_countries?: string[] | null; sms_name?: string | null; require_two_factor?: boolean; retention_days?: number | null } & BrandingChange,
) {
  const data = {
    ...(change.require_two_factor !== undefined && { requireTwoFactor: change.require_two_factor }),
    ...(change.sms_countries !== undefined && { smsCountries: change.sms_countries ?? [], smsCountriesDefault: change.sms_countries === null }),
    ...(change.sms_name !== undefined && { smsName: change.sms_name }),
    ...(change.retention_days !== undefined && { retentionDays: change.retention_days }),
    ...brandingData(change),
  };
  await prisma.$transaction(async (tx) => {
    await tx.merchantSettings.upsert({ where: { merchantId }, create: { merchantId, ...data }, update: data });
    await applyBrandingChange(tx, merchantId, change);
    await recordRequestAudit(tx, { target: `merchant:${merchantId}` });
  });
  return present(merchantId);
}
