import type { Owner } from "../http/auth/owner.js";
import type { Tx } from "../platform/db/client.js";
import { rewriteStoredResponses } from "../http/idempotency.js";
import { scrubEventData } from "./scrub-event-data.js";
import { scrubFlowData } from "./scrub-flow-data.js";

/** What a redacted session keeps of its personal fields: nothing (contract section 17). */
const SESSION_PATCH = { metadata: {}, return_url: null };
const REVIEW_PATCH = { note: null };

/**
 * Removes a session's personal data from every table that holds it (docs/privacy.md, "What a
 * redaction removes"): its metadata, return_url and decision signals, its flows' data, its
 * review's note, the same fields in its logged events and in the stored replay of its creation.
 * Ids, statuses, times, the customer address, the VIC and its attestations stay. Run inside
 * the transaction that marks the session redacted, so it is all or nothing; safe to run again.
 */
/** How far a session's created_at (the api's clock) may be from its idempotency claim's (Postgres' clock). */
const CLAIM_SKEW_MS = 60_000;

export async function scrubSession(tx: Tx, owner: Owner, session: { id: string; createdAt: Date }): Promise<void> {
  const sessionId = session.id;
  await tx.$executeRaw`
    UPDATE verification_sessions SET metadata = '{}'::jsonb, return_url = NULL, signals = NULL, updated_at = now()
     WHERE id = ${sessionId}`;
  await scrubFlowData(tx, [sessionId]);
  const reviews = await tx.review.findMany({ where: { sessionId }, select: { id: true } });
  await tx.review.updateMany({ where: { sessionId }, data: { note: null } });
  await scrubEventData(tx, owner, [sessionId], SESSION_PATCH);
  await scrubEventData(tx, owner, reviews.map((r) => r.id), REVIEW_PATCH);
  await rewriteStoredResponses(tx, owner, (body) => (body.id === sessionId ? { ...body, ...SESSION_PATCH } : undefined), {
    from: new Date(session.createdAt.getTime() - CLAIM_SKEW_MS),
    to: new Date(session.createdAt.getTime() + CLAIM_SKEW_MS),
  });
}
