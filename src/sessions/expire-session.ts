import { prisma } from "../platform/db/client.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { EXPIRABLE_STATUSES, SessionLifecycle, transitionSession } from "./state-machine.js";

const EXPIRED_ERROR = { code: "session_expired", message: "The session expired before it was completed." };

export type ExpiryResult = "expired" | "not_due" | "settled";

/**
 * created | processing -> expired, only once `expires_at` has passed; `verification_session.expired`.
 * "not_due": the session is still open but its TTL has not elapsed; "settled": nothing to do.
 */
export async function expireSession(sessionId: string, now = new Date()): Promise<ExpiryResult> {
  const expired = await inTransaction((uow) =>
    transitionSession(uow, {
      sessionId,
      from: EXPIRABLE_STATUSES,
      to: "expired",
      data: { lastError: EXPIRED_ERROR },
      guard: { expiresAt: { lte: now } },
    }),
  );
  if (expired) return "expired";
  const open = await prisma.verificationSession.count({ where: { id: sessionId, ...SessionLifecycle.is(EXPIRABLE_STATUSES) } });
  return open > 0 ? "not_due" : "settled";
}

/**
 * Sweeper repair: expires overdue open sessions straight from Postgres, so a lost expiry job
 * delays an expiry by at most one sweep. Bounded: `batch` rows per query, `maxBatches` per run.
 * Safe to run concurrently: each expiry is a guarded update.
 */
export async function expireOverdueSessions(batch = 500, maxBatches = 20): Promise<number> {
  let expired = 0;
  for (let i = 0; i < maxBatches; i++) {
    const now = new Date();
    const due = await prisma.verificationSession.findMany({
      where: { ...SessionLifecycle.is(EXPIRABLE_STATUSES), expiresAt: { lte: now } },
      orderBy: { expiresAt: "asc" },
      select: { id: true },
      take: batch,
    });
    for (const { id } of due) {
      if ((await expireSession(id, now)) === "expired") expired++;
    }
    if (due.length < batch) break;
  }
  return expired;
}
