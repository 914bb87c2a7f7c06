import { UnrecoverableError } from "bullmq";
import { configuredSmsProvider } from "../../src/sms/configured-provider.js";
import { deliverPhoneCode } from "../../src/sms/deliver-phone-code.js";
import type { Handler } from "./handler.js";

export const sendPhoneCodeSms: Handler<"sms-send"> = async ({ phoneCodeId }, job) => {
  const result = await deliverPhoneCode(phoneCodeId, configuredSmsProvider(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the SMS provider refused the message (see the phone code row)");
};
