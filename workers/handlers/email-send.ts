import { UnrecoverableError } from "bullmq";
import { configuredEmailSender } from "../../src/email/configured-sender.js";
import { deliverEmailCode } from "../../src/flows/email/deliver-email-code.js";
import type { Handler } from "./handler.js";

export const sendEmailCode: Handler<"email-send"> = async ({ emailCodeId }, job) => {
  const result = await deliverEmailCode(emailCodeId, configuredEmailSender(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the mail server refused the message (see the email code row)");
};
