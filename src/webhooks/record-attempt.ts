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

/**
 * Records one attempt and moves the delivery in ONE statement (atomic, one round trip, no
 * interactive transaction to wait for under load). The update is guarded on the attempt count
 * and an active status, so an attempt recorded twice (a job re-run after a crash) or a delivery
 * canceled meanwhile changes nothing; the attempt row is kept either way, since the POST did
 * happen, and the first record of an attempt number wins. Returns null when the delivery was
 * not moved.
 */
export async function recordAttempt(delivery: { id: string; firstAttemptAt: Date | null }, attempt: AttemptResult): Promise<RecordedOutcome | null> {
  // Retries are timed from the first attempt, never from the previous one.
  const firstAttemptAt = delivery.firstAttemptAt ?? attempt.at;
  const next = attempt.ok ? null : nextAttemptAt(firstAttemptAt, attempt.number);
  const status: RecordedOutcome["status"] = attempt.ok ? "succeeded" : next ? "retrying" : "exhausted";

  const [row] = await query<{ moved: number }>(Prisma.sql`
    WITH attempt AS (
      INSERT INTO webhook_attempts (id, delivery_id, number, at, status_code, duration_ms, error, response_body)
      VALUES (${newId("attempt")}, ${delivery.id}, ${attempt.number}, ${attempt.at}, ${attempt.statusCode}::int,
              ${attempt.durationMs}, ${attempt.error}::text, ${attempt.responseBody}::text)
      ON CONFLICT (delivery_id, number) DO NOTHING
    ), moved AS (
      UPDATE webhook_deliveries
         SET status = ${status}, attempt_count = ${attempt.number}, first_attempt_at = ${firstAttemptAt},
             next_attempt_at = ${next}::timestamptz, updated_at = ${new Date()}
       WHERE id = ${delivery.id} AND attempt_count = ${attempt.number - 1} AND status IN ('pending', 'retrying')
      RETURNING 1
    )
    SELECT count(*)::int AS moved FROM moved`);
  return row?.moved === 1 ? { status, nextAttemptAt: next } : null;
}
