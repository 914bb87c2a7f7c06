import type { UnitOfWork } from "../../events/webhooks/unit-of-work.js";
import type { VerificationSession } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { presentReview } from "./present-review.js";
import { ReviewLifecycle } from "./review-lifecycle.js";

/** Flags a session (already moved to requires_review) for manual attention: `review.flagged`. */
export async function raiseReview(uow: UnitOfWork, session: VerificationSession, reason: string) {
  const row = await uow.tx.review.create({
    data: { id: newId("review"), merchantId: session.merchantId, mode: session.mode, sessionId: session.id, status: ReviewLifecycle.initial, reason },
  });
  const review = presentReview(row);
  await uow.emit({ merchantId: row.merchantId, mode: row.mode, type: "review.flagged", data: review });
  return review;
}
