import { prisma } from "../db/client.js";
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
 * Records one attempt and moves the delivery in one transaction. The update is guarded on the
 * attempt count and an active status, so an attempt recorded twice (a job re-run after a crash)
 * or a delivery canceled meanwhile changes nothing; the attempt row is kept either way, since the
 * POST did happen. Returns null when the delivery was not moved.
 */
export async function recordAttempt(delivery: { id: string; firstAttemptAt: Date | null }, attempt: AttemptResult): Promise<RecordedOutcome | null> {
  // Retries are timed from the first attempt, never from the previous one.
  const firstAttemptAt = delivery.firstAttemptAt ?? attempt.at;
  const next = attempt.ok ? null : nextAttemptAt(firstAttemptAt, attempt.number);
  const status: RecordedOutcome["status"] = attempt.ok ? "succeeded" : next ? "retrying" : "exhausted";

  return prisma.$transaction(async (tx) => {
    await tx.webhookAttempt.createMany({
      data: [
        {
          id: newId("attempt"),
          deliveryId: delivery.id,
          number: attempt.number,
          at: attempt.at,
          statusCode: attempt.statusCode,
          durationMs: attempt.durationMs,
          error: attempt.error,
          responseBody: attempt.responseBody,
        },
      ],
      skipDuplicates: true, // unique (delivery_id, number): the first record of an attempt wins
    });
    const { count } = await tx.webhookDelivery.updateMany({
      where: { id: delivery.id, attemptCount: attempt.number - 1, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
      data: { status, attemptCount: attempt.number, firstAttemptAt, nextAttemptAt: next },
    });
    return count === 1 ? { status, nextAttemptAt: next } : null;
  });
}
