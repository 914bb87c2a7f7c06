import type { Actor } from "../../http/audit/actor.js";
import type { Owner } from "../../http/auth/owner.js";
import { DEFAULT_APPROVE_TIER } from "../../rules/evaluate.js";
import { AlreadyClaimed, InvalidState, NotFound } from "../../platform/errors/domain-errors.js";
import { claimableBy, heldByOther } from "./review-claim.js";
import { inTransaction } from "../../events/webhooks/unit-of-work.js";
import { completeSession, failSession } from "../settle-session.js";
import { presentReview, type ReviewDecision, type ReviewResolutionReason } from "./present-review.js";
import { ReviewLifecycle } from "./review-lifecycle.js";

/** What the resolve body carries (its schema has checked that only an approval names a tier). */
export interface Resolution {
  decision: ReviewDecision;
  tier?: string;
  resolution_reason?: ReviewResolutionReason;
  note?: string;
}

/**
 * flagged -> resolved (guarded) by `resolver`, `review.resolved` with the final tier, then the session it
 * holds settles: requires_review -> completed (with a VIC) or failed, with the session's own
 * event after the review's. One transaction: all of it happens, or none. A review another dashboard
 * user has claimed (src/sessions/review-case/claims.ts) is theirs to resolve until the claim lapses.
 */
export async function resolveReview(owner: Owner, id: string, resolution: Resolution, resolver: Actor) {
  const { merchantId, mode } = owner;
  return inTransaction(async (uow) => {
    const { tx } = uow;
    const existing = await tx.review.findFirst({ where: { id, merchantId, mode } });
    if (!existing) throw new NotFound("review", id);
    const approve = resolution.decision === "approve";
    const tier = approve ? (resolution.tier ?? DEFAULT_APPROVE_TIER) : null;
    const now = new Date();
    const userId = resolver.type === "user" ? resolver.id : null;
    const [resolved] = await tx.review.updateManyAndReturn({
      where: { id, ...ReviewLifecycle.is("flagged"), ...claimableBy(userId, now) },
      data: {
        ...ReviewLifecycle.set("flagged", "resolved"),
        decision: resolution.decision,
        tier,
        note: resolution.note ?? null,
        resolutionReason: resolution.resolution_reason ?? null,
        resolvedAt: new Date(),
        resolvedByType: resolver.type,
        resolvedById: resolver.id,
        resolvedByEmail: resolver.email,
        claimedById: null,
        claimedByEmail: null,
        claimedUntil: null,
      },
    });
    if (!resolved && existing.status === "flagged" && heldByOther(existing, userId, now)) throw new AlreadyClaimed(existing.claimedByEmail);
    if (!resolved) throw new InvalidState(`This review is already ${existing.status}.`);
    const review = presentReview(resolved);
    await uow.emit({ merchantId, mode, type: "review.resolved", data: review });

    const settled = approve
      ? await completeSession(uow, { sessionId: resolved.sessionId, from: ["requires_review"], tier: tier! })
      : await failSession(uow, {
          sessionId: resolved.sessionId,
          from: ["requires_review"],
          error: { code: "review_rejected", message: "A reviewer rejected this verification." },
        });
    if (!settled) throw new InvalidState("The session of this review is no longer awaiting review.");
    return review;
  });
}
