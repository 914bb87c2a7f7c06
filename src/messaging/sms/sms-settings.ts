import { prisma } from "../../platform/db/client.js";

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
