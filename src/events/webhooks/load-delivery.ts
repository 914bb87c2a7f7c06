import type { Mode } from "../../http/auth/api-key-format.js";
import { groupedCalls } from "../../platform/db/grouped-calls.js";
import { query } from "../../platform/db/sql.js";
import { eventColumns } from "../event-columns.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { attemptDueSql } from "./delivery-lifecycle.js";
import { ATTEMPT_LEASE_MS } from "./jobs/webhook-delivery.js";
import { deliveryColumns, endpointColumns } from "./webhook-columns.js";

const DELIVERY_FIELDS = ["id", "endpointId", "status", "attemptCount", "firstAttemptAt"] as const;
const ENDPOINT_FIELDS = ["url", "signatureScheme", "status", "deletedAt", "failingSince", "secretCiphertext", "previousSecretCiphertext", "previousSecretExpiresAt"] as const;
const EVENT_FIELDS = ["id", "type", "mode", "data", "createdAt"] as const;

export interface DeliveryForAttempt {
  id: string;
  endpointId: string;
  status: string;
  attemptCount: number;
  firstAttemptAt: Date | null;
  endpoint: {
    url: string;
    signatureScheme: string;
    status: string;
    deletedAt: Date | null;
    failingSince: Date | null;
    secretCiphertext: string;
    previousSecretCiphertext: string | null;
    previousSecretExpiresAt: Date | null;
  };
  event: { id: string; type: string; mode: Mode; data: unknown; createdAt: Date };
  /**
   * The claim on the attempt asked for: `claimed` when this call took it (only this caller may
   * send the attempt), else `heldUntil`, the end of another runner's claim when this read saw one
   * (null when the attempt is not due, or the claim was taken after this statement's snapshot).
   */
  claim: { claimed: boolean; heldUntil: Date | null };
}

/** A delivery, and the attempt its caller is about to run. */
export interface AttemptToLoad {
  deliveryId: string;
  attempt: number;
  /** The delivery's partition key (its event's time), when its job names it (jobs/webhook-delivery.ts). */
  eventCreatedAt?: Date;
}

type AttemptOnDay = AttemptToLoad & { eventCreatedAt: Date };

const readDelivery = deliveryColumns.reader(DELIVERY_FIELDS, "d");
const readEndpoint = endpointColumns.reader(ENDPOINT_FIELDS, "e");
const readEvent = eventColumns.reader(EVENT_FIELDS, "ev");

function toDelivery(row: Record<string, unknown>): DeliveryForAttempt {
  const claimed = row.claimed === true;
  const heldUntil = row.held_until as Date | null;
  return { ...readDelivery(row), endpoint: readEndpoint(row), event: readEvent(row), claim: { claimed, heldUntil: claimed ? null : heldUntil } };
}

/**
 * Everything the attempts of these deliveries need, and a claim on each attempt that is due, in
 * one statement. Each delivery, then its event, is found by one index probe (LATERAL ... LIMIT
 * 1), a plan that does not depend on statistics: as a plain join, a delivery partition the
 * planner had no statistics for (a new day's, before autovacuum reaches it) made it hash the whole
 * event log, 87 s a batch at 10,000,000 events. Both tables are partitioned by the event's day,
 * and the statement bounds each read by the span of the deliveries' days (found by daysOf when
 * their jobs do not name them), so its plan reads only those days' partitions: at a 30-day
 * retention (38 daily partitions) planning and opening every partition for each of its reads cost
 * a one-delivery batch 17 ms of Postgres time, against under 2 ms for its day's and 0.5 ms to find
 * the day (delivery-plans-at-retention.test.ts).
 *
 * The claim ("an external write is recorded before and after"): the POST of attempt n happens
 * only after this statement set `claimed_attempt = n, claimed_until = now + lease` on the
 * delivery, guarded on the attempt being due and on no live claim of attempt n by someone else.
 * A second runner of the same attempt (BullMQ runs a job again when its lock lapsed while its
 * worker was starved, even before it started it) finds the claim and does not send. The claim
 * ends with the lease (a runner that died), and is moot once attempt n is recorded (the attempt
 * count moves on). Within a batch, the first caller of a delivery is its only claimer. As in
 * recordAttemptsStatement, the rows are found by primary key only (pruned to the days the probes
 * found) and locked in id order, and the guard is checked on the locked (latest) rows: a status
 * condition on the table would let the planner read the pending/retrying status index. The
 * values the update returns are the newest, so a claimed attempt is planned on them.
 */
