import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";
import type { MessageChannel } from "../message-kind.js";

export const sendMessagePayload = z.strictObject({ messageId: z.string().min(1).max(64) });

export const MESSAGE_JOB_OPTIONS = { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } } as const;

/** Where each channel's messages wait: a queue per channel, so a slow mail server never holds up the texts. */
const CHANNEL_QUEUES = {
  email: { name: "send-message", queue: QUEUES.email, concurrency: config.EMAIL_CONCURRENCY },
  sms: { name: "send-message-sms", queue: QUEUES.sms, concurrency: config.SMS_CONCURRENCY },
} as const satisfies Record<MessageChannel, unknown>;

/**
 * Sends one outbound message (src/messaging/outbox/), one job for every kind, on its channel's
 * queue. The payload is the message's id only: what it says is re-read (and unsealed) from
 * Postgres when it goes out, so no address, number, code, token or link is ever in Redis, Bull
 * Board or logs. Provider errors are retried with backoff; a refusal fails the message for good.
 */
function sendMessageJobOn<const C extends MessageChannel>(channel: C) {
  const { name, queue, concurrency } = CHANNEL_QUEUES[channel];
  return defineJob({
    name,
    queue,
    payload: sendMessagePayload,
    jobId: ({ messageId }) => `message-${messageId}`,
    options: MESSAGE_JOB_OPTIONS,
    worker: { concurrency },
    handler: () => import("./send-message.handler.js").then((m) => m.sendMessage),
  });
}

export const sendMessageJobs = { email: sendMessageJobOn("email"), sms: sendMessageJobOn("sms") } as const;
