import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import { configuredEmailSender } from "../../../messaging/email/configured-sender.js";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { deliverEmailCode } from "../deliver-email-code.js";
import type { emailSendPayload } from "./email-send.js";

export const sendEmailCode: JobHandler<z.output<typeof emailSendPayload>> = async ({ emailCodeId }, job) => {
  const result = await deliverEmailCode(emailCodeId, configuredEmailSender(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the mail server refused the message (see the email code row)");
};
