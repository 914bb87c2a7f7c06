import { z } from "zod";
import { timestamp } from "../../http/common-schemas.js";

/** Who works a flagged review right now (null: nobody, or the claim lapsed). */
export const reviewClaimObject = z
  .object({
    user: z.object({ id: z.string(), email: z.string().nullable() }).meta({ description: "The dashboard user holding the review." }),
    expires_at: timestamp.meta({ description: "When the claim lapses unless renewed (claiming again or taking it as the next case renews it)." }),
    mine: z.boolean().meta({ description: "Whether the signed-in user holds it." }),
  })
  .meta({ id: "ReviewClaim" });

export type ReviewClaimObject = z.input<typeof reviewClaimObject>;

/** The claim of a review row as the caller sees it. */
export function presentClaim(row: { claimedById: string | null; claimedByEmail: string | null; claimedUntil: Date | null }, userId: string, now = new Date()): ReviewClaimObject | null {
  if (!row.claimedById || !row.claimedUntil || row.claimedUntil <= now) return null;
  return { user: { id: row.claimedById, email: row.claimedByEmail }, expires_at: row.claimedUntil.toISOString(), mine: row.claimedById === userId };
}
