import type { Mode } from "../auth/api-key-format.js";
import { DEFAULT_APPROVE_TIER } from "../decision-rules/evaluate.js";
import { ApiError, notFound } from "../errors/api-error.js";
import { inTransaction } from "../events/unit-of-work.js";
import { completeSession, failSession } from "../sessions/settle-session.js";
import { presentReview } from "./present-review.js";

export interface Resolution {
  decision: "approve" | "reject";
  tier?: string;
  note?: string;
}

/**
 * flagged -> resolved (guarded), `review.resolved` with the final tier, then the session it
 * holds settles: requires_review -> completed (with a VIC) or failed, with the session's own
 * event after the review's. One transaction: all of it happens, or none.
 */
export async function resolveReview(merchantId: string, mode: Mode, id: string, resolution: Resolution) {
  return inTransaction(async (uow) => {
    const { tx } = uow;
    const existing = await tx.review.findFirst({ where: { id, merchantId, mode } });
    if (!existing) throw notFound("review_not_found", "review", id);
    const approve = resolution.decision === "approve";
    const tier = approve ? (resolution.tier ?? DEFAULT_APPROVE_TIER) : null;
    const [resolved] = await tx.review.updateManyAndReturn({
      where: { id, status: "flagged" },
      data: { status: "resolved", decision: resolution.decision, tier, note: resolution.note ?? null, resolvedAt: new Date() },
    });
    if (!resolved) throw new ApiError("invalid_state", `This review is already ${existing.status}.`);
    const review = presentReview(resolved);
    await uow.emit({ merchantId, mode, type: "review.resolved", data: review });

    const settled = approve
      ? await completeSession(uow, { sessionId: resolved.sessionId, from: ["requires_review"], tier: tier! })
      : await failSession(uow, {
          sessionId: resolved.sessionId,
          from: ["requires_review"],
          error: { code: "review_rejected", message: "A reviewer rejected this verification." },
        });
    if (!settled) throw new ApiError("invalid_state", "The session of this review is no longer awaiting review.");
    return review;
  });
}
