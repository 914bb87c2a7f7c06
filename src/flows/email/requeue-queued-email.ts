import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { emailSendJob } from "./jobs/email-send.js";
import { findQueuedEmailCodes } from "./deliver-email-code.js";

/** Sweeper repair: live codes still `queued` a while after their send get their email-send job again if Redis lost it. */
export async function requeueQueuedEmail(): Promise<number> {
  return enqueueMissing((await findQueuedEmailCodes()).map((emailCodeId) => emailSendJob.for({ emailCodeId })));
}
