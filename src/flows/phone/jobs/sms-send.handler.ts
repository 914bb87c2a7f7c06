import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { configuredSmsProvider } from "../../../messaging/sms/configured-provider.js";
import { cancelIfSendingPaused } from "../cancel-if-sending-paused.js";
import { deliverPhoneCode } from "../deliver-phone-code.js";
import type { smsSendPayload } from "./sms-send.js";

export const sendPhoneCodeSms: JobHandler<z.output<typeof smsSendPayload>> = async ({ phoneCodeId }, job) => {
  if (await cancelIfSendingPaused(phoneCodeId)) return;
  const result = await deliverPhoneCode(phoneCodeId, configuredSmsProvider(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the SMS provider refused the message (see the phone code row)");
};
