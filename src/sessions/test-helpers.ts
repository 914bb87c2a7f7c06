import type { Owner } from "../http/auth/owner.js";
import { prisma } from "../platform/db/client.js";
import { InvalidState, NotFound } from "../platform/errors/domain-errors.js";
import { expireSession } from "./expire-session.js";
import { viewSession, type PresentedSession } from "./present-session.js";
import { applySandboxOutcome } from "./sandbox.js";
import type { SandboxOutcome } from "./session-schema.js";
import { findSessionRow } from "./session-row.js";
import { EXPIRABLE_STATUSES, SessionLifecycle } from "./state-machine.js";

/** The test helper (`/v1/test_helpers/verification_sessions/{id}/<helper>`) that applies each outcome. */
export const HELPER_OUTCOMES = { complete: "approved", fail: "declined", require_review: "review" } as const satisfies Record<string, SandboxOutcome>;
export type OutcomeHelper = keyof typeof HELPER_OUTCOMES;

/**
 * The session, still open (created or processing, within its TTL): anything else is refused here,
 * before any transaction, so a refused helper changes nothing and records no audit row.
 */
async function openTestSession(owner: Owner, id: string) {
  const row = await findSessionRow(owner.merchantId, owner.mode, id);
  if (!row) throw new NotFound("verification_session", id);
  if (!(EXPIRABLE_STATUSES as readonly string[]).includes(row.status)) throw notOpen(row.status, id);
  return row;
}

function notOpen(status: string, id: string): InvalidState {
  return new InvalidState(`Session '${id}' is ${status}; a test helper only settles a session in status 'created' or 'processing'.`);
}

/**
 * Settles a test session in `created` or `processing` with the helper's outcome through the
 * sandbox's own path (`applySandboxOutcome`: created -> processing, then `applyDecision`), so the
 * events, VIC, customer, review and usage are the real ones. Anything else is `invalid_state`.
 */
export async function settleTestSession(owner: Owner, id: string, helper: OutcomeHelper): Promise<PresentedSession> {
  await openTestSession(owner, id);
  const result = await applySandboxOutcome(id, HELPER_OUTCOMES[helper], { from: ["created", "processing"], reason: `The test helper '${helper}'` });
  const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id } });
  if (result !== "applied") throw notOpen(row.status === "created" ? "expired" : row.status, id);
  return viewSession(prisma, row);
}

/**
 * Expires a test session now through the real expiry path: its `expires_at` becomes now (one
 * guarded update while it is still open), then `expireSession` runs as the expiry job would.
 */
export async function expireTestSession(owner: Owner, id: string): Promise<PresentedSession> {
  await openTestSession(owner, id);
  const now = new Date();
  // A session already past its TTL keeps its expires_at: it is due anyway.
  await prisma.verificationSession.updateMany({
    where: { id, ...SessionLifecycle.is(EXPIRABLE_STATUSES), expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const result = await expireSession(id, now);
  const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id } });
  if (result !== "expired") throw notOpen(row.status, id);
  return viewSession(prisma, row);
}
