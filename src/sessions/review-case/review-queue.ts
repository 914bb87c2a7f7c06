import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import type { Review } from "../../platform/generated/prisma/client.js";
import { presentReview } from "../reviews/present-review.js";
import { ReviewLifecycle } from "../reviews/review-lifecycle.js";
import { presentClaim } from "./claim-schema.js";
import type { ReviewQueueItemObject } from "./queue-schema.js";
import { countOpenReviews } from "./open-reviews.js";

/** The queue shows this many of the oldest flagged reviews; "next case" reaches beyond them. */
export const QUEUE_PAGE = 100;

/** One queue row: the review, its customer and the session's signals, and who holds it. */
export async function presentQueueItems(rows: readonly Review[], userId: string): Promise<ReviewQueueItemObject[]> {
  const sessions = await prisma.verificationSession.findMany({
    where: { id: { in: rows.map((r) => r.sessionId) } },
    select: { id: true, customerAddress: true, flows: true, signals: true },
  });
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const now = new Date();
  return rows.map((row) => {
    const session = byId.get(row.sessionId);
    return {
      object: "review_queue_item",
      review: presentReview(row),
      customer_address: session?.customerAddress ?? null,
      flows: session?.flows ?? [],
      signals: (session?.signals ?? null) as Record<string, unknown> | null,
      claim: presentClaim(row, userId, now),
      livemode: row.mode === "live",
    };
  });
}

/**
 * The review queue as case work (contract section 22): flagged reviews, oldest first (the one
 * waiting longest is decided first), each with its customer, the signals that matter and who
 * holds it; `open` counts them all (up to its cap), `data` is the oldest QUEUE_PAGE.
 */
export async function listReviewQueue(owner: Owner, userId: string) {
  const [rows, count] = await Promise.all([
    prisma.review.findMany({
      where: { merchantId: owner.merchantId, mode: owner.mode, ...ReviewLifecycle.is("flagged") },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: QUEUE_PAGE,
    }),
    countOpenReviews(owner),
  ]);
  return { object: "list" as const, data: await presentQueueItems(rows, userId), open: count.open, open_cap: count.open_cap, livemode: owner.mode === "live" };
}
