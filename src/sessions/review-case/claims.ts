import type { Owner } from "../../http/auth/owner.js";
import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { AlreadyClaimed, InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import type { PortalIdentity } from "../../accounts/portal/portal-sessions.js";
import { claimableBy, heldByOther } from "../reviews/review-claim.js";
import { ReviewLifecycle } from "../reviews/review-lifecycle.js";

/**
 * A reviewer claims a flagged review while working it (contract section 22): one person at a time,
 * the others see who. A claim lapses on its own after CLAIM_MINUTES (a reviewer who walks away
 * blocks nobody for long) and each claim or "next" renews it; the holder can release it, and
 * resolving clears it. Claims belong to dashboard users: a secret key never holds one.
 */
export const CLAIM_MINUTES = 30;

const claimLapse = (now: Date) => new Date(now.getTime() + CLAIM_MINUTES * 60_000);

/** Why a guarded claim, release or resolve of `id` found nothing to change: not found, settled, or held by another. */
export async function claimRefusal(owner: Owner, id: string, userId: string | null, now: Date): Promise<Error> {
  const row = await prisma.review.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) return new NotFound("review", id);
  if (row.status !== "flagged") return new InvalidState(`This review is already ${row.status}.`);
  if (heldByOther(row, userId, now)) return new AlreadyClaimed(row.claimedByEmail);
  return new InvalidState("This review changed while you acted on it; reload it.");
}

/** Claims (or renews the claim on) a flagged review for `user`; 409 already_claimed while another holds it. */
export async function claimReview(owner: Owner, id: string, user: PortalIdentity) {
  const now = new Date();
  const row = await prisma.$transaction(async (tx) => {
    const [claimed] = await tx.review.updateManyAndReturn({
      where: { id, merchantId: owner.merchantId, mode: owner.mode, ...ReviewLifecycle.is("flagged"), ...claimableBy(user.userId, now) },
      data: { claimedById: user.userId, claimedByEmail: user.email, claimedUntil: claimLapse(now) },
    });
    if (claimed) await recordRequestAudit(tx);
    return claimed;
  });
  if (!row) throw await claimRefusal(owner, id, user.userId, now);
  return row;
}

/** Gives a claim up: the holder's own, or a lapsed one (a no-op on an unclaimed review). */
export async function releaseReview(owner: Owner, id: string, user: PortalIdentity) {
  const now = new Date();
  const row = await prisma.$transaction(async (tx) => {
    const [released] = await tx.review.updateManyAndReturn({
      where: { id, merchantId: owner.merchantId, mode: owner.mode, ...ReviewLifecycle.is("flagged"), ...claimableBy(user.userId, now) },
      data: { claimedById: null, claimedByEmail: null, claimedUntil: null },
    });
    if (released) await recordRequestAudit(tx);
    return released;
  });
  if (!row) throw await claimRefusal(owner, id, user.userId, now);
  return row;
}

/**
 * Claims the oldest flagged review nobody else holds (the queue's "next case"), or returns null
 * when there is none. One statement: two reviewers asking at once get two different reviews
 * (SKIP LOCKED), never the same one.
 */
export async function claimNextReview(owner: Owner, user: PortalIdentity) {
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE reviews SET claimed_by_id = ${user.userId}, claimed_by_email = ${user.email}, claimed_until = ${claimLapse(now)}, updated_at = ${now}
      WHERE id = (
        SELECT id FROM reviews
        WHERE merchant_id = ${owner.merchantId} AND mode = CAST(${owner.mode} AS "Mode") AND ${ReviewLifecycle.sql.is("flagged")}
          AND (claimed_by_id IS NULL OR claimed_until <= ${now} OR claimed_by_id = ${user.userId})
        ORDER BY created_at ASC, id ASC
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) AND ${ReviewLifecycle.sql.is("flagged")}
      RETURNING id`;
    const id = claimed[0]?.id;
    if (!id) return null;
    await recordRequestAudit(tx, { target: `review:${id}` });
    return tx.review.findUniqueOrThrow({ where: { id } });
  });
}
