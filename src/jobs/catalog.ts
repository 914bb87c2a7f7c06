import type { z } from "zod";
import { billingReportJob } from "./billing-report.js";
import { eventsPruneJob } from "./events-prune.js";
import { reverificationSandboxJob } from "./reverification-sandbox.js";
import { sessionExpiryJob } from "./session-expiry.js";
import { sessionSandboxJob } from "./session-sandbox.js";
import { emailSendJob } from "./email-send.js";
import { smsSendJob } from "./sms-send.js";
import { sweepJob } from "./sweep.js";
import { vicAttestJob, vicRevokeJob } from "./vic-attestation.js";
import { webhookDeliverJob, webhookRetryJob } from "./webhook-delivery.js";

/**
 * Every job the system runs, by name. Add a job by writing its definition in src/jobs/, listing
 * it here and giving it a handler in workers/handlers/index.ts (which does not compile until it
 * has one). `enqueue(name, payload)` is type-checked against this object.
 */
export const jobCatalog = {
  [sweepJob.name]: sweepJob,
  [sessionSandboxJob.name]: sessionSandboxJob,
  [sessionExpiryJob.name]: sessionExpiryJob,
  [webhookDeliverJob.name]: webhookDeliverJob,
  [webhookRetryJob.name]: webhookRetryJob,
  [reverificationSandboxJob.name]: reverificationSandboxJob,
  [eventsPruneJob.name]: eventsPruneJob,
  [smsSendJob.name]: smsSendJob,
  [emailSendJob.name]: emailSendJob,
  [vicAttestJob.name]: vicAttestJob,
  [vicRevokeJob.name]: vicRevokeJob,
  [billingReportJob.name]: billingReportJob,
} as const;

export type JobName = keyof typeof jobCatalog;

/** What `enqueue(name, payload)` accepts for a job. */
export type PayloadOf<N extends JobName> = z.input<(typeof jobCatalog)[N]["payload"]>;

/** What a job's handler receives: the payload as its schema parsed it. */
export type ParsedPayloadOf<N extends JobName> = z.output<(typeof jobCatalog)[N]["payload"]>;

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobCatalog, name);
}
