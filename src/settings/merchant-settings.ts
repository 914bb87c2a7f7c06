import { prisma } from "../db/client.js";
import { defaultSmsCountries } from "../sms/country-allowlist.js";
import { smsUsageToday } from "../sms/sms-budgets.js";
import { effectiveSmsName, smsText } from "../sms/sms-template.js";

export interface SmsSettings {
  /** null: the platform default. */
  smsCountries: string[] | null;
  smsName: string | null;
}

/** What the phone flow needs of an account's settings (every default when it never saved any). */
export async function readSmsSettings(merchantId: string): Promise<SmsSettings> {
  const row = await prisma.merchantSettings.findUnique({ where: { merchantId } });
  return { smsCountries: !row || row.smsCountriesDefault ? null : row.smsCountries, smsName: row?.smsName ?? null };
}

async function present(merchantId: string) {
  const [settings, merchant, usage] = await Promise.all([
    readSmsSettings(merchantId),
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { businessName: true } }),
    smsUsageToday(merchantId),
  ]);
  return {
    object: "merchant_settings" as const,
    sms_countries: settings.smsCountries,
    sms_default_countries: [...defaultSmsCountries()].sort(),
    sms_name: settings.smsName,
    sms_preview: smsText("123456", effectiveSmsName(settings, merchant.businessName)),
    sms_usage: usage,
  };
}

export const getMerchantSettings = present;

/** Changes the fields given (null: back to the default), in one upsert. */
export async function updateMerchantSettings(merchantId: string, change: { sms_countries?: string[] | null; sms_name?: string | null }) {
  const data = {
    ...(change.sms_countries !== undefined && { smsCountries: change.sms_countries ?? [], smsCountriesDefault: change.sms_countries === null }),
    ...(change.sms_name !== undefined && { smsName: change.sms_name }),
  };
  await prisma.merchantSettings.upsert({ where: { merchantId }, create: { merchantId, ...data }, update: data });
  return present(merchantId);
}
