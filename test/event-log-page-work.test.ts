// The first page of the event log costs what it returns, however large the log (issue 37; the
// bench's event-log-scale times it at 10,000,000 events): each read of GET /v1/events's page 1,
// exactly as the list runs it (src/http/pagination/day-windows.ts), is run under EXPLAIN (ANALYZE,
// BUFFERS) on a log, then on the same log grown tenfold, and the rows and buffers its plans touch
// are counted. Counts, not timings: the same data gives the same counts on any machine.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database of its own: the planner's statistics are those of the seeded rows alone.
const privateDb = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("./support/private-database.js");
  return startPrivateDatabase();
});

import pg from "pg";
import type { Owner } from "../src/http/auth/owner.js";
import { eventSearchStatement, type EventFilter } from "../src/events/event-search.js";
import { retentionCutoff } from "../src/events/list-events.js";
import { readPartitionedPage } from "../src/http/pagination/day-windows.js";

const DAY = 86_400_000;
const TAKE = 101; // limit=100, plus the row that says whether there is more
const DAYS = 30;
const TYPES = ["verification_session.created", "verification_session.completed", "verification_session.failed", "review.flagged", "customer.associated", "review.resolved", "verification_session.expired", "reverification.submitted"];
const suffix = Math.random().toString(36).slice(2, 10);
const small: Owner = { merchantId: `acct_small${suffix}`, mode: "test" };
const large: Owner = { merchantId: `acct_large${suffix}`, mode: "test" };
// Noon of yesterday (UTC), so "today's" slab holds half a day of events whatever the hour the test runs.
const now = new Date(Math.floor(Date.now() / DAY) * DAY - DAY / 2);

let client: pg.Client;

interface PlanNode {
  "Node Type": string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

interface PageWork {
  reads: number;
  rows: number;
  /** Rows the scans produced or threw away: what the page's plans read of the table. */
  rowsExamined: number;
  /** Shared buffers the execution touched (hit or read), summed over the reads. */
  buffers: number;
  /** Partitions whose scan produced or threw away a row. */
  partitionsRead: number;
}

const scans = (plan: PlanNode): PlanNode[] => [...(plan["Relation Name"] ? [plan] : []), ...(plan.Plans ?? []).flatMap(scans)];

/** Page 1 of the owner's log, read as searchEvents reads it, with what each read's plan touched. */
async function pageOneWork(owner: Owner, filter: EventFilter): Promise<PageWork> {
  const work: PageWork = { reads: 0, rows: 0, rowsExamined: 0, buffers: 0, partitionsRead: 0 };
  const rows = await readPartitionedPage({
    position: null,
    created: undefined,
    cutoff: retentionCutoff(now),
    now,
    take: TAKE,
    read: async (window, n) => {
      const statement = eventSearchStatement(owner, filter, null, n, now, window);
      const { rows: explained } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values as unknown[]);
      const plan = explained[0]!["QUERY PLAN"][0].Plan;
      work.reads += 1;
      work.buffers += (plan["Shared Hit Blocks"] ?? 0) + (plan["Shared Read Blocks"] ?? 0);
      for (const scan of scans(plan)) {
        const examined = ((scan["Actual Rows"] ?? 0) + (scan["Rows Removed by Filter"] ?? 0) + (scan["Rows Removed by Index Recheck"] ?? 0)) * (scan["Actual Loops"] ?? 1);
        work.rowsExamined += examined;
        if (examined > 0) work.partitionsRead += 1;
      }
      return (await client.query(statement.text, statement.values as unknown[])).rows;
    },
  });
  work.rows = rows.length;
  return work;
}

/**
 * Events of several merchants, `perDay` a day each over the DAYS days before `now`, types in
 * turn, inserted oldest first with the merchants interleaved: the heap in time order, as a log
 * written over time lays it out.
 */
