import type { Actor } from "../../http/audit/actor.js";
import type { Owner } from "../../http/auth/owner.js";
import { DomainError } from "../../platform/errors/domain-errors.js";
import { apiErrorFromDomain } from "../../http/domain-error-codes.js";
import { resolveReview, type Resolution } from "../reviews/resolve-review.js";

/**
 * Resolves the selected reviews with one decision (contract section 22), each in its own
 * transaction exactly as one resolve does: a review another reviewer holds, or one already
 * resolved, is reported and left alone; the others are resolved.
 */
export async function bulkResolveReviews(owner: Owner, ids: readonly string[], resolution: Resolution, resolver: Actor) {
  const resolved = [];
  const failed = [];
  for (const id of ids) {
    try {
      resolved.push(await resolveReview(owner, id, resolution, resolver));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { code, message } = apiErrorFromDomain(error);
      failed.push({ review: id, error: { code, message } });
    }
  }
  return { object: "bulk_resolution" as const, resolved, failed, livemode: owner.mode === "live" };
}
