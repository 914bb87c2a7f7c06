import type { Prisma } from "../platform/db/client.js";
import { defineLifecycle } from "../platform/db/lifecycle.js";
import type { EventType } from "../events/catalog.js";
import type { UnitOfWork } from "../events/webhooks/unit-of-work.js";
import type { VerificationSession } from "../platform/generated/prisma/client.js";
import { viewSession } from "./present-session.js";

/**
 * The verification session lifecycle (contract section 4), in one place:
 *
 *   created -> processing -> completed | failed | requires_review
 *   requires_review -> completed | failed        (its review is resolved)
 *   created | processing -> expired              (TTL)
 *   created -> canceled                          (merchant cancels; no catalog event)
 */
export const SESSION_STATUSES = ["created", "processing", "requires_review", "completed", "failed", "expired", "canceled"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The owner of `verification_sessions.status`. */
export const SessionLifecycle = defineLifecycle({
  name: "verification session",
  model: "VerificationSession",
  field: "status",
  table: "verification_sessions",
  column: "status",
  statuses: SESSION_STATUSES,
  initial: ["created"],
  transitions: {
    created: ["processing", "expired", "canceled"],
    processing: ["completed", "failed", "requires_review", "expired"],
    requires_review: ["completed", "failed"],
    completed: [],
    failed: [],
    expired: [],
    canceled: [],
  },
});

/** The catalog event each status is announced with (`created` is emitted by creation itself). */
const STATUS_EVENTS: Partial<Record<SessionStatus, EventType>> = {
  created: "verification_session.created",
  completed: "verification_session.completed",
  failed: "verification_session.failed",
  expired: "verification_session.expired",
};

/** Statuses a session never leaves: nothing about it changes any more (redaction waits for one, docs/privacy.md). */
export const SETTLED_STATUSES = ["completed", "failed", "expired", "canceled"] as const satisfies readonly SessionStatus[];

/** Statuses the TTL still applies to. */
export const EXPIRABLE_STATUSES = ["created", "processing"] as const satisfies readonly SessionStatus[];

export interface TransitionInput {
  sessionId: string;
  /** The statuses the session may be in for the change to apply. */
  from: readonly SessionStatus[];
  to: SessionStatus;
  /** Other columns to write with the status. */
  data?: Omit<Prisma.VerificationSessionUpdateManyMutationInput, "status">;
  /** Extra guard conditions (e.g. "expires_at has passed"). */
  guard?: Prisma.VerificationSessionWhereInput;
  /** Runs after the row was claimed and before the event, e.g. to mint the VIC the event shows. */
  beforeEvent?: (row: VerificationSession) => Promise<void>;
}

/**
 * The only way a session changes status: one guarded UPDATE (`WHERE id AND status IN from`),
 * acted on only when it matched, then the status's event in the same transaction with the
 * session as GET presents it after the change. Returns the updated row, or null when the session
 * was not in an expected status (someone else got there first), in which case nothing happened.
 */
export async function transitionSession(uow: UnitOfWork, input: TransitionInput): Promise<VerificationSession | null> {
  const [row] = await uow.tx.verificationSession.updateManyAndReturn({
    where: { ...input.guard, id: input.sessionId, ...SessionLifecycle.is(input.from) },
    data: { ...input.data, ...SessionLifecycle.set(input.from, input.to) },
  });
  if (!row) return null;
  let current = row;
  if (input.beforeEvent) {
    await input.beforeEvent(row);
    // The hook may have written to the session (the VIC it minted), so the event reads it back.
    current = await uow.tx.verificationSession.findUniqueOrThrow({ where: { id: row.id } });
  }
  const type = STATUS_EVENTS[input.to];
  if (type) await emitSessionEvent(uow, current, type);
  return current;
}

/** Emits a session event whose data is `row` (the session as it is now) as GET presents it. */
export async function emitSessionEvent(uow: UnitOfWork, row: VerificationSession, type: EventType): Promise<void> {
  await uow.emit({ merchantId: row.merchantId, mode: row.mode, type, data: await viewSession(uow.tx, row) });
}
