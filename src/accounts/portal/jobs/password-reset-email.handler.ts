import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import { configuredEmailSender } from "../../../messaging/email/configured-sender.js";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { deliverResetEmail } from "../password-reset/deliver-reset-email.js";
import type { passwordResetEmailPayload } from "./password-reset-email.js";

export const sendPasswordResetEmail: JobHandler<z.output<typeof passwordResetEmailPayload>> = async ({ passwordResetId }, job) => {
  const result = await deliverResetEmail(passwordResetId, configuredEmailSender(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the mail server refused the message (see the password reset row)");
};
