import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { withClient } from "../../src/platform/db/one-off-client.js";
import { describe, isMissingRoute, NotAvailable, type ApiResponse } from "../support/api-client.js";
import { runSequential, type SequentialResult } from "../support/load-client.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import type { BenchMerchant } from "../support/seed-merchants.js";
import { clientFor, jsonHeaders } from "./shared.js";
import { verdict, type BenchContext, type Scenario } from "./types.js";

const DAY_MS = 86_400_000;
const LIMIT = 100;
const TYPES = [
  "verification_session.created", "verification_session.completed", "verification_session.failed", "verification_session.expired",
  "customer.associated", "review.flagged", "review.resolved", "reverification.submitted",
];
const FILTER_TYPE = "verification_session.completed";
const PARTITIONED = [["events", "created_at"], ["webhook_deliveries", "event_created_at"], ["webhook_attempts", "event_created_at"]] as const;

interface EventPage {
  data: { id: string }[];
  has_more: boolean;
  next_cursor: string | null;
}

/** `count` events of one merchant spread evenly over the last `days` days, streamed in with COPY. */
async function copyEvents(db: pg.ClientBase, merchantId: string, count: number, days: number, tag: string): Promise<void> {
  const newest = Date.now() - 60_000;
  const spread = (days * DAY_MS) / count;
  function* lines(): Generator<string> {
    let batch = "";
    for (let i = 0; i < count; i++) {
      const objectId = `vs_${tag}${String(i).padStart(20, "0")}`;
      const data = `{"id": "${objectId}", "object": "verification_session", "status": "completed"}`;
      batch += `evt_${tag}${String(i).padStart(19, "0")}\t${merchantId}\ttest\t${TYPES[i % TYPES.length]}\t${data}\t${new Date(newest - Math.floor(i * spread)).toISOString()}\n`;
      if (batch.length > 256_000) {
        yield batch;
        batch = "";
      }
    }
    if (batch) yield batch;
  }
  await pipeline(Readable.from(lines()), db.query(copyFrom(`COPY events (id, merchant_id, mode, type, data, created_at) FROM STDIN`)));
}

/** p50s of page 1, page `deepPage` and a type-filtered page 1 of one merchant's log, through the API. */
async function timeListing(ctx: BenchContext, merchant: BenchMerchant, label: string) {
  const { deepPage, samples } = ctx.params.eventLogScale;
  const client = clientFor(ctx, merchant);
  ctx.log(`${label}: walking ${deepPage - 1} pages for the cursor of page ${deepPage}`);
  let cursor: string | null = null;
  for (let page = 1; page < deepPage; page++) {
    const response: ApiResponse<EventPage> = await client.get<EventPage>(`/api/v1/events?limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    if (response.status !== 200) throw new Error(`page ${page} answered ${describe(response)}`);
    if (response.body.data.length !== LIMIT || !response.body.next_cursor) throw new Error(`the log ended at page ${page}; seed more events`);
    cursor = response.body.next_cursor;
  }
  const paths = [
    `/api/v1/events?limit=${LIMIT}`,
    `/api/v1/events?limit=${LIMIT}&cursor=${encodeURIComponent(cursor!)}`,
    `/api/v1/events?limit=${LIMIT}&type=${FILTER_TYPE}`,
  ];
  ctx.log(`${label}: timing page 1, page ${deepPage} and a type-filtered page, ${samples} requests each`);
  const timed: SequentialResult = await runSequential(`event log ${label}`, { baseUrl: ctx.api.baseUrl, paths, headers: jsonHeaders(merchant), rounds: samples, warmupRounds: 10 });
  if (timed.failures > 0) throw new Error(`${timed.failures} requests failed while timing`);
  const [first, deep, typed] = timed.perPath as [SequentialResult["perPath"][0], SequentialResult["perPath"][0], SequentialResult["perPath"][0]];
  return { first, deep, typed };
}

/** Seconds the pre-partitioning pruning (src/events/prune-events.ts before partitions) takes to delete what is older than `cutoff`: batches of 1,000 oldest events, each with a look for their deliveries, one DELETE per batch. */
async function deletePath(db: pg.ClientBase, cutoff: Date): Promise<{ ms: number; events: number }> {
  const started = performance.now();
  let events = 0;
  for (;;) {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM events WHERE created_at < $1 ORDER BY created_at LIMIT 1000`, [cutoff]);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    await db.query(`SELECT id FROM webhook_deliveries WHERE event_id = ANY ($1::text[]) LIMIT 5000`, [ids]);
    events += (await db.query(`DELETE FROM events WHERE id = ANY ($1::text[]) AND created_at < $2`, [ids, cutoff])).rowCount ?? 0;
  }
  return { ms: performance.now() - started, events };
}

