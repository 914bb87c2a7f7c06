import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { adoptLegacyQueued } from "./adopt-legacy.js";
import { findQueuedMessages } from "./deliver-message.js";
import { registeredMessageKinds } from "./message-kind.js";
import { messageJob } from "./queue-message.js";

/**
 * Sweeper repair: messages still `queued` a while after they were queued get their send job again
 * if Redis lost it; rows the release before the outbox left queued in their own column are
 * adopted first (adopt-legacy.ts), so they go out through the same job.
 */
export async function requeueQueuedMessages(): Promise<number> {
  for (const kind of registeredMessageKinds()) await adoptLegacyQueued(kind);
  return enqueueMissing((await findQueuedMessages()).map(({ id, channel }) => messageJob(channel, id)));
}
