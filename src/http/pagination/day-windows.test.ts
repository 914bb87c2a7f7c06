import { beforeAll, describe, expect, it } from "vitest";
import type { Owner } from "../auth/owner.js";
import { prisma } from "../../platform/db/client.js";
import { eventSearchStatement, searchEvents, type EventFilter } from "../../events/event-search.js";
import { retentionCutoff } from "../../events/list-events.js";
import type { CreatedRange } from "../created-range.js";
import { newId } from "../../platform/ids.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { readPartitionedPage } from "./day-windows.js";

// Pages of the day-partitioned event log read in day slabs must be exactly the pages of the
// unbounded query: a seeded log with gaps of empty days, rows on day boundaries and shared
// milliseconds, walked at several page sizes and filters.
const DAY = 86_400_000;
const now = new Date();
const today = Math.floor(now.getTime() / DAY) * DAY;
let owner: Owner;

/** Days back (from today, UTC) that have events; the gaps between them are empty days. */
const BUSY_DAYS = [0, 1, 3, 4, 9, 17, 30, 50, 88];
const TYPES = ["verification_session.created", "verification_session.completed"] as const;

function timesOf(daysBack: number): Date[] {
  if (daysBack === 0) return [0, 1, 1, 2, 3].map((m) => new Date(now.getTime() - 60_000 - m * 60_000));
  const start = today - daysBack * DAY;
  // Three rows at the day's first instant (the slab's inclusive lower bound), one a millisecond
  // before it (the previous day's last), and some in between.
  return [start + 12 * 3_600_000, start + 12 * 3_600_000, start + 3_600_000, start, start, start, start - 1].map((t) => new Date(t));
}

beforeAll(async () => {
  owner = { merchantId: (await createTestMerchant()).merchantId, mode: "test" };
  const times = [...BUSY_DAYS.flatMap(timesOf), new Date(today - 95 * DAY)]; // the last is past the retention
  await prisma.event.createMany({
    data: times.map((createdAt, i) => ({ id: newId("event"), merchantId: owner.merchantId, mode: "test" as const, type: TYPES[i % 2]!, data: { n: i }, createdAt })),
  });
});

async function unbounded(filter: EventFilter): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(eventSearchStatement(owner, filter, null, 10_000, now));
  return rows.map((r) => r.id);
}

async function walk(filter: EventFilter, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await searchEvents(owner, { limit, cursor }, filter);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.data.map((e) => e.id));
    if (!page.has_more) return seen;
    expect(page.data).toHaveLength(limit);
    cursor = page.next_cursor!;
  }
}

describe("event log pages read in day slabs", () => {
  const filters: [string, EventFilter][] = [
    ["no filter", {}],
    ["type", { type: "verification_session.completed" }],
    ["created range", { created: { gte: new Date(today - 40 * DAY), lt: new Date(today - 2 * DAY) } }],
    ["created range ending at a day's start", { created: { gte: new Date(today - 60 * DAY), lt: new Date(today - 9 * DAY) } }],
    ["created lt only, in the future", { created: { lt: new Date(now.getTime() + DAY) } }],
  ];
  it.each(filters)("%s: every page size walks exactly the unbounded query's rows", async (_label, filter) => {
    const expected = await unbounded(filter);
    expect(expected.length).toBeGreaterThan(3);
    for (const limit of [1, 2, 5, 7, 25, 100]) expect(await walk(filter, limit), `limit ${limit}`).toEqual(expected);
  });

  it("bounds a page from below: a page its cursor's day fills reads that day only", async () => {
    const rows = await prisma.$queryRaw<{ id: string; createdAt: Date }[]>(eventSearchStatement(owner, {}, null, 10_000, now));
    const dayStart = new Date(today - 17 * DAY);
    const cursor = rows.find((r) => r.createdAt.getTime() === dayStart.getTime() + 12 * 3_600_000)!; // the first of day 17's rows
    const windows: CreatedRange[] = [];
    const page = await readPartitionedPage({
      position: cursor,
      created: undefined,
      cutoff: retentionCutoff(now),
      now,
      take: 3,
      read: (window, take) => {
        windows.push(window);
        return prisma.$queryRaw<{ id: string }[]>(eventSearchStatement(owner, {}, cursor, take, now, window));
      },
    });
    expect(windows).toEqual([{ gte: dayStart, lt: undefined }]);
    const at = rows.indexOf(cursor);
    expect(page.map((r) => r.id)).toEqual(rows.slice(at + 1, at + 4).map((r) => r.id));
  });

  it("widens to the week below while a page is short, then reads to the floor", async () => {
    const windows: CreatedRange[] = [];
    const cutoff = retentionCutoff(now);
    await readPartitionedPage({
      position: null,
      created: undefined,
      cutoff,
      now,
      take: 10_000,
      read: (window, take) => {
        windows.push(window);
        return prisma.$queryRaw<{ id: string }[]>(eventSearchStatement(owner, {}, null, take, now, window));
      },
    });
    const back = (days: number) => new Date(today - days * DAY);
    expect(windows).toEqual([
      { gte: back(0), lt: undefined },
      { gte: back(7), lt: back(0) },
      { lt: back(7) },
    ]);
  });
});
