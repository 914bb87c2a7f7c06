import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const sendMessagePayload = z.strictObject({ messageId: z.string().min(1).max(64) });

export const MESSAGE_JOB_OPTIONS = { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } } as const;

/**
 * Sends one outbound message (src/messaging/outbox/): queue `email`. The payload is the message's
 * id only: what it says is re-read (and unsealed) from Postgres when it goes out, so no address,
 * token or link is ever in Redis, Bull Board or logs. Provider errors are retried with backoff; a
 * refusal fails the message for good.
 */
export const sendMessageJob = defineJob({
  name: "send-message",
  queue: QUEUES.email,
  payload: sendMessagePayload,
  jobId: ({ messageId }) => `message-${messageId}`,
  options: MESSAGE_JOB_OPTIONS,
  worker: { concurrency: config.EMAIL_CONCURRENCY },
  handler: () => import("./send-message.handler.js").then((m) => m.sendMessage),
});
