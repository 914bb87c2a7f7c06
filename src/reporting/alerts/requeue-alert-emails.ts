import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { findQueuedAlertEmails } from "./deliver-alert-email.js";
import { teamAlertEmailJob } from "./jobs/team-alert-email.js";

/** Sweeper repair: team alert emails still `queued` a while after their alert get their job again if Redis lost it. */
export async function requeueQueuedAlertEmails(): Promise<number> {
  return enqueueMissing((await findQueuedAlertEmails()).map((alertEmailId) => teamAlertEmailJob.for({ alertEmailId })));
}
