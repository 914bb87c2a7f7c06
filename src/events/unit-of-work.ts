import type { Mode } from "../auth/api-key-format.js";
import { prisma, type Tx } from "../db/client.js";
import { query } from "../db/sql.js";
import { newId } from "../ids.js";
import { logger } from "../logger.js";
import { enqueueMany, type EnqueueItem } from "../queues/enqueue.js";
import { Prisma as PrismaSql } from "../generated/prisma/client.js";
import { deliveriesInsertSql } from "../webhooks/fan-out.js";
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

type EventRecord = EmitInput & { id: string; createdAt: Date };

/**
 * An event row to write. Timestamps are strictly increasing within one unit of work, so the log
 * lists its events in emit order (review.resolved before the session event it causes) even
 * within one millisecond.
 */
function eventRecord(input: EmitInput, previous: EventRecord | undefined): EventRecord {
  const at = Math.max(Date.now(), (previous?.createdAt.getTime() ?? 0) + 1);
  return { ...input, id: newId("event"), createdAt: new Date(at) };
}

const deliveryJobs = (deliveryIds: string[]): EnqueueItem[] =>
  deliveryIds.map((deliveryId) => ({ name: "webhook-deliver", payload: { deliveryId, attempt: 1 } }));

/**
 * One statement that writes `events` and their webhook deliveries (after `insert`, the row that
 * caused them, when given) and returns the delivery ids. Both ways of running a unit of work
 * below end with it.
 */
function recordEventsStatement(events: EventRecord[], insert?: PrismaSql.Sql): PrismaSql.Sql {
  const rows = JSON.stringify(
    events.map((e) => ({ id: e.id, merchant_id: e.merchantId, mode: e.mode, type: e.type, data: e.data, endpoint_id: e.endpointId ?? null, created_at: e.createdAt.toISOString() })),
  );
  return PrismaSql.sql`
    WITH ${insert ? PrismaSql.sql`main AS (${insert}),` : PrismaSql.empty}
    logged AS (
      INSERT INTO events (id, merchant_id, mode, type, data, endpoint_id, created_at)
      SELECT id, merchant_id, mode::"Mode", type, data, endpoint_id, created_at
        FROM jsonb_to_recordset(${rows}::jsonb)
          AS x(id text, merchant_id text, mode text, type text, data jsonb, endpoint_id text, created_at timestamptz))
    ${deliveriesInsertSql(events, new Date())}`;
}

/**
 * For hot creation paths that read nothing: `insert` (one INSERT statement), the events it
 * causes and their webhook deliveries are written as ONE statement, atomic without an
 * interactive transaction and in one round trip; then `jobs` and the deliveries are enqueued.
 * Returns the event ids, in `events` order.
 */
export async function insertWithEvents(insert: PrismaSql.Sql, inputs: EmitInput[], jobs: EnqueueItem[] = []): Promise<string[]> {
  const events: EventRecord[] = [];
  for (const input of inputs) events.push(eventRecord(input, events.at(-1)));
  const created = await query<{ id: string }>(recordEventsStatement(events, insert));
  await enqueueAfterCommit([...deliveryJobs(created.map((row) => row.id)), ...jobs]);
  return events.map((e) => e.id);
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
    const events: EventRecord[] = [];
    const emit = async (input: EmitInput) => {
      const event = eventRecord(input, events.at(-1));
      events.push(event);
      return event.id;
    };
    const value = await work({ tx, emit, afterCommit: (item) => jobs.push(item) });
    // Events are written together at the end of the work, with their deliveries, in one statement.
    if (events.length > 0) {
      const created = await tx.$queryRaw<{ id: string }[]>(recordEventsStatement(events));
      jobs.push(...deliveryJobs(created.map((row) => row.id)));
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
