import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const emailSendPayload = z.strictObject({ emailCodeId: z.string().min(1).max(64) });

/**
 * Sends a live email code (queue `email`). The payload is the code row's id only: the code and
 * the address are sealed in Postgres until sent, so they are never in Redis, Bull Board or logs.
 * Mail server errors are retried with backoff; a refusal (SMTP 5xx) fails the send for good.
 */
export const emailSendJob = defineJob({
  name: "email-send",
  queue: QUEUES.email,
  payload: emailSendPayload,
  jobId: ({ emailCodeId }) => `email-${emailCodeId}`,
  options: { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } },
  worker: { concurrency: config.EMAIL_CONCURRENCY },
  handler: () => import("./email-send.handler.js").then((m) => m.sendEmailCode),
});
