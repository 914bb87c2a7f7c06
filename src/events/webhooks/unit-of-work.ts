import type { Mode } from "../../http/auth/api-key-format.js";
import { currentAuditScope, recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma, type Tx } from "../../platform/db/client.js";
import { CallFailed, groupedCalls } from "../../platform/db/grouped-calls.js";
import { query } from "../../platform/db/sql.js";
import { newId } from "../../platform/ids.js";
import { isUnavailableError } from "../../platform/errors/unavailable.js";
import type { EnqueueItem } from "../../platform/queues/enqueue.js";
import { enqueueBestEffort } from "../../platform/queues/enqueue-best-effort.js";
import { Prisma as PrismaSql } from "../../platform/generated/prisma/client.js";
import { deliveriesInsertFrom, healthyEndpointsFirst, type CreatedDelivery } from "./fan-out.js";
import type { EventType } from "../catalog.js";
import { eventColumns } from "../event-columns.js";
import { webhookDeliverJob } from "./jobs/webhook-delivery.js";

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
  /** Names what a dashboard request's audit row is about when its path does not (the object it creates). */
  auditTarget: (target: string) => void;
}

export type EventRecord = EmitInput & { id: string; createdAt: Date };

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
  deliveryIds.map((deliveryId) => webhookDeliverJob.for({ deliveryId, attempt: 1 }));

const EVENT_FIELDS = ["id", "merchantId", "mode", "type", "data", "endpointId", "createdAt"] as const;
const EVENT_LIST = eventColumns.list(EVENT_FIELDS);
const LOGGED = PrismaSql.raw("logged");

/**
 * One statement that writes `events` and their webhook deliveries (after `insert`, the rows that
 * caused them, when given) and returns the deliveries (fan-out.ts's CreatedDelivery). The deliveries
 * are made from the event rows the statement inserts, so the events are sent to Postgres once.
 * Both ways of running a unit of work below end with it.
 */
export function recordEventsStatement(events: EventRecord[], insert?: PrismaSql.Sql): PrismaSql.Sql {
  const rows = JSON.stringify(events.map((e) => eventColumns.toRecord({ ...e, endpointId: e.endpointId ?? null }, EVENT_FIELDS)));
  return PrismaSql.sql`
    WITH ${insert ? PrismaSql.sql`main AS (${insert}),` : PrismaSql.empty}
    logged AS (
      INSERT INTO events (${EVENT_LIST})
      SELECT ${EVENT_LIST} FROM jsonb_populate_recordset(NULL::events, ${rows}::jsonb)
      RETURNING id, merchant_id, mode, type, endpoint_id, created_at)
    ${deliveriesInsertFrom(LOGGED, new Date())}`;
}

interface InsertItem<Row> {
  row: Row;
  events: EventRecord[];
  jobs: EnqueueItem[];
}

/**
 * Writes a batch in one statement: the rows (`insertRows`, one INSERT), their events and the
 * events' webhook deliveries, atomic without an interactive transaction; then enqueues every
 * job of the batch in one round trip per queue. Returns each item's event ids.
 */
async function insertBatch<Row>(insertRows: (rows: Row[]) => PrismaSql.Sql, items: InsertItem<Row>[]): Promise<string[][]> {
  const created = await query<CreatedDelivery>(
    recordEventsStatement(items.flatMap((item) => item.events), insertRows(items.map((item) => item.row))),
  );
  await enqueueBestEffort([...deliveryJobs(healthyEndpointsFirst(created)), ...items.flatMap((item) => item.jobs)]);
  return items.map((item) => item.events.map((e) => e.id));
}

/**
 * A portal request's insert (it has an audit scope): its own transaction, which also appends
 * the request's audit row. Not the hot path: /api/v1 and the SDK have no audit scope.
 */
async function insertAudited<Row>(insertRows: (rows: Row[]) => PrismaSql.Sql, item: InsertItem<Row>, auditTarget: string | undefined) {
  const created = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<CreatedDelivery[]>(recordEventsStatement(item.events, insertRows([item.row])));
    await recordRequestAudit(tx, auditTarget === undefined ? {} : { target: auditTarget });
    return rows;
  });
  await enqueueBestEffort([...deliveryJobs(healthyEndpointsFirst(created)), ...item.jobs]);
  return item.events.map((e) => e.id);
}

/**
 * For hot creation paths that read nothing (creating a session): returns `insert(row, events,
 * jobs, auditTarget?)`, which writes the row, the events it causes and their deliveries, then
 * enqueues `jobs` and the deliveries; returns the event ids. Concurrent calls share one statement
 * (groupedCalls: under load one commit serves many requests). If a shared statement fails, each
 * of its items is written again on its own, so one bad row fails only its own caller. A call in
 * an audit scope (a dashboard request) is written alone, with its audit row (target
 * `auditTarget`, the new row's `type:id`).
 */
export function groupedInsertWithEvents<Row>(
  insertRows: (rows: Row[]) => PrismaSql.Sql,
): (row: Row, events: EmitInput[], jobs?: EnqueueItem[], auditTarget?: string) => Promise<string[]> {
  const grouped = groupedCalls(
    async (items: InsertItem<Row>[]) => {
      try {
        return await insertBatch(insertRows, items);
      } catch (error) {
        // An outage fails every item alike: splitting the batch would only wait for it N times.
        if (items.length === 1 || isUnavailableError(error)) throw error;
        const alone = await Promise.allSettled(items.map(async (item) => (await insertBatch(insertRows, [item]))[0]!));
        return alone.map((result) => (result.status === "fulfilled" ? result.value : new CallFailed(result.reason)));
      }
    },
    { maxBatch: 50, maxInFlight: 8 },
  );
  return (row, inputs, jobs = [], auditTarget) => {
    const events: EventRecord[] = [];
    for (const input of inputs) events.push(eventRecord(input, events.at(-1)));
    if (currentAuditScope()) return insertAudited(insertRows, { row, events, jobs }, auditTarget);
    return grouped({ row, events, jobs });
  };
}

/**
 * Runs `work` in one database transaction in which every state change writes its events and
 * their deliveries; jobs are enqueued only after commit. If Redis refuses them, nothing is lost:
 * Postgres says what is due, and the sweeper enqueues it again. Inside an audit scope (a
 * dashboard request) the transaction also appends the request's audit row (src/http/audit/) last, so
 * the account's chain head is locked only for the commit.
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
    let target: string | undefined;
    const value = await work({ tx, emit, afterCommit: (item) => jobs.push(item), auditTarget: (t) => (target = t) });
    // Events are written together at the end of the work, with their deliveries, in one statement.
    if (events.length > 0) {
      const created = await tx.$queryRaw<CreatedDelivery[]>(recordEventsStatement(events));
      jobs.push(...deliveryJobs(healthyEndpointsFirst(created)));
    }
    // Last: it locks the account's audit chain until the commit.
    await recordRequestAudit(tx, target === undefined ? {} : { target });
    return value;
  });
  await enqueueBestEffort(jobs);
  return result;
}
