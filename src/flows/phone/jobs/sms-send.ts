import { z } from "zod";
import { config } from "../../../platform/config.js";
import { defineJob } from "../../../platform/jobs/define-job.js";
import { QUEUES } from "../../../platform/queues/names.js";

export const smsSendPayload = z.strictObject({ phoneCodeId: z.string().min(1).max(64) });

/**
 * Sends a live phone code's SMS (queue `sms`). The payload is the code row's id only: the code
 * itself is sealed in Postgres until sent, so it is never in Redis, Bull Board or logs.
 * Provider errors are retried with backoff; a refusal fails the send for good.
 */
export const smsSendJob = defineJob({
  name: "sms-send",
  queue: QUEUES.sms,
  payload: smsSendPayload,
  jobId: ({ phoneCodeId }) => `sms-${phoneCodeId}`,
  options: { attempts: 6, backoff: { type: "exponential", delay: 1_000 }, removeOnComplete: { age: 3_600 }, removeOnFail: { age: 86_400 } },
  worker: { concurrency: config.SMS_CONCURRENCY },
  handler: () => import("./sms-send.handler.js").then((m) => m.sendPhoneCodeSms),
});
