import { defineLifecycle } from "../platform/db/lifecycle.js";
import type { Prisma, Tx } from "../platform/db/client.js";

/**
 * Redaction of a session's or a customer's personal data (contract section 17, docs/privacy.md):
 *
 *   (null) -> requested        the merchant (or the retention job) asked; the job is enqueued
 *   requested -> processing    the job ran while the session was not settled: it waits for it
 *   requested | processing -> redacted   the scrub committed, in the same transaction
 *
 * One lifecycle per table (a lifecycle is one model's column), with the same statuses and moves.
 */
export const REDACTION_STATUSES = ["requested", "processing", "redacted"] as const;
export type RedactionStatus = (typeof REDACTION_STATUSES)[number];

const transitions = { requested: ["processing", "redacted"], processing: ["redacted"], redacted: [] } as const;

/** The owner of `verification_sessions.redaction_status`. */
export const SessionRedactionLifecycle = defineLifecycle({
  name: "session redaction",
  model: "VerificationSession",
  field: "redactionStatus",
  table: "verification_sessions",
  column: "redaction_status",
  statuses: REDACTION_STATUSES,
  initial: ["requested"],
  transitions,
});

/** The owner of `customers.redaction_status`. */
export const CustomerRedactionLifecycle = defineLifecycle({
  name: "customer redaction",
  model: "Customer",
  field: "redactionStatus",
  table: "customers",
  column: "redaction_status",
  statuses: REDACTION_STATUSES,
  initial: ["requested"],
  transitions,
});

/**
 * null -> requested for the sessions matching `where` (a row never asked before); a row already
 * requested, processing or redacted is left as it is, so asking twice is a no-op. The ids that moved.
 */
export async function requestSessionRedactions(tx: Tx, where: Omit<Prisma.VerificationSessionWhereInput, "redactionStatus">, now: Date): Promise<string[]> {
  const rows = await tx.verificationSession.updateManyAndReturn({
    where: { ...where, redactionStatus: null },
    data: { redactionStatus: SessionRedactionLifecycle.created(), redactionRequestedAt: now },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** null -> requested for one customer; false when it was already asked. */
export async function requestCustomerRedaction(tx: Tx, id: string, now: Date): Promise<boolean> {
  const { count } = await tx.customer.updateMany({
    where: { id, redactionStatus: null },
    data: { redactionStatus: CustomerRedactionLifecycle.created(), redactionRequestedAt: now },
  });
  return count === 1;
}
