import { codeMessageLifecycle } from "../codes/code-message.js";

/** The owner of `phone_codes.sms_status`: the text message of one phone code (src/flows/codes/code-message.ts). */
export const SmsLifecycle = codeMessageLifecycle({
  name: "phone code text message",
  model: "PhoneCode",
  field: "smsStatus",
  table: "phone_codes",
  column: "sms_status",
});
