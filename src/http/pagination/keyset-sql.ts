import type { CreatedRange } from "../created-range.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import type { KeysetPosition } from "./cursor.js";

/**
 * A search statement over a table with (merchant_id, mode, created_at, id): the conditions, then
 * "strictly after `position`" in (created_at DESC, id DESC) order (with the redundant `<=` bound
 * that lets an index scan start at the cursor, as `keysetWhere` does for Prisma), newest first,
 * `take` rows. Every value is a parameter; `select` and the table are fixed text from code. The
 * plans of these statements are checked by test/search-plans.test.ts.
 */
export function searchStatement(args: {
  select: Prisma.Sql;
  from: string;
  merchantId: string;
  mode: string;
  conditions: Prisma.Sql[];
  position: KeysetPosition | null;
  /** Rows to read; without it every match (an export reads them through one cursor, src/reporting/exports/). */
  take?: number;
  /**
   * For a condition an index finds exactly but Postgres cannot estimate (jsonb containment: it
   * assumes 0.1% of rows match), sort the matches rather than walk the (created_at, id) index
   * until enough rows pass: for a value only one session has, that walk reads the merchant's
   * every session. The order is the same; only the plan changes.
   */
  sortMatches?: boolean;
  /**
   * Order by `merchant_id` first too, matched with `= ANY` (one value), so that only the table's
   * indexes that lead with (merchant_id, mode) give the page's order. With plain `=`, merchant_id
   * is a constant the order ignores, and for a merchant that is most of a table (or a day
   * partition) the planner may walk a created_at index and filter out the other merchants' rows
   * between its own: work that grows with what the page does not return. Same rows, same order.
   */
  ownerOrdered?: boolean;
  /** A slab of `created_at` to read (src/http/pagination/day-windows.ts), on top of the conditions. */
  window?: CreatedRange;
}): Prisma.Sql {
  const { position } = args;
  const where = [
    args.ownerOrdered ? Prisma.sql`merchant_id = ANY (${[args.merchantId]}::text[])` : Prisma.sql`merchant_id = ${args.merchantId}`,
    Prisma.sql`mode = CAST(${args.mode} AS "Mode")`,
    ...args.conditions,
    ...createdRangeConditions(args.window ?? {}),
    ...(position ? [Prisma.sql`created_at <= ${position.createdAt}`, Prisma.sql`(created_at < ${position.createdAt} OR id < ${position.id})`] : []),
  ];
  const order = Prisma.raw(`${args.ownerOrdered ? "merchant_id, " : ""}${args.sortMatches ? `(created_at + interval '0 seconds') DESC, id DESC` : "created_at DESC, id DESC"}`);
  return Prisma.sql`SELECT ${args.select} FROM ${Prisma.raw(args.from)} WHERE ${Prisma.join(where, " AND ")} ORDER BY ${order}${args.take === undefined ? Prisma.empty : Prisma.sql` LIMIT ${args.take}`}`;
}

/** `created_at` within the range (either end optional). */
export function createdRangeConditions(range: CreatedRange): Prisma.Sql[] {
  return [
    ...(range.gte ? [Prisma.sql`created_at >= ${range.gte}`] : []),
    ...(range.lt ? [Prisma.sql`created_at < ${range.lt}`] : []),
  ];
}

/** The filter part of a cursor's scope: the filter's values in a fixed order, so a cursor only continues its own search. */
export function filterScope(values: readonly unknown[]): string {
  return values.every((v) => v === undefined) ? "" : JSON.stringify(values.map((v) => (v instanceof Date ? v.getTime() : (v ?? null))));
}
