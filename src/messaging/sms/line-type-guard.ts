import { config } from "../../platform/config.js";
import { FlowRefused } from "../../platform/errors/domain-errors.js";
import type { PhoneNumber } from "./phone-number.js";

/**
 * Only numbers of an allowed line type (SMS_ALLOWED_LINE_TYPES; default mobile) get a code:
 * premium-rate, shared-cost, toll-free, UAN, pager, VoIP, personal and untyped numbers are where
 * SMS pumping earns its money, and no person needs one to prove a phone.
 */
export function assertSmsLineType(phone: Pick<PhoneNumber, "numberType">): void {
  if (phone.numberType !== null && config.SMS_ALLOWED_LINE_TYPES.includes(phone.numberType)) return;
  throw new FlowRefused(
    "phone_number_not_supported",
    "This kind of phone number cannot receive verification codes. Use a mobile number.",
    "phone_number",
  );
}
