import { describe, isMissingRoute, NotAvailable, type ApiResponse } from "../support/api-client.js";
import { explain, seedEvents } from "../support/database.js";
import { runSequential } from "../support/load-client.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { clientFor, jsonHeaders } from "./shared.js";
import { verdict, type Scenario } from "./types.js";

interface EventPage {
  data: { id: string; created: string }[];
  has_more: boolean;
  next_cursor: string | null;
}

const LIMIT = 100;

// The deep page's query as listEvents() has Prisma build it (retention window + keyset), written
// out, to show its plan next to the numbers.
const KEYSET_SQL = `
SELECT id, type, mode::text, data, created_at FROM events
 WHERE merchant_id = $1 AND mode = 'test' AND created_at >= now() - interval '90 days'
   AND created_at <= $2 AND (created_at < $2 OR (created_at = $2 AND id < $3))
 ORDER BY created_at DESC, id DESC LIMIT ${LIMIT + 1} OFFSET 0`;

/**
 * GET /v1/events?limit=100 over a log of 200,000 events (one merchant, one mode, seeded in SQL).
 * The cursor of page 1,000 is found by walking every page; then page 1 and page 1,000 are fetched
 * alternately, one request at a time, and their median latencies compared.
 */
export const eventsPaginationScenario: Scenario = {
  name: "events-pagination",
  title: "Page through the event log",
  async run(ctx) {
    const { events, deepPage, samples } = ctx.params.pagination;
    const merchant = ctx.merchants.pages;
    const client = clientFor(ctx, merchant);
    const probe = await client.get("/api/v1/events?limit=1");
    if (isMissingRoute(probe)) throw new NotAvailable("GET /v1/events is not built yet");
    if (probe.status !== 200) throw new Error(`listing events answered ${describe(probe)}`);

    ctx.log(`seeding ${fmtNumber(events)} events in SQL`);
    const seedStarted = Date.now();
    await seedEvents(ctx.settings.databaseUrl, merchant.merchantId, "test", events);
    const seedMs = Date.now() - seedStarted;

    ctx.log(`walking ${deepPage} pages of ${LIMIT}`);
    const walkStarted = Date.now();
    const seen = new Set<string>();
    let cursor: string | null = null;
    let deepCursor: string | null = null;
    let lastOfPrevious: { id: string; created: string } | undefined;
    for (let page = 1; page <= deepPage; page++) {
      if (page === deepPage) deepCursor = cursor;
      const response: ApiResponse<EventPage> = await client.get<EventPage>(`/api/v1/events?limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      if (response.status !== 200) throw new Error(`page ${page} answered ${describe(response)}`);
      const { data, has_more, next_cursor } = response.body;
      if (data.length !== LIMIT) throw new Error(`page ${page} held ${data.length} events, expected ${LIMIT}`);
      for (const event of data) seen.add(event.id);
      if (page === deepPage - 1) lastOfPrevious = data[data.length - 1];
      if (!has_more || !next_cursor) throw new Error(`the log ended at page ${page}; seed more events`);
      cursor = next_cursor;
    }
    const walkMs = Date.now() - walkStarted;
    if (seen.size !== deepPage * LIMIT) throw new Error(`walking ${deepPage} pages returned ${seen.size} distinct events, expected ${deepPage * LIMIT}`);
    if (!deepCursor) throw new Error("no cursor for the deep page");

    const paths = ["/api/v1/events?limit=100", `/api/v1/events?limit=100&cursor=${encodeURIComponent(deepCursor)}`];
    ctx.log(`timing page 1 and page ${deepPage}, ${samples} requests each, alternating`);
    const timed = await runSequential("events pages", {
      baseUrl: ctx.api.baseUrl,
      paths,
      headers: jsonHeaders(merchant),
      rounds: samples,
      warmupRounds: 10,
    });
    if (timed.failures > 0) throw new Error(`${timed.failures} page requests failed while timing`);
    const [first, deep] = timed.perPath as [(typeof timed.perPath)[0], (typeof timed.perPath)[0]];
    const deepOverFirst = ratio(deep.p50, first.p50);

    const plan = lastOfPrevious
      ? await explain(ctx.settings.databaseUrl, KEYSET_SQL, [merchant.merchantId, lastOfPrevious.created, lastOfPrevious.id])
      : [];
    return {
      rows: [
        { metric: "page 1 p50", value: fmtMs(first.p50), target: "reported", verdict: "reported" },
        { metric: `page ${fmtNumber(deepPage)} p50`, value: fmtMs(deep.p50), target: "reported", verdict: "reported" },
        { metric: "deep / first (p50)", value: fmtRatio(deepOverFirst), target: "≤ 1.3", verdict: verdict(deepOverFirst <= 1.3) },
        { metric: "p99 page 1 / deep", value: `${fmtMs(first.p99)} / ${fmtMs(deep.p99)}`, target: "reported", verdict: "reported" },
      ],
      details: { events, deepPage, samples, seedMs, walkMs, walkPagesPerS: (deepPage * 1000) / walkMs, first, deep, keysetPlan: plan },
    };
  },
};
