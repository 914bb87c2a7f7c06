import { legacyMessageJob } from "../../../messaging/outbox/jobs/legacy-message-job.js";

/**
 * The alert email's job name before the outbox (src/messaging/outbox/): a job the previous release
 * left in Redis is routed to the outbox (the email row adopted, then sent once). Nothing enqueues it.
 */
export const teamAlertEmailJob = legacyMessageJob({ name: "team-alert-email", kind: "team_alert", channel: "email", payloadKey: "alertEmailId", jobIdPrefix: "alert-email-" });
