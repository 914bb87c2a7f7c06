import type { CreatedRange } from "../http/created-range.js";
import type { KeysetPosition } from "./cursor.js";

const DAY_MS = 86_400_000;

/**
 * Reads one keyset page of a list over a table partitioned by day (src/partitions/) in slabs of
 * whole UTC days, newest first, so a page usually touches one or two partitions instead of every
 * day between the list's floor and the cursor: `ORDER BY created_at DESC, id DESC LIMIT n` with
 * only an upper bound merges the newest rows of each of those days.
 *
 * The first slab is the anchor's day and everything newer (the anchor is the cursor's time, or
 * now for page 1); while the page is short, the next slab reaches back twice as many days
 * (1, 2, 4 ... from the anchor's day) below the previous one, until a slab would reach the floor
 * (the oldest instant the list shows), and then the last read has no lower bound of its own. The
 * slabs are disjoint and in (created_at DESC) order, so their rows concatenated are exactly the
 * unbounded query's first `take` rows. `read` gets the slab (`created_at` in `window`) and how
 * many rows are still wanted, and must order by `keysetOrder`.
 */
export async function readByDayWindows<Row>(args: {
  anchor: Date;
  floor: Date;
  take: number;
  read: (window: CreatedRange, take: number) => Promise<Row[]>;
}): Promise<Row[]> {
  const anchorDay = Math.floor(args.anchor.getTime() / DAY_MS) * DAY_MS;
  const rows: Row[] = [];
  let upper: Date | undefined;
  for (let days = 1; ; days *= 2) {
    const lower = new Date(anchorDay - (days - 1) * DAY_MS);
    const last = lower <= args.floor;
    rows.push(...(await args.read({ gte: last ? undefined : lower, lt: upper }, args.take - rows.length)));
    if (last || rows.length >= args.take) return rows;
    upper = lower;
  }
}

/**
 * One keyset page of a list over a day-partitioned table, read by `readByDayWindows`: anchored at
 * the cursor (else just before `created.lt` when that is in the past, else now), floored at the
 * later of the list's `cutoff` (its retention) and `created.gte`.
 */
export function readPartitionedPage<Row>(args: {
  position: KeysetPosition | null;
  created: CreatedRange | undefined;
  cutoff: Date;
  now: Date;
  take: number;
  read: (window: CreatedRange, take: number) => Promise<Row[]>;
}): Promise<Row[]> {
  const { position, created, cutoff, now } = args;
  const lt = created?.lt;
  const anchor = position ? position.createdAt : lt && lt < now ? new Date(lt.getTime() - 1) : now;
  const floor = created?.gte && created.gte > cutoff ? created.gte : cutoff;
  return readByDayWindows({ anchor, floor, take: args.take, read: args.read });
}
