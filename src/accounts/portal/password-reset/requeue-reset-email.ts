import { enqueueMissing } from "../../../platform/queues/enqueue-missing.js";
import { passwordResetEmailJob } from "../jobs/password-reset-email.js";
import { findQueuedResets } from "./deliver-reset-email.js";

/** Sweeper repair: resets still `queued` a while after they were asked for get their email job again if Redis lost it. */
export async function requeueQueuedResetEmail(): Promise<number> {
  return enqueueMissing((await findQueuedResets()).map((passwordResetId) => passwordResetEmailJob.for({ passwordResetId })));
}
