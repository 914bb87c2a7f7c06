import { legacyMessageJob } from "../../../messaging/outbox/jobs/legacy-message-job.js";

/**
 * The code text's job name before the outbox (src/messaging/outbox/): a job the previous release
 * left in Redis is routed to the outbox (the code adopted, then sent once). Nothing enqueues it.
 */
export const smsSendJob = legacyMessageJob({ name: "sms-send", kind: "phone_code", channel: "sms", payloadKey: "phoneCodeId", jobIdPrefix: "sms-" });
