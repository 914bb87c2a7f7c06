import { legacyMessageJob } from "../../../messaging/outbox/jobs/legacy-message-job.js";

/**
 * The invitation email's job name before the outbox (src/messaging/outbox/): a job the previous
 * release left in Redis is routed to the outbox (the invitation adopted, then sent once). Nothing enqueues it.
 */
export const invitationEmailJob = legacyMessageJob({ name: "invitation-email", kind: "invitation", channel: "email", payloadKey: "invitationId", jobIdPrefix: "invitation-" });
