import { groupedCalls } from "../db/grouped-calls.js";
import { query } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";
import { newId } from "../ids.js";
import { nextAttemptAt } from "./retry-schedule.js";

export const ACTIVE_DELIVERY_STATUSES = ["pending", "retrying"] as const;

export interface AttemptResult {
  number: number;
  at: Date;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface RecordedOutcome {
  status: "succeeded" | "retrying" | "exhausted";
  nextAttemptAt: Date | null;
}

export interface AttemptToRecord {
  deliveryId: string;
  attempt: AttemptResult;
  firstAttemptAt: Date;
  outcome: RecordedOutcome;
}

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
  const column = <T>(pick: (item: AttemptToRecord) => T) => items.map(pick);
  const deliveryIds = column((i) => i.deliveryId);
  return Prisma.sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${column(() => newId("attempt"))}::text[], ${deliveryIds}::text[],
        ${column((i) => i.attempt.number)}::int[], ${column((i) => i.attempt.at)}::timestamptz[],
        ${column((i) => i.attempt.statusCode)}::int[], ${column((i) => i.attempt.durationMs)}::int[],
        ${column((i) => i.attempt.error)}::text[], ${column((i) => i.attempt.responseBody)}::text[],
        ${column((i) => i.outcome.status)}::text[], ${column((i) => i.firstAttemptAt)}::timestamptz[],
        ${column((i) => i.outcome.nextAttemptAt)}::timestamptz[]
      ) AS t(attempt_id, delivery_id, number, at, status_code, duration_ms, error, response_body, status, first_attempt_at, next_attempt_at)
    ), attempts AS (
      INSERT INTO webhook_attempts (id, delivery_id, number, at, status_code, duration_ms, error, response_body)
      SELECT attempt_id, delivery_id, number, at, status_code, duration_ms, error, response_body FROM input
      ON CONFLICT (delivery_id, number) DO NOTHING
    ), locked AS (
      SELECT id, attempt_count, status FROM webhook_deliveries
       WHERE id = ANY (${deliveryIds}::text[])
       ORDER BY id FOR UPDATE
    ), movable AS (
      SELECT i.* FROM input i JOIN locked l ON l.id = i.delivery_id
       WHERE l.attempt_count = i.number - 1 AND l.status IN ('pending', 'retrying')
    )
    UPDATE webhook_deliveries d
       SET status = m.status, attempt_count = m.number, first_attempt_at = m.first_attempt_at,
           next_attempt_at = m.next_attempt_at, updated_at = ${new Date()}
      FROM movable m
     WHERE d.id = m.delivery_id AND d.id = ANY (${deliveryIds}::text[])
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
export async function recordAttempt(delivery: { id: string; firstAttemptAt: Date | null }, attempt: AttemptResult): Promise<RecordedOutcome | null> {
  // Retries are timed from the first attempt, never from the previous one.
  const firstAttemptAt = delivery.firstAttemptAt ?? attempt.at;
  const next = attempt.ok ? null : nextAttemptAt(firstAttemptAt, attempt.number);
  const outcome: RecordedOutcome = { status: attempt.ok ? "succeeded" : next ? "retrying" : "exhausted", nextAttemptAt: next };
  const moved = await recordGrouped({ deliveryId: delivery.id, attempt, firstAttemptAt, outcome });
  return moved ? outcome : null;
}
