import { defineLifecycle } from "../../platform/db/lifecycle.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { ACCEPTING_ENDPOINT_STATUS } from "./endpoint-status.js";

/**
 * The webhook delivery lifecycle (contract §1 and §5), in one place:
 *
 *   pending | retrying -> succeeded                (a 2xx answer)
 *   pending | retrying -> retrying                 (a failed attempt with a retry left)
 *   pending | retrying -> exhausted                (a failed last attempt, or the schedule was
 *                                                   shortened below the delivery's next attempt)
 *   pending | retrying -> canceled                 (its endpoint was disabled or deleted)
 *   exhausted stays exhausted; recover (endpoints/recover-deliveries.ts) creates a NEW pending
 *   delivery of the same event and marks the old one with `recovered_by_id`.
 *
 * Attempt n + 1 is due at `first attempt + offsets[n - 1]` (retries are timed from the FIRST
 * attempt, never from the previous one), so a delivery has offsets.length + 1 attempts. Every
 * move is one guarded update on `status = ANY(active)` and, for attempts, the attempt count
 * (the "attempt is due" rule, isAttemptDue and attemptDueSql below); `webhook_deliveries.status`
 * is written only through DeliveryLifecycle.
 */
export const DELIVERY_STATUSES = ["pending", "succeeded", "retrying", "exhausted", "canceled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Statuses in which a delivery still has an attempt due; everything else is settled. */
export const ACTIVE_DELIVERY_STATUSES = ["pending", "retrying"] as const satisfies readonly DeliveryStatus[];

const FROM_ACTIVE = ["succeeded", "retrying", "exhausted", "canceled"] as const;

/** The owner of `webhook_deliveries.status`. */
export const DeliveryLifecycle = defineLifecycle({
  name: "webhook delivery",
  model: "WebhookDelivery",
  field: "status",
  table: "webhook_deliveries",
  column: "status",
  statuses: DELIVERY_STATUSES,
  initial: ["pending"],
  transitions: { pending: FROM_ACTIVE, retrying: FROM_ACTIVE, succeeded: [], exhausted: [], canceled: [] },
});
export type ActiveDeliveryStatus = (typeof ACTIVE_DELIVERY_STATUSES)[number];
export type SettledDeliveryStatus = Exclude<DeliveryStatus, ActiveDeliveryStatus>;

export function isActiveDeliveryStatus(status: string): status is ActiveDeliveryStatus {
  return (ACTIVE_DELIVERY_STATUSES as readonly string[]).includes(status);
}

/** WEBHOOK_RETRY_SCHEDULE: offsets (ms) of attempts 2..n from the first attempt. */
export type RetrySchedule = readonly number[];

export const maxAttempts = (schedule: RetrySchedule) => schedule.length + 1;

/** The delivery as it is read before an attempt. */
export interface DeliveryState {
  status: string;
  attemptCount: number;
  endpoint: { status: string; deletedAt: Date | null };
}

/** What to do with attempt `attempt` of a delivery, before anything is sent. */
export type AttemptPlan =
  /** Already recorded, settled or canceled meanwhile (a re-run or a late job): do nothing. */
  | { action: "skip" }
  /** Settle without sending: `exhausted` when the schedule no longer has this attempt, `canceled` when the endpoint stopped accepting. */
  | { action: "settle"; status: "exhausted" | "canceled" }
  | { action: "send" };

/**
 * The "attempt is due" rule: attempt n of a delivery is due only while the delivery is active
 * and exactly n - 1 attempts are recorded. Stated twice, side by side and nowhere else: here for
 * a delivery read before the attempt, and in SQL (attemptDueSql) for the guarded updates.
 */
export function isAttemptDue(delivery: Pick<DeliveryState, "status" | "attemptCount">, attempt: number): boolean {
  return isActiveDeliveryStatus(delivery.status) && delivery.attemptCount === attempt - 1;
}

/** isAttemptDue on the delivery row `alias`, for attempt number `attempt` (an SQL integer expression). */
export function attemptDueSql(alias: string, attempt: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(alias)}.attempt_count = ${attempt} - 1 AND ${DeliveryLifecycle.sql.is(ACTIVE_DELIVERY_STATUSES, alias)}`;
}

export function planAttempt(delivery: DeliveryState, attempt: number, schedule: RetrySchedule): AttemptPlan {
  if (!isAttemptDue(delivery, attempt)) return { action: "skip" };
  // Only after WEBHOOK_RETRY_SCHEDULE was shortened under a delivery already past the new end.
  if (attempt > maxAttempts(schedule)) return { action: "settle", status: "exhausted" };
  if (delivery.endpoint.deletedAt !== null || delivery.endpoint.status !== ACCEPTING_ENDPOINT_STATUS) return { action: "settle", status: "canceled" };
  return { action: "send" };
}

export interface AttemptOutcome {
  status: "succeeded" | "retrying" | "exhausted";
  /** The delivery's first attempt: this one's time when it is attempt 1. */
  firstAttemptAt: Date;
  /** When the next attempt is due; set only for `retrying`. */
  nextAttemptAt: Date | null;
}

/**
 * The delivery's new state after attempt `number`, sent at `at`, succeeded (`ok`) or failed.
 * Recording it is guarded on isAttemptDue (in SQL): a delivery canceled meanwhile keeps `canceled`.
 */
export function attemptOutcome(
  attempt: { number: number; at: Date; ok: boolean },
  firstAttemptAt: Date | null,
  schedule: RetrySchedule,
): AttemptOutcome {
  const first = firstAttemptAt ?? attempt.at;
  if (attempt.ok) return { status: "succeeded", firstAttemptAt: first, nextAttemptAt: null };
  if (attempt.number >= maxAttempts(schedule)) return { status: "exhausted", firstAttemptAt: first, nextAttemptAt: null };
  return { status: "retrying", firstAttemptAt: first, nextAttemptAt: new Date(first.getTime() + schedule[attempt.number - 1]!) };
}
