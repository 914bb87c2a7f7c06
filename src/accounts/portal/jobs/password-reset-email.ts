import { legacyMessageJob } from "../../../messaging/outbox/jobs/legacy-message-job.js";

/**
 * The reset email's job name before the outbox (src/messaging/outbox/): a job the previous release
 * left in Redis is routed to the outbox (the reset adopted, then sent once). Nothing enqueues it.
 */
export const passwordResetEmailJob = legacyMessageJob({ name: "password-reset-email", kind: "password_reset", channel: "email", payloadKey: "passwordResetId", jobIdPrefix: "reset-" });
