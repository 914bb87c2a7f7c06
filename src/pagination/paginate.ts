import type { Request } from "express";
import { z } from "zod";
import { ApiError } from "../errors/api-error.js";
import { decodeCursor, encodeCursor, parseLimit, type CursorScope, type KeysetPosition } from "./cursor.js";

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * Prisma `where` for "strictly after `position`" in (created_at DESC, id DESC) order. The
 * redundant `lte` bound lets Postgres start the index scan at the cursor, so page 500 costs
 * what page 1 costs.
 */
export function keysetWhere(position: KeysetPosition | null) {
  if (!position) return {};
  return {
    createdAt: { lte: position.createdAt },
    OR: [{ createdAt: { lt: position.createdAt } }, { createdAt: position.createdAt, id: { lt: position.id } }],
  };
}

export const keysetOrder = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export interface PageRequest {
  limit: number;
  cursor: string | undefined;
}

/** Reads `limit` and `cursor` from the query; other query keys are left to the route's own schema. */
export function pageRequest(query: Request["query"]): PageRequest {
  const cursor = query.cursor;
  if (cursor !== undefined && typeof cursor !== "string")
    throw new ApiError("invalid_request", "cursor must be a string.", "cursor");
  return { limit: parseLimit(query.limit), cursor };
}

/** Query schema helper: `limit` and `cursor` are accepted here, everything else must be declared. */
export const pageQueryKeys = { limit: z.unknown().optional(), cursor: z.unknown().optional() };

/**
 * Runs one keyset page: `fetch` gets the keyset condition and `take` (limit + 1, to learn
 * whether more rows exist) and must order by `keysetOrder`.
 */
export async function paginate<Row extends KeysetPosition, Out>(
  scope: CursorScope,
  page: PageRequest,
  fetch: (args: { where: ReturnType<typeof keysetWhere>; take: number }) => Promise<Row[]>,
  present: (row: Row) => Out,
): Promise<Page<Out>> {
  const rows = await fetch({ where: keysetWhere(decodeCursor(scope, page.cursor)), take: page.limit + 1 });
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(present),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(scope, last) : null,
  };
}
