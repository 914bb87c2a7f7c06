import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import { configuredEmailSender } from "../../../messaging/email/configured-sender.js";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { deliverAlertEmail } from "../deliver-alert-email.js";
import type { teamAlertEmailPayload } from "./team-alert-email.js";

export const sendTeamAlertEmail: JobHandler<z.output<typeof teamAlertEmailPayload>> = async ({ alertEmailId }, job) => {
  const result = await deliverAlertEmail(alertEmailId, configuredEmailSender(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the mail server refused the message (see the team alert email row)");
};
