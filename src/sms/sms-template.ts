import { query } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";
import { smsNameFromBusinessName } from "./sms-name.js";

/** The one SMS text: the code and the account's SMS name, nothing else the account wrote. */
export function smsText(code: string, smsName: string): string {
  return `${code} is your ${smsName} verification code.`;
}

/** The account's SMS name: the one set in its settings, else its business name cleaned. */
export function effectiveSmsName(settings: { smsName: string | null } | null, businessName: string): string {
  return settings?.smsName ?? smsNameFromBusinessName(businessName);
}

/** The text of a phone code's SMS, with the name its account has when it goes out. */
export async function smsBodyFor(phoneCodeId: string, code: string): Promise<string> {
  const [row] = await query<{ business_name: string; sms_name: string | null }>(Prisma.sql`
    SELECT m.business_name, s.sms_name
      FROM phone_codes p JOIN merchants m ON m.id = p.merchant_id
      LEFT JOIN merchant_settings s ON s.merchant_id = p.merchant_id
     WHERE p.id = ${phoneCodeId}`);
  if (!row) throw new Error(`phone code ${phoneCodeId} has no account`);
  return smsText(code, effectiveSmsName({ smsName: row.sms_name }, row.business_name));
}
