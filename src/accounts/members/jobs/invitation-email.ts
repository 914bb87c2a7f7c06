import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const invitationEmailPayload = z.strictObject({ invitationId: z.string().min(1).max(64) });

/**
 * Sends an invitation's email (queue `email`, with the email flow's codes). The payload is the
 * invitation's id only: the address and the sealed token stay in Postgres until sent, so the link
 * is never in Redis, Bull Board or logs. Mail server errors are retried with backoff; a refusal
 * (SMTP 5xx) fails the email for good.
 */
export const invitationEmailJob = defineJob({
  name: "invitation-email",
  queue: QUEUES.email,
  payload: invitationEmailPayload,
  jobId: ({ invitationId }) => `invitation-${invitationId}`,
  options: { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } },
  worker: { concurrency: config.EMAIL_CONCURRENCY },
  handler: () => import("./invitation-email.handler.js").then((m) => m.sendInvitationEmail),
});
