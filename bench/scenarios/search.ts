import { describe, isMissingRoute, NotAvailable } from "../support/api-client.js";
import { withClient } from "../../src/platform/db/one-off-client.js";
import { copySessions, deriveSearchRows, seedAddress, seedSessionId } from "../../test/support/search-seed.js";
import { runSequential } from "../support/load-client.js";
import { fmtMs, fmtNumber } from "../support/stats.js";
import { clientFor, jsonHeaders } from "./shared.js";
import { verdict, type Scenario } from "./types.js";

const TARGET_P99_MS = 100;
const DAY_MS = 86_400_000;

/**
 * The dashboard's searches (contract section 14) at scale: one merchant with `sessions`
 * verification sessions streamed in with COPY (not one INSERT each), its customers and reviews
 * and the latest sessions' events derived in SQL, ANALYZEd; then every filter of
 * GET /v1/verification-sessions, /customers, /reviews and /events is fetched `samples` times, one
 * request at a time, and its p99 held to 100 ms. test/search-plans.test.ts checks the same
 * statements' plans (no sequential scan).
 */
export const searchScenario: Scenario = {
  name: "search",
  title: "Search and filters at 1M sessions",
  async run(ctx) {
    const { sessions, eventsForLatest, samples } = ctx.params.search;
    const merchant = ctx.merchants.search;
    const client = clientFor(ctx, merchant);
    const probe = await client.get("/api/v1/verification-sessions?limit=1&flow=wallet");
    if (isMissingRoute(probe) || probe.status === 400) throw new NotAvailable("session search is not built yet");
    if (probe.status !== 200) throw new Error(`searching sessions answered ${describe(probe)}`);

    ctx.log(`seeding ${fmtNumber(sessions)} sessions with COPY`);
    const newest = new Date();
    const seedStarted = Date.now();
    await withClient(ctx.settings.databaseUrl, async (db) => {
      await copySessions(db, { merchantId: merchant.merchantId, mode: "test", count: sessions, newest });
      await deriveSearchRows(db, merchant.merchantId, "test", { eventsForLatest });
      for (const table of ["verification_sessions", "customers", "reviews", "events"]) await db.query(`ANALYZE ${table}`);
    });
    const seedMs = Date.now() - seedStarted;

    const some = Math.floor(sessions / 3) + 7; // a row in the middle of the history
    const weekAgo = new Date(newest.getTime() - 7 * DAY_MS).toISOString();
    const filters: [string, string][] = [
      ["sessions: newest", "/api/v1/verification-sessions"],
      ["sessions: id", `/api/v1/verification-sessions?id=${seedSessionId(merchant.merchantId, "test", some)}`],
      ["sessions: status", "/api/v1/verification-sessions?status=requires_review"],
      ["sessions: customer prefix", `/api/v1/verification-sessions?customer_prefix=${seedAddress(some).slice(0, 8)}`],
      ["sessions: flow", "/api/v1/verification-sessions?flow=email"],
      ["sessions: metadata", `/api/v1/verification-sessions?metadata=${encodeURIComponent(`order_id=order_${some}`)}`],
      ["sessions: created range", `/api/v1/verification-sessions?created_gte=${weekAgo}`],
      ["sessions: status+flow+range", `/api/v1/verification-sessions?status=completed&flow=phone&created_gte=${weekAgo}`],
      ["customers: address prefix", `/api/v1/customers?address_prefix=${seedAddress(some).slice(0, 8)}`],
      ["customers: kyc status", "/api/v1/customers?kyc_status=suspended"],
      ["customers: created range", `/api/v1/customers?created_gte=${weekAgo}`],
      ["reviews: status", "/api/v1/reviews?status=flagged"],
      ["reviews: status+range", `/api/v1/reviews?status=resolved&created_gte=${weekAgo}`],
      ["events: type", "/api/v1/events?type=verification_session.completed"],
      ["events: object id", `/api/v1/events?object_id=${seedSessionId(merchant.merchantId, "test", 42)}`],
    ];
    for (const [name, path] of filters) {
      const res = await client.get<{ data: unknown[] }>(`${path}${path.includes("?") ? "&" : "?"}limit=25`);
      if (res.status !== 200) throw new Error(`${name} answered ${describe(res)}`);
      if (res.body.data.length === 0) throw new Error(`${name} found nothing: the seed does not cover it`);
    }

    ctx.log(`timing ${filters.length} searches, ${samples} requests each, in rounds`);
    const timed = await runSequential("searches", {
      baseUrl: ctx.api.baseUrl,
      paths: filters.map(([, path]) => path),
      headers: jsonHeaders(merchant),
      rounds: samples,
      warmupRounds: 5,
    });
    if (timed.failures > 0) throw new Error(`${timed.failures} search requests failed while timing`);
    const rows = filters.map(([name], i) => {
      const p99 = timed.perPath[i]!.p99;
      return { metric: `${name} p99`, value: fmtMs(p99), target: `< ${TARGET_P99_MS} ms`, verdict: verdict(p99 < TARGET_P99_MS) };
    });
    return {
      rows: [{ metric: "seeded (COPY + derived rows)", value: `${fmtNumber(sessions)} sessions in ${(seedMs / 1000).toFixed(0)} s`, target: "reported", verdict: "reported" }, ...rows],
      details: { sessions, eventsForLatest, samples, seedMs, perFilter: Object.fromEntries(filters.map(([name], i) => [name, timed.perPath[i]])) },
    };
  },
};
