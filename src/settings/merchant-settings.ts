import { prisma } from "../db/client.js";
import { defaultSmsCountries } from "../sms/country-allowlist.js";
import { smsUsageToday } from "../sms/sms-budgets.js";
import { readSmsSettings } from "../sms/sms-settings.js";
import { effectiveSmsName, smsText } from "../sms/sms-template.js";

async function present(merchantId: string) {
  const [settings, merchant, usage, row] = await Promise.all([
    readSmsSettings(merchantId),
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { businessName: true } }),
    smsUsageToday(merchantId),
    prisma.merchantSettings.findUnique({ where: { merchantId }, select: { requireTwoFactor: true } }),
  ]);
  return {
    object: "merchant_settings" as const,
    sms_countries: settings.smsCountries,
    sms_default_countries: [...defaultSmsCountries()].sort(),
    sms_name: settings.smsName,
    sms_preview: smsText("123456", effectiveSmsName(settings, merchant.businessName)),
    sms_usage: usage,
    require_two_factor: row?.requireTwoFactor ?? false,
  };
}

export const getMerchantSettings = present;

/** Changes the fields given (null: back to the default), in one upsert. */
export async function updateMerchantSettings(
  merchantId: string,
  change: { sms_countries?: string[] | null; sms_name?: string | null; require_two_factor?: boolean },
) {
  const data = {
    ...(change.require_two_factor !== undefined && { requireTwoFactor: change.require_two_factor }),
    ...(change.sms_countries !== undefined && { smsCountries: change.sms_countries ?? [], smsCountriesDefault: change.sms_countries === null }),
    ...(change.sms_name !== undefined && { smsName: change.sms_name }),
  };
  await prisma.merchantSettings.upsert({ where: { merchantId }, create: { merchantId, ...data }, update: data });
  return present(merchantId);
}
