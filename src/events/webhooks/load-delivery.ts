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
}

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
 * which a delivery id alone does not give: the deliveries are looked up in each partition's
 * primary key, the event in its day's.
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
export function loadDeliveriesStatement(items: readonly AttemptToLoad[], leaseMs: number = ATTEMPT_LEASE_MS): Prisma.Sql {
  const ids = items.map((item) => item.deliveryId);
  const attempts = items.map((item) => item.attempt);
  return Prisma.sql`
    WITH found AS MATERIALIZED (
      SELECT w.ord, w.attempt, d.*
        FROM unnest(${ids}::text[], ${attempts}::int[]) WITH ORDINALITY AS w (id, attempt, ord)
       CROSS JOIN LATERAL (SELECT * FROM webhook_deliveries WHERE id = w.id LIMIT 1) d
    ), claims AS (
      SELECT DISTINCT ON (id) id, attempt, ord FROM found ORDER BY id, ord
    ), locked AS (
      SELECT id, attempt_count, status, claimed_attempt, claimed_until FROM webhook_deliveries
       WHERE id = ANY (${ids}::text[]) AND event_created_at = ANY (ARRAY(SELECT event_created_at FROM found))
       ORDER BY id FOR UPDATE
    ), claimable AS (
      SELECT c.* FROM claims c JOIN locked l ON l.id = c.id
       WHERE ${attemptDueSql("l", Prisma.raw("c.attempt"))}
         AND (l.claimed_attempt IS DISTINCT FROM c.attempt OR l.claimed_until IS NULL OR l.claimed_until <= now())
    ), claimed AS (
      UPDATE webhook_deliveries t
         SET claimed_attempt = c.attempt, claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
        FROM claimable c
       WHERE t.id = c.id AND t.id = ANY (${ids}::text[]) AND t.event_created_at = ANY (ARRAY(SELECT event_created_at FROM found))
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
     CROSS JOIN LATERAL (SELECT * FROM events WHERE id = d.event_id AND created_at = d.event_created_at LIMIT 1) ev
      LEFT JOIN claimed c ON c.ord = d.ord
     ORDER BY d.ord`;
}

/**
 * Loads these attempts' deliveries and claims each attempt that is due (one statement); null for
 * a delivery that is gone. One result per item, in order (an item repeated gets its own claim result).
 */
export async function loadDeliveriesForAttempt(items: readonly AttemptToLoad[], leaseMs?: number): Promise<(DeliveryForAttempt | null)[]> {
  const rows = await query<Record<string, unknown> & { ord: string }>(loadDeliveriesStatement(items, leaseMs));
  const loaded: (DeliveryForAttempt | null)[] = items.map(() => null);
  for (const row of rows) loaded[Number(row.ord) - 1] = toDelivery(row);
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
