import type { CreatedRange } from "../created-range.js";
import type { KeysetPosition } from "./cursor.js";

const DAY_MS = 86_400_000;

/**
 * How far back each slab reaches, in days from the anchor's day (1: that day alone). After the
 * last, a read goes down to the floor. Each read costs a round trip and a plan whatever it
 * finds, so a short page (the log's last page, a sparse merchant's) must not take many: doubling
 * (1, 2, 4 ... 64 days, 8 reads) made the last page of a 100,000-event log 2.5 times slower.
 * The slabs are disjoint, so the reads together touch each partition once, like one unbounded
 * query; the last read costs at most what every page cost before.
 */
const SLAB_DAYS = [1, 8] as const;

/**
 * Reads one keyset page of a list over a table partitioned by day (src/platform/partitions/) in slabs of
 * whole UTC days, newest first, so a page usually touches one or two partitions instead of every
 * day between the list's floor and the cursor: `ORDER BY created_at DESC, id DESC LIMIT n` with
 * only an upper bound merges the newest rows of each of those days.
 *
 * The first slab is the anchor's day and everything newer (the anchor is the cursor's time, or
 * now for page 1); while the page is short, the next slab is the week below it, then everything
 * down to the floor (the oldest instant the list shows), which has no lower bound of its own. The
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
  for (const days of SLAB_DAYS) {
    const lower = new Date(anchorDay - (days - 1) * DAY_MS);
    if (lower <= args.floor) break;
    rows.push(...(await args.read({ gte: lower, lt: upper }, args.take - rows.length)));
    if (rows.length >= args.take) return rows;
    upper = lower;
  }
  rows.push(...(await args.read({ lt: upper }, args.take - rows.length)));
  return rows;
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
