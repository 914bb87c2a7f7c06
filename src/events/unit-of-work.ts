import type { Mode } from "../auth/api-key-format.js";
import { prisma, type Tx } from "../db/client.js";
import { newId } from "../ids.js";
import { logger } from "../logger.js";
import { enqueueMany, type EnqueueItem } from "../queues/enqueue.js";
import { createDeliveriesForEvent } from "../webhooks/fan-out.js";
import type { EventType } from "./catalog.js";

export interface EmitInput {
  merchantId: string;
  mode: Mode;
  type: EventType;
  /** The whole object, as its GET endpoint presents it. */
  data: object;
  /** Only for events aimed at one endpoint (ping). */
  endpointId?: string;
}

export interface UnitOfWork {
  tx: Tx;
  /** Records an event (and its webhook deliveries) in this transaction. Returns the event id. */
  emit: (input: EmitInput) => Promise<string>;
  /** Schedules a job to be enqueued once this transaction has committed. */
  afterCommit: (item: EnqueueItem) => void;
}

/**
 * Runs `work` in one database transaction in which every state change writes its events and
 * their deliveries; jobs are enqueued only after commit. If Redis refuses them, nothing is lost:
 * Postgres says what is due, and the sweeper enqueues it again.
 */
export async function inTransaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  const jobs: EnqueueItem[] = [];
  const result = await prisma.$transaction(async (tx) => {
    jobs.length = 0; // a retried transaction starts over
    const emit = async (input: EmitInput) => {
      const id = newId("event");
      const createdAt = new Date();
      await tx.event.create({
        data: { id, merchantId: input.merchantId, mode: input.mode, type: input.type, data: input.data, endpointId: input.endpointId, createdAt },
      });
      const deliveryIds = await createDeliveriesForEvent(tx, { ...input, id }, createdAt);
      for (const deliveryId of deliveryIds) jobs.push({ name: "webhook-deliver", payload: { deliveryId, attempt: 1 } });
      return id;
    };
    return work({ tx, emit, afterCommit: (item) => jobs.push(item) });
  });
  await enqueueAfterCommit(jobs);
  return result;
}

export async function enqueueAfterCommit(jobs: EnqueueItem[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await enqueueMany(jobs);
  } catch (error) {
    // Committed work is safe in Postgres; the sweeper re-enqueues what is due.
    logger.warn({ err: (error as Error).message, jobs: jobs.length }, "enqueue after commit failed; the sweeper will repair");
  }
}
