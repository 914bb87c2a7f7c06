import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { findQueuedPhoneCodes } from "./deliver-phone-code.js";
import { smsSendJob } from "./jobs/sms-send.js";

/** Sweeper repair: live codes still `queued` a while after their send get their sms-send job again if Redis lost it. */
export async function requeueQueuedSms(): Promise<number> {
  return enqueueMissing((await findQueuedPhoneCodes()).map((phoneCodeId) => smsSendJob.for({ phoneCodeId })));
}
