import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const passwordResetEmailPayload = z.strictObject({ passwordResetId: z.string().min(1).max(64) });

/**
 * Mails a password reset link (queue `email`). The payload is the reset row's id only: the token
 * is sealed in Postgres until sent, so it is never in Redis, Bull Board or logs. An unreachable
 * mail server is retried with backoff; a refusal (SMTP 5xx) fails the send for good.
 */
export const passwordResetEmailJob = defineJob({
  name: "password-reset-email",
  queue: QUEUES.email,
  payload: passwordResetEmailPayload,
  jobId: ({ passwordResetId }) => `reset-${passwordResetId}`,
  options: { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } },
  worker: { concurrency: config.EMAIL_CONCURRENCY },
  handler: () => import("./password-reset-email.handler.js").then((m) => m.sendPasswordResetEmail),
});
