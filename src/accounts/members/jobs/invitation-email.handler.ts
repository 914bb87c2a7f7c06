import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import { configuredEmailSender } from "../../../messaging/email/configured-sender.js";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { deliverInvitationEmail } from "../deliver-invitation-email.js";
import type { invitationEmailPayload } from "./invitation-email.js";

export const sendInvitationEmail: JobHandler<z.output<typeof invitationEmailPayload>> = async ({ invitationId }, job) => {
  const result = await deliverInvitationEmail(invitationId, configuredEmailSender(), { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
  if (result === "rejected") throw new UnrecoverableError("the mail server refused the message (see the invitation row)");
};
