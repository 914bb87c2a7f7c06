import { groupedCalls } from "../../platform/db/grouped-calls.js";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { attemptDueSql, attemptOutcome, type AttemptOutcome } from "./delivery-lifecycle.js";
import { RETRY_OFFSETS_MS } from "./retry-schedule.js";
import { attemptColumns, deliveryColumns } from "./webhook-columns.js";

// Kept for workers/webhook-delivery-repair.ts until that file moves into src/events/webhooks/ (issue 9,
// the jobs work); the statuses themselves live in delivery-lifecycle.ts.

export interface AttemptResult {
  number: number;
  at: Date;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface AttemptToRecord {
  deliveryId: string;
  /** The delivery's event_created_at (its partition key, which its attempts share). */
  eventCreatedAt: Date;
  attempt: AttemptResult;
  outcome: AttemptOutcome;
}

const ATTEMPT_FIELDS = attemptColumns.fields;
const ATTEMPT_LIST = attemptColumns.list(ATTEMPT_FIELDS);
// What an attempt changes on its delivery (with updated_at).
const MOVE_FIELDS = ["id", "status", "attemptCount", "firstAttemptAt", "nextAttemptAt"] as const;
const MOVE_LIST = deliveryColumns.list(MOVE_FIELDS);
const MOVE_ASSIGNMENTS = deliveryColumns.assignFrom("m", MOVE_FIELDS.slice(1));

/**
 * Records attempts and moves their deliveries in ONE statement (atomic, one round trip, no
 * interactive transaction). Each update is guarded on the attempt count and an active status,
 * so an attempt recorded twice (a job re-run after a crash) or a delivery canceled meanwhile
 * changes nothing; the attempt row is kept either way, since the POST did happen, and the first
 * record of an attempt number wins. The deliveries are locked in id order first, so concurrent
 * batches do not deadlock over them, and the guard is checked on the locked (latest) rows.
 * Deliveries are only ever found by primary key: a status condition on the table itself would
 * let the planner scan every pending and retrying delivery (the status index) for each batch,
 * which during an outage of a busy endpoint is most of the table. Returns the statement; one
 * row per delivery moved. A delivery must appear at most once per statement.
 */
export function recordAttemptsStatement(items: AttemptToRecord[]): Prisma.Sql {
  const deliveryIds = items.map((item) => item.deliveryId);
  // Their days: only those partitions are read (src/platform/partitions/).
  const days = items.map((item) => item.eventCreatedAt);
  const attempts = JSON.stringify(
    items.map((item) => attemptColumns.toRecord({ ...item.attempt, id: newId("attempt"), deliveryId: item.deliveryId, eventCreatedAt: item.eventCreatedAt }, ATTEMPT_FIELDS)),
  );
  const moves = JSON.stringify(
    items.map((item) => deliveryColumns.toRecord({ ...item.outcome, id: item.deliveryId, attemptCount: item.attempt.number }, MOVE_FIELDS)),
  );
  // `movable`: the deliveries whose attempt is still due (delivery-lifecycle.ts), on the locked rows.
  return Prisma.sql`
    WITH attempts AS (
      INSERT INTO webhook_attempts (${ATTEMPT_LIST})
      SELECT ${ATTEMPT_LIST} FROM jsonb_populate_recordset(NULL::webhook_attempts, ${attempts}::jsonb)
      ON CONFLICT (delivery_id, number, event_created_at) DO NOTHING
    ), moves AS (
      SELECT ${MOVE_LIST} FROM jsonb_populate_recordset(NULL::webhook_deliveries, ${moves}::jsonb)
    ), locked AS (
      SELECT id, attempt_count, status FROM webhook_deliveries
       WHERE id = ANY (${deliveryIds}::text[]) AND event_created_at = ANY (${days}::timestamptz[])
       ORDER BY id FOR UPDATE
    ), movable AS (
      SELECT m.* FROM moves m JOIN locked l ON l.id = m.id
       WHERE ${attemptDueSql("l", Prisma.raw("m.attempt_count"))}
    )
    UPDATE webhook_deliveries d
       SET ${MOVE_ASSIGNMENTS}, updated_at = ${new Date()}
      FROM movable m
     WHERE d.id = m.id AND d.id = ANY (${deliveryIds}::text[]) AND d.event_created_at = ANY (${days}::timestamptz[])
    RETURNING d.id`;
}

async function recordAttemptsOnce(items: AttemptToRecord[]): Promise<boolean[]> {
  const moved = new Set((await query<{ id: string }>(recordAttemptsStatement(items))).map((row) => row.id));
  return items.map((item) => moved.has(item.deliveryId));
}

/** Splits off repeats of a delivery (a re-run racing the original) so each statement sees it once. */
async function recordAttempts(items: AttemptToRecord[]): Promise<boolean[]> {
  const seen = new Set<string>();
  const first: number[] = [];
  const repeats: number[] = [];
  items.forEach((item, i) => {
    (seen.has(item.deliveryId) ? repeats : first).push(i);
    seen.add(item.deliveryId);
  });
  const results: boolean[] = new Array(items.length);
  const firstMoved = await recordAttemptsOnce(first.map((i) => items[i]!));
  first.forEach((i, k) => (results[i] = firstMoved[k]!));
  for (const i of repeats) results[i] = (await recordAttemptsOnce([items[i]!]))[0]!;
  return results;
}

// Every attempt ends with this, so concurrent attempts in a worker share one statement.
const recordGrouped = groupedCalls(recordAttempts, { maxBatch: 100, maxInFlight: 4 });

/** Records one attempt (see recordAttemptsStatement). Returns null when the delivery was not moved. */
export async function recordAttempt(delivery: { id: string; firstAttemptAt: Date | null; event: { createdAt: Date } }, attempt: AttemptResult): Promise<AttemptOutcome | null> {
  const outcome = attemptOutcome(attempt, delivery.firstAttemptAt, RETRY_OFFSETS_MS);
  const moved = await recordGrouped({ deliveryId: delivery.id, eventCreatedAt: delivery.event.createdAt, attempt, outcome });
  return moved ? outcome : null;
}
