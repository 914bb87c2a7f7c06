import type { Mode } from "../auth/api-key-format.js";
import { prisma, type Prisma, type Tx } from "../db/client.js";
import { newId } from "../ids.js";
import { logger } from "../logger.js";
import { enqueueMany, type EnqueueItem } from "../queues/enqueue.js";
import { createDeliveriesForEvents, type FanOutEvent } from "../webhooks/fan-out.js";
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
  /** Records an event (and its webhook deliveries) in this transaction. Returns the event id. The
   * rows are written when the work function returns, still inside the transaction. */
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
    const events: Prisma.EventCreateManyInput[] = [];
    let lastAt = 0;
    const emit = async (input: EmitInput) => {
      const id = newId("event");
      // Strictly increasing within a transaction, so the log lists its events in emit order
      // (e.g. review.resolved before the session event it causes), even within one millisecond.
      lastAt = Math.max(Date.now(), lastAt + 1);
      events.push({ id, merchantId: input.merchantId, mode: input.mode, type: input.type, data: input.data as object, endpointId: input.endpointId, createdAt: new Date(lastAt) });
      return id;
    };
    const value = await work({ tx, emit, afterCommit: (item) => jobs.push(item) });
    // Events are written together at the end of the work: one insert, one fan-out statement.
    if (events.length > 0) {
      await tx.event.createMany({ data: events });
      const deliveryIds = await createDeliveriesForEvents(tx, events as FanOutEvent[]);
      for (const deliveryId of deliveryIds) jobs.push({ name: "webhook-deliver", payload: { deliveryId, attempt: 1 } });
    }
    return value;
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