/** Milliseconds to drop one day's partitions of the three tables in one transaction, as src/platform/partitions/maintain-partitions.ts does. */
async function dropPath(db: pg.ClientBase, day: Date): Promise<{ ms: number; events: number }> {
  const suffix = `_p${day.toISOString().slice(0, 10).replaceAll("-", "")}`;
  const events = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM events${suffix}`)).rows[0]!.n);
  const started = performance.now();
  await db.query("BEGIN");
  for (const [table] of PARTITIONED) await db.query(`DROP TABLE ${table}${suffix}`);
  await db.query("COMMIT");
  return { ms: performance.now() - started, events };
}

/**
 * The event log at scale (issue 27): COPY 100,000 events of one merchant (the reference) and
 * time GET /v1/events page 1, page 1,000 and a type-filtered page; then COPY 10,000,000 events
 * of another merchant over the same 30 days (daily partitions) and time the same. Then prune one
 * day both ways on the same data: the old batched DELETE path on the oldest day, dropping the
 * next day's partitions on the next.
 */
export const eventLogScaleScenario: Scenario = {
  name: "event-log-scale",
  title: "Event log at 10M events (partitioned)",
  async run(ctx) {
    const { events, reference, days } = ctx.params.eventLogScale;
    const [small, large] = [ctx.merchants.scaleRef, ctx.merchants.scale];
    const probe = await clientFor(ctx, small).get("/api/v1/events?limit=1");
    if (isMissingRoute(probe)) throw new NotAvailable("GET /v1/events is not built yet");

    return withClient(ctx.settings.databaseUrl, async (db) => {
      ctx.log(`creating daily partitions for the last ${days + 1} days`);
      for (const [table, key] of PARTITIONED) {
        await db.query(`SELECT pb_create_day_partition($1, $2, d::date) FROM generate_series(current_date - $3::int, current_date, interval '1 day') AS d`, [table, key, days + 1]);
      }

      ctx.log(`COPY ${fmtNumber(reference)} events (reference)`);
      await copyEvents(db, small.merchantId, reference, days, "ref");
      await db.query("ANALYZE events");
      const ref = await timeListing(ctx, small, `${fmtNumber(reference)} events`);

      ctx.log(`COPY ${fmtNumber(events)} events`);
      const seedStarted = Date.now();
      await copyEvents(db, large.merchantId, events, days, "big");
      await db.query("ANALYZE events");
      const seedMs = Date.now() - seedStarted;
      const big = await timeListing(ctx, large, `${fmtNumber(events)} events`);

      // The oldest day is partial (the log starts at this time of day): it goes first, unmeasured;
      // then two whole days, one each way.
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      const [partial, deleteDay, dropDay] = [days, days - 1, days - 2].map((n) => new Date(today - n * DAY_MS)) as [Date, Date, Date];
      await dropPath(db, partial);
      ctx.log("pruning one day: batched DELETE (old path), then dropping the next day's partitions");
      const deleted = await deletePath(db, dropDay);
      if (deleted.events === 0) throw new Error(`no events on ${deleteDay.toISOString()} to delete`);
      const dropped = await dropPath(db, dropDay);

      const pageRatio = ratio(big.first.p50, ref.first.p50);
      const deepRatio = ratio(big.deep.p50, ref.deep.p50);
      const typedRatio = ratio(big.typed.p50, ref.typed.p50);
      return {
        rows: [
          { metric: "seeded (COPY, daily partitions)", value: `${fmtNumber(events)} events in ${(seedMs / 1000).toFixed(0)} s`, target: "reported", verdict: "reported" },
          { metric: "page 1 p50 (10M / 100k)", value: `${fmtMs(big.first.p50)} / ${fmtMs(ref.first.p50)}`, ratio: fmtRatio(pageRatio), target: "≤ 1.3×", verdict: verdict(pageRatio <= 1.3) },
          { metric: "page 1,000 p50 (10M / 100k)", value: `${fmtMs(big.deep.p50)} / ${fmtMs(ref.deep.p50)}`, ratio: fmtRatio(deepRatio), target: "≤ 1.3×", verdict: verdict(deepRatio <= 1.3) },
          { metric: "type filter p50 (10M / 100k)", value: `${fmtMs(big.typed.p50)} / ${fmtMs(ref.typed.p50)}`, ratio: fmtRatio(typedRatio), target: "≤ 1.3×", verdict: verdict(typedRatio <= 1.3) },
          { metric: "prune one day: drop partitions", value: `${fmtMs(dropped.ms)} (${fmtNumber(dropped.events)} events)`, target: "< 1 s", verdict: verdict(dropped.ms < 1_000) },
          { metric: "prune one day: batched DELETE (old)", value: `${fmtMs(deleted.ms)} (${fmtNumber(deleted.events)} events)`, ratio: fmtRatio(ratio(deleted.ms, dropped.ms)), target: "reported", verdict: "reported" },
        ],
        details: { events, reference, days, seedMs, ref, big, deleted, dropped },
      };
    });
  },
};
