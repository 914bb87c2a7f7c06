import type { Prisma } from "../../platform/generated/prisma/client.js";

/**
 * Who may act on a flagged review while a dashboard user has claimed it (contract section 22;
 * the claims themselves: src/sessions/review-case/claims.ts). A lapsed claim is no claim.
 */

/** Reviews `userId` may claim or resolve: unclaimed, lapsed, or their own (a Prisma where). */
export function claimableBy(userId: string | null, now: Date): Prisma.ReviewWhereInput {
  return { OR: [{ claimedById: null }, { claimedUntil: { lte: now } }, ...(userId ? [{ claimedById: userId }] : [])] };
}

/** Whether a review row is held by someone other than `userId` right now. */
export function heldByOther(row: { claimedById: string | null; claimedUntil: Date | null }, userId: string | null, now: Date): boolean {
  return row.claimedById !== null && row.claimedById !== userId && row.claimedUntil !== null && row.claimedUntil > now;
}
