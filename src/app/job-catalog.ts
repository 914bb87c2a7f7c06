import { billingReportJob } from "../billing/jobs/billing-report.js";
import { vicAttestJob, vicRevokeJob } from "../chain/jobs/vic-attestation.js";
import { eventsPruneJob } from "../events/jobs/events-prune.js";
import type { JobDefinition } from "../platform/jobs/define-job.js";
import { invitationEmailJob } from "../accounts/members/jobs/invitation-email.js";
import { passwordResetEmailJob } from "../accounts/portal/jobs/password-reset-email.js";
import { maintainPartitionsJob } from "../platform/partitions/jobs/maintain-partitions.js";
import { pruneSpentSdkRowsJob } from "../sessions/sdk/jobs/prune-spent-sdk-rows.js";
import { redactionJob } from "../privacy/jobs/redaction.js";
import { retentionJob } from "../privacy/jobs/retention.js";
import { reverificationSandboxJob } from "../sessions/reverification/jobs/reverification-sandbox.js";
import { sessionExpiryJob } from "../sessions/jobs/session-expiry.js";
import { sessionSandboxJob } from "../sessions/jobs/session-sandbox.js";
import { webhookDeliverJob, webhookRetryJob } from "../events/webhooks/jobs/webhook-delivery.js";
import { sweepJob } from "./jobs/sweep.js";
import { flowRegistry } from "../flows/registry.js";
import { vicExpiryJob } from "../credentials/jobs/vic-expiry.js";
import { evaluateAlertsJob } from "../reporting/alerts/jobs/evaluate-alerts.js";
import { teamAlertEmailJob } from "../reporting/alerts/jobs/team-alert-email.js";
import { sendMessageJobs } from "../messaging/outbox/jobs/send-message.js";
import "./message-kinds.js";

/**
 * Every job the system runs: one explicit list, from which the worker derives its queues'
 * settings, its schedulers and the handler of each job name it takes from Redis. A job that is
 * not listed here is never run. (Code that enqueues a job imports its definition, not this list.)
 */
export const jobCatalog: readonly JobDefinition[] = [
  sweepJob,
  sessionSandboxJob,
  sessionExpiryJob,
  vicExpiryJob,
  webhookDeliverJob,
  webhookRetryJob,
  reverificationSandboxJob,
  eventsPruneJob,
  maintainPartitionsJob,
  pruneSpentSdkRowsJob,
  ...Object.values(sendMessageJobs),
  // Job names of the release before the outbox, routed to it (jobs left in Redis at the upgrade).
  invitationEmailJob,
  passwordResetEmailJob,
  vicAttestJob,
  vicRevokeJob,
  billingReportJob,
  redactionJob,
  retentionJob,
  evaluateAlertsJob,
  teamAlertEmailJob,
  // The flows' own jobs (a flow's `jobDefinitions`: the code flows' job names of the release
  // before the outbox), in registry order.
  ...flowRegistry.flatMap((flow) => flow.jobDefinitions ?? []),
];

const byName = new Map<string, JobDefinition>();
for (const definition of jobCatalog) {
  if (byName.has(definition.name)) throw new Error(`two jobs named "${definition.name}" in the job catalog`);
  byName.set(definition.name, definition);
}

/** The definition of the job named `name` (a name read from Redis), if the catalog has one. */
export function jobNamed(name: string): JobDefinition | undefined {
  return byName.get(name);
}
