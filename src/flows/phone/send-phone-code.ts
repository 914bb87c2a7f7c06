import { z } from "zod";
import { guardSmsSend } from "../../messaging/sms/sms-guard.js";
import type { SdkSubject } from "../subject.js";
import { assertFlowRequested, assertWritable } from "../writable.js";
import { messageLocaleField, sendCode } from "../codes/send-code.js";
import { phoneChannel } from "./channel.js";
import { parsePhoneNumber, phoneHash } from "../../messaging/sms/phone-number.js";

export const sendCodeBody = z.strictObject({ phone_number: z.string().max(32), locale: messageLocaleField });

/**
 * Sends a one-time code to the end user's phone once the SMS fraud guard let it through
 * (src/messaging/sms/sms-guard.ts: line type, country, the budgets it reserves, the global switch), under
 * the shared code rules (src/flows/codes/send-code.ts); live codes go out through the outbox (the message of src/flows/phone/channel.ts).
 * A send the code rules then refuse gives the reserved budgets back.
 */
export async function sendPhoneCode(subject: SdkSubject, body: z.output<typeof sendCodeBody>, clientIp: string) {
  assertWritable(subject);
  assertFlowRequested(subject, "phone");
  const phone = parsePhoneNumber(body.phone_number);
  const hash = phoneHash(phone.e164);
  const releaseBudgets = await guardSmsSend({ merchantId: subject.merchantId, mode: subject.mode, phone, phoneHash: hash, clientIp });
  try {
    const { masked, ...sent } = await sendCode(phoneChannel, subject, {
      value: phone.e164,
      hash,
      masked: phone.masked,
      signals: { phone_country: phone.country, phone_line_type: phone.lineType },
    }, body.locale);
    return { phone_number_masked: masked, ...sent };
  } catch (error) {
    await releaseBudgets();
    throw error;
  }
}
