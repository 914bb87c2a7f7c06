import type { Db } from "../../platform/db/client.js";
import type { EnqueueItem } from "../../platform/queues/enqueue.js";
import { sendMessageJobs } from "./jobs/send-message.js";
import type { MessageChannel, MessageKind } from "./message-kind.js";
import { OutboxLifecycle } from "./outbox-status.js";

/**
 * Queues messages of `kind`, one per owning row (`ids`), in the caller's transaction, and returns
 * their send jobs for the caller to enqueue after the commit (`afterCommit`, `enqueueBestEffort`).
 * A message's id is its owning row's: queueing the same row twice is refused by the key.
 */
export async function queueMessages(db: Db, kind: Pick<MessageKind, "kind" | "channel">, ids: readonly string[]): Promise<EnqueueItem[]> {
  if (ids.length === 0) return [];
  await db.outboundMessage.createMany({ data: ids.map((id) => ({ id, kind: kind.kind, channel: kind.channel, status: OutboxLifecycle.initial })) });
  return ids.map((id) => messageJob(kind.channel, id));
}

/** The send job of message `id`, on its channel's queue. */
export const messageJob = (channel: MessageChannel, id: string): EnqueueItem => sendMessageJobs[channel].for({ messageId: id });
