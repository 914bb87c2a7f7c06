import { decodeCursor, encodeCursor, type CursorScope, type KeysetPosition } from "./cursor.js";

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

export const DEFAULT_PAGE_SIZE = 25;

/** The page a parsed list query asks for (`pageQuery` in src/http/common-schemas.ts declares the keys). */
export function pageRequest(query: { limit?: number; cursor?: string }): PageRequest {
  return { limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor };
}

/**
 * Runs one keyset page: `fetch` gets the keyset condition (as Prisma `where`, and the decoded
 * `position` for a statement of src/http/pagination/keyset-sql.ts) and `take` (limit + 1, to learn
 * whether more rows exist) and must order by `keysetOrder`.
 */
export async function paginate<Row extends KeysetPosition, Out>(
  scope: CursorScope,
  page: PageRequest,
  fetch: (args: { where: ReturnType<typeof keysetWhere>; take: number; position: KeysetPosition | null }) => Promise<Row[]>,
  present: (row: Row) => Out,
): Promise<Page<Out>> {
  const position = decodeCursor(scope, page.cursor);
  const rows = await fetch({ where: keysetWhere(position), take: page.limit + 1, position });
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(present),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(scope, last) : null,
  };
}
