import { z } from "zod";
import { sendCode } from "../codes/send-code.js";
import { parsePhoneNumber, phoneHash } from "./phone-number.js";
import type { SdkSubject } from "../../sdk/subject.js";
import { assertFlowRequested, assertWritable } from "../../sdk/writable.js";
import { phoneChannel } from "./channel.js";

export const sendCodeBody = z.strictObject({ phone_number: z.string().max(32) });

/**
 * Sends a one-time code to the end user's phone, under the shared code rules
 * (src/flows/codes/send-code.ts); live codes go out by the `sms-send` job.
 */
export async function sendPhoneCode(subject: SdkSubject, body: z.output<typeof sendCodeBody>) {
  assertWritable(subject);
  assertFlowRequested(subject, "phone");
  const phone = parsePhoneNumber(body.phone_number);
  const { masked, ...sent } = await sendCode(phoneChannel, subject, {
    value: phone.e164,
    hash: phoneHash(phone.e164),
    masked: phone.masked,
    signals: { phone_country: phone.country, phone_line_type: phone.lineType },
  });
  return { phone_number_masked: masked, ...sent };
}
