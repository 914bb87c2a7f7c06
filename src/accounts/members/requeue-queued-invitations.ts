import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { findQueuedInvitationEmails } from "./deliver-invitation-email.js";
import { invitationEmailJob } from "./jobs/invitation-email.js";

/** Sweeper repair: invitation emails still `queued` a while after the invitation get their job again if Redis lost it. */
export async function requeueQueuedInvitations(): Promise<number> {
  return enqueueMissing((await findQueuedInvitationEmails()).map((invitationId) => invitationEmailJob.for({ invitationId })));
}
