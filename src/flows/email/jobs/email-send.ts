import { legacyMessageJob } from "../../../messaging/outbox/jobs/legacy-message-job.js";

/**
 * The code email's job name before the outbox (src/messaging/outbox/): a job the previous release
 * left in Redis is routed to the outbox (the code adopted, then sent once). Nothing enqueues it.
 */
export const emailSendJob = legacyMessageJob({ name: "email-send", kind: "email_code", channel: "email", payloadKey: "emailCodeId", jobIdPrefix: "email-" });