export function loadDeliveriesStatement(items: readonly AttemptOnDay[], leaseMs: number = ATTEMPT_LEASE_MS): Prisma.Sql {
  const ids = items.map((item) => item.deliveryId);
  const attempts = items.map((item) => item.attempt);
  // The span of their days (partition keys): a plan for these values reads only the partitions in
  // it, and so does a generic plan, which Postgres prunes as it starts (values it knows by then).
  const times = items.map((item) => item.eventCreatedAt.getTime());
  const [first, last] = [new Date(Math.min(...times)), new Date(Math.max(...times))];
  const onDays = (column: string) => Prisma.sql`AND ${Prisma.raw(column)} BETWEEN ${first}::timestamptz AND ${last}::timestamptz`;
  return Prisma.sql`
    WITH found AS MATERIALIZED (
      SELECT w.ord, w.attempt, d.*
        FROM unnest(${ids}::text[], ${attempts}::int[]) WITH ORDINALITY AS w (id, attempt, ord)
       CROSS JOIN LATERAL (SELECT * FROM webhook_deliveries WHERE id = w.id ${onDays("event_created_at")} LIMIT 1) d
    ), claims AS (
      SELECT DISTINCT ON (id) id, attempt, ord FROM found ORDER BY id, ord
    ), locked AS (
      SELECT id, attempt_count, status, claimed_attempt, claimed_until FROM webhook_deliveries
       WHERE id = ANY (${ids}::text[]) AND event_created_at = ANY (ARRAY(SELECT event_created_at FROM found)) ${onDays("event_created_at")}
       ORDER BY id FOR UPDATE
    ), claimable AS (
      SELECT c.* FROM claims c JOIN locked l ON l.id = c.id
       WHERE ${attemptDueSql("l", Prisma.raw("c.attempt"))}
         AND (l.claimed_attempt IS DISTINCT FROM c.attempt OR l.claimed_until IS NULL OR l.claimed_until <= now())
    ), claimed AS (
      UPDATE webhook_deliveries t
         SET claimed_attempt = c.attempt, claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
        FROM claimable c
       WHERE t.id = c.id AND t.id = ANY (${ids}::text[]) AND t.event_created_at = ANY (ARRAY(SELECT event_created_at FROM found)) ${onDays("t.event_created_at")}
      RETURNING c.ord, t.status, t.attempt_count, t.first_attempt_at
    )
    SELECT d.ord, d.id AS d__id, d.endpoint_id AS d__endpoint_id,
           COALESCE(c.status, d.status) AS d__status,
           COALESCE(c.attempt_count, d.attempt_count) AS d__attempt_count,
           CASE WHEN c.ord IS NULL THEN d.first_attempt_at ELSE c.first_attempt_at END AS d__first_attempt_at,
           c.ord IS NOT NULL AS claimed,
           CASE WHEN d.claimed_attempt = d.attempt AND d.claimed_until > now() THEN d.claimed_until END AS held_until,
           ${endpointColumns.selectAs("e", ENDPOINT_FIELDS)},
           ${eventColumns.selectAs("ev", EVENT_FIELDS)}
      FROM found d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id
     CROSS JOIN LATERAL (SELECT * FROM events WHERE id = d.event_id AND created_at = d.event_created_at ${onDays("created_at")} LIMIT 1) ev
      LEFT JOIN claimed c ON c.ord = d.ord
     ORDER BY d.ord`;
}

// The ids go through a subquery, so the planner never sees how many there are: a plan for the
// values then costs what the generic plan costs, and Postgres keeps the generic one instead of
// planning every partition on each run (0.5 ms a batch at a month of partitions, not 2.6 ms).
export const deliveryDaysStatement = (ids: readonly string[]) =>
  Prisma.sql`SELECT id, event_created_at FROM webhook_deliveries WHERE id = ANY ((SELECT ${[...new Set(ids)]}::text[])::text[])`;

/**
 * The days of deliveries whose jobs did not name them (every job of this release: it writes no
 * day yet, jobs/webhook-delivery.ts): one probe of every day's primary key, instead of the load's
 * three reads of each. A delivery that is gone has none.
 */
async function daysOf(ids: readonly string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: string; event_created_at: Date }>(deliveryDaysStatement(ids));
  return new Map(rows.map((row) => [row.id, row.event_created_at]));
}

/**
 * Loads these attempts' deliveries and claims each attempt that is due (one statement, after
 * daysOf for the jobs that name no day); null for a delivery that is gone. One result per item, in
 * order (an item repeated gets its own claim result).
 */
export async function loadDeliveriesForAttempt(items: readonly AttemptToLoad[], leaseMs?: number): Promise<(DeliveryForAttempt | null)[]> {
  const found = await daysOf(items.filter((item) => !item.eventCreatedAt).map((item) => item.deliveryId));
  // The items with a day, each with its place in `items` (the statement numbers only these).
  const known = items.flatMap((item, index) => {
    const eventCreatedAt = item.eventCreatedAt ?? found.get(item.deliveryId);
    return eventCreatedAt ? [{ item: { ...item, eventCreatedAt }, index }] : [];
  });
  const loaded: (DeliveryForAttempt | null)[] = items.map(() => null);
  if (known.length === 0) return loaded;
  const rows = await query<Record<string, unknown> & { ord: string }>(loadDeliveriesStatement(known.map((entry) => entry.item), leaseMs));
  for (const row of rows) loaded[known[Number(row.ord) - 1]!.index] = toDelivery(row);
  return loaded;
}

/**
 * One attempt's context, with its claim. Every delivery attempt starts with this, so concurrent
 * attempts in a worker share one statement (see groupedCalls).
 */
export const loadDeliveryForAttempt: (item: AttemptToLoad) => Promise<DeliveryForAttempt | null> = groupedCalls(
  (items: AttemptToLoad[]) => loadDeliveriesForAttempt(items),
  { maxBatch: 100, maxInFlight: 4 },
);