async function seed(merchants: { merchantId: string; perDay: number }[], tag: string): Promise<void> {
  await client.query(
    `INSERT INTO events (id, merchant_id, mode, type, data, created_at)
     SELECT 'evt_' || $3 || m.n || '_' || lpad(g::text, 10, '0'), m.merchant_id, 'test', ($2::text[])[1 + g % 8],
            jsonb_build_object('id', 'vs_' || $3 || m.n || '_' || lpad(g::text, 10, '0'), 'object', 'verification_session'),
            $1::timestamptz - interval '1 minute' - g * (interval '1 day' / m.per_day)
       FROM jsonb_to_recordset($5::jsonb) AS m(n int, merchant_id text, per_day int),
            generate_series(0, $4::int * m.per_day - 1) AS g
      ORDER BY 6`,
    [now, TYPES, tag, DAYS, JSON.stringify(merchants.map((m, n) => ({ n, merchant_id: m.merchantId, per_day: m.perDay })))],
  );
  await client.query("ANALYZE events");
}

const filters: [string, EventFilter][] = [
  ["no filter", {}],
  ["type", { type: "verification_session.completed" }],
];
const crowd = (n: number) => `acct_crowd${n}${suffix}`;
/** Page 1 of `small` (100 events a day) before the log grows, of `small` after, and of `large` (2,000 a day) after. */
const work = new Map<string, { before: PageWork; after: PageWork; large: PageWork }>();

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // Day partitions for the seeded days (the migration made today's and the week ahead).
  await client.query(
    `SELECT pb_create_day_partition('events', 'created_at', d::date) FROM generate_series($1::date - $2::int, $1::date, interval '1 day') AS d`,
    [now, DAYS + 1],
  );
  // Other merchants share the partitions, as in production.
  await seed([{ merchantId: small.merchantId, perDay: 100 }, { merchantId: crowd(1), perDay: 100 }], "a");
  const before = new Map<string, PageWork>();
  for (const [label, filter] of filters) before.set(label, await pageOneWork(small, filter));
  // The log grows twentyfold: a merchant with twenty times the events, and more of the crowd.
  await seed([{ merchantId: large.merchantId, perDay: 2_000 }, { merchantId: crowd(2), perDay: 2_000 }], "b");
  for (const [label, filter] of filters) work.set(label, { before: before.get(label)!, after: await pageOneWork(small, filter), large: await pageOneWork(large, filter) });
  if (process.env.PRINT_PAGE_WORK) console.log(JSON.stringify(Object.fromEntries(work), null, 1));
}, 300_000);

afterAll(async () => {
  await client?.end();
  await privateDb.drop();
});

describe("the event log's page 1 reads what it returns, not the log", () => {
  it.each(filters)("%s: a full page, reading about the rows it returns", (label) => {
    const { before, after, large } = work.get(label)!;
    for (const page of [before, after, large]) expect(page.rows).toBe(TAKE);
    // Once the partitions are more than a few pages (before the log grows, a day is 200 rows,
    // which the planner rightly reads whole): a merge reads each partition's next row, a few
    // more may be read ahead; walking a created_at index and filtering out the other merchants'
    // rows (what the plan did before `ownerOrdered`) reads as many more as they have.
    for (const page of [after, large]) expect(page.rowsExamined, JSON.stringify(page)).toBeLessThanOrEqual(TAKE * 1.25 + page.partitionsRead);
  });

  it.each(filters)("%s: the same page of a log twenty times larger costs the same", (label) => {
    const { before, after } = work.get(label)!;
    expect(after.reads).toBe(before.reads);
    expect(after.partitionsRead).toBe(before.partitionsRead);
    // One more index level per partition read is allowed; nothing that grows with the log.
    expect(after.buffers, JSON.stringify({ before, after })).toBeLessThanOrEqual(before.buffers + 2 * after.partitionsRead);
  });

  it.each(filters)("%s: a large merchant's page 1 reads its newest day (and the week below for a sparse filter), not the month", (label) => {
    const page = work.get(label)!.large;
    expect(page.partitionsRead, JSON.stringify(page)).toBeLessThanOrEqual(2);
    expect(page.buffers, JSON.stringify(page)).toBeLessThanOrEqual(work.get(label)!.before.buffers * 1.3 + 2 * page.partitionsRead);
  });
});
