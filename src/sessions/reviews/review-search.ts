import { z } from "zod";
import type { Owner } from "../../http/auth/owner.js";
import { reader } from "../../platform/db/read-replica.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { createdRangeOf, createdRangeQuery, type CreatedRange } from "../../http/created-range.js";
import type { KeysetPosition } from "../../http/pagination/cursor.js";
import { createdRangeConditions, filterScope, searchStatement } from "../../http/pagination/keyset-sql.js";
import { paginate, type PageRequest } from "../../http/pagination/paginate.js";
import { presentReview } from "./present-review.js";
import { REVIEW_STATUSES, type ReviewStatus } from "./review-lifecycle.js";

export interface ReviewFilter {
  status?: ReviewStatus;
  /** The review of this session (a session in review links to it). */
  sessionId?: string;
  created?: CreatedRange;
}

/** The query keys of `GET /reviews` (docs/api.md, "Search"). */
export const reviewSearchQuery = {
  status: z.enum(REVIEW_STATUSES).optional().meta({ param: { description: "Only reviews in this status." } }),
  verification_session: z.string().min(1).max(64).optional().meta({ param: { description: "Only the review of this verification session." } }),
  ...createdRangeQuery,
};

export function reviewFilterOf(query: { status?: ReviewStatus; verification_session?: string; created_gte?: Date; created_lt?: Date }): ReviewFilter {
  return { status: query.status, sessionId: query.verification_session, created: createdRangeOf(query) };
}

/** The statement of one page of a review search: the page's keys (exported for its plan test). */
export function reviewSearchStatement(owner: Owner, filter: ReviewFilter, position: KeysetPosition | null, take?: number): Prisma.Sql {
  const conditions = [
    ...(filter.status ? [Prisma.sql`status = ${filter.status}`] : []),
    ...(filter.sessionId ? [Prisma.sql`session_id = ${filter.sessionId}`] : []),
    ...createdRangeConditions(filter.created ?? {}),
  ];
  return searchStatement({ select: Prisma.raw(`id, created_at AS "createdAt"`), from: "reviews", merchantId: owner.merchantId, mode: owner.mode, conditions, position, take });
}

/**
 * Newest first; the filter is part of the cursor's scope. The search reads the page's keys, then
 * Prisma reads those rows whole, so a column added to reviews reaches the presentation unchanged.
 */
export async function searchReviews(owner: Owner, page: PageRequest, filter: ReviewFilter = {}) {
  const { merchantId, mode } = owner;
  const onlyStatus = !filter.sessionId && !filter.created?.gte && !filter.created?.lt;
  // A status alone keeps the scope it always had, so cursors handed out before stay valid.
  const scope = onlyStatus ? (filter.status ?? "") : filterScope([filter.status, filter.sessionId, filter.created?.gte, filter.created?.lt]);
  const keys = await paginate(
    { list: "reviews", merchantId, mode, filter: scope },
    page,
    ({ position, take }) => reader().$queryRaw<{ id: string; createdAt: Date }[]>(reviewSearchStatement(owner, filter, position, take)),
    (row) => row.id,
  );
  return { ...keys, data: await presentReviews(keys.data) };
}

/** The reviews with these ids, read whole and presented, in the order given. */
export async function presentReviews(ids: readonly string[]) {
  const rows = await reader().review.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [presentReview(byId.get(id)!)] : []));
}
