import type { Actor } from "../../audit/actor.js";
import type { Owner } from "../../auth/owner.js";
import { DEFAULT_APPROVE_TIER } from "../../decision-rules/evaluate.js";
import { InvalidState, NotFound } from "../../errors/domain-errors.js";
import { inTransaction } from "../../webhooks/unit-of-work.js";
import { completeSession, failSession } from "../settle-session.js";
import { presentReview, type ReviewDecision } from "./present-review.js";
import { ReviewLifecycle } from "./review-lifecycle.js";

/** What the resolve body carries (its schema has checked that only an approval names a tier). */
export interface Resolution {
  decision: ReviewDecision;
  tier?: string;
  note?: string;
}

/**
 * flagged -> resolved (guarded) by `resolver`, `review.resolved` with the final tier, then the session it
 * holds settles: requires_review -> completed (with a VIC) or failed, with the session's own
 * event after the review's. One transaction: all of it happens, or none.
 */
export async function resolveReview(owner: Owner, id: string, resolution: Resolution, resolver: Actor) {
  const { merchantId, mode } = owner;
  return inTransaction(async (uow) => {
    const { tx } = uow;
    const existing = await tx.review.findFirst({ where: { id, merchantId, mode } });
    if (!existing) throw new NotFound("review", id);
    const approve = resolution.decision === "approve";
    const tier = approve ? (resolution.tier ?? DEFAULT_APPROVE_TIER) : null;
    const [resolved] = await tx.review.updateManyAndReturn({
      where: { id, ...ReviewLifecycle.is("flagged") },
      data: {
        ...ReviewLifecycle.set("flagged", "resolved"),
        decision: resolution.decision,
        tier,
        note: resolution.note ?? null,
        resolvedAt: new Date(),
        resolvedByType: resolver.type,
        resolvedById: resolver.id,
        resolvedByEmail: resolver.email,
      },
    });
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
