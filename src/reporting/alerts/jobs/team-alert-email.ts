import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const teamAlertEmailPayload = z.strictObject({ alertEmailId: z.string().min(1).max(64) });

/**
 * Emails one owner or admin about an alert that opened (queue `email`). The payload is the email
 * row's id only; the address is read from Postgres when it goes out. An unreachable mail server is
 * retried with backoff; a refusal (SMTP 5xx) fails it for good.
 */
export const teamAlertEmailJob = defineJob({
  name: "team-alert-email",
  queue: QUEUES.email,
  payload: teamAlertEmailPayload,
  jobId: ({ alertEmailId }) => `alert-email-${alertEmailId}`,
  options: { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } },
  worker: { concurrency: config.EMAIL_CONCURRENCY },
  handler: () => import("./team-alert-email.handler.js").then((m) => m.sendTeamAlertEmail),
});
