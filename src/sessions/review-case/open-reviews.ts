import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";

/** The sidebar's badge counts this far and no further (an index-only count, bounded). */
export const OPEN_REVIEW_CAP = 1000;

/** Flagged reviews of the mode, counted up to OPEN_REVIEW_CAP on the (merchant_id, mode, status, ...) index. */
export async function countOpenReviews(owner: Owner) {
  const [row] = await prisma.$queryRaw<{ open: number }[]>`
    SELECT count(*)::int AS open FROM (
      SELECT 1 FROM reviews WHERE merchant_id = ${owner.merchantId} AND mode = CAST(${owner.mode} AS "Mode") AND status = 'flagged' LIMIT ${OPEN_REVIEW_CAP}
    ) AS flagged`;
  return { object: "review_queue" as const, open: row?.open ?? 0, open_cap: OPEN_REVIEW_CAP, livemode: owner.mode === "live" };
}
