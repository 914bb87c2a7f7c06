// The dashboard's searches (contract section 14) are served by indexes: each filter's statement,
// exactly as the list runs it, is planned by Postgres over seeded, ANALYZEd tables, and no plan
// may read a big table sequentially. The bench's search scenario times the same statements at
// 1,000,000 sessions (bench/scenarios/search.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database of its own: the planner's statistics are those of the seeded rows alone, not of
// whatever other files left in the shared one (their events made the global created_at index
// look cheaper than the per-merchant ones).
const privateDb = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("./support/private-database.js");
  return startPrivateDatabase();
});

import pg from "pg";
import type { Owner } from "../src/http/auth/owner.js";
import { customerSearchStatement, type CustomerFilter } from "../src/customers/customer-search.js";
import { eventSearchStatement, type EventFilter } from "../src/events/event-search.js";
import type { Prisma } from "../src/platform/generated/prisma/client.js";
import { reviewSearchStatement, type ReviewFilter } from "../src/sessions/reviews/review-search.js";
import { sessionSearchStatement, type SessionFilter } from "../src/sessions/session-search.js";
import { requestLogSearchStatement, type RequestLogFilter } from "../src/reporting/request-log/request-log-search.js";
import { copySessions, deriveSearchRows, seedAddress, seedDestinationHash, seedSessionId } from "./support/search-seed.js";

const BIG_TABLES = ["sdk_flows", "verification_sessions", "customers", "reviews", "events", "request_log"];
const SESSIONS = 20_000;
const suffix = Math.random().toString(36).slice(2, 10);
const owner: Owner = { merchantId: `acct_plans${suffix}`, mode: "test" };
const newest = new Date();
const DAY = 86_400_000;

let client: pg.Client;
// Partitions of at most SMALL_PAGES pages: reading one whole costs the planner less than an index
// probe, so it rightly may. The newest day's partition is that small just after 00:00 UTC, when
// the seeded rows have only begun to reach it; a missing index still shows on the full ones.
const SMALL_PAGES = 16;
let smallPartitions = new Set<string>();
// A partition's index -> its partitioned parent index (Postgres names a partition's index after
// the partition's columns, cut to 63 bytes, so the name alone does not always lead back).
let parentIndex = new Map<string, string>();

interface PlanNode {
  "Node Type": string;
  /** The partition scanned, when the relation is one (its parent's name is "Relation Name"). */
  Partition?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

// A partition's table as its partitioned parent's (events_p20261127: events).
const parentName = (name: string | undefined) => name?.replace(/_(p\d{8}|default)(?=_|$)/, "");
const parentIndexName = (name: string | undefined) => (name === undefined ? undefined : (parentIndex.get(name) ?? name));

/** Every node of the plan, partitions' tables and indexes named as their parent's. */
function nodes(plan: PlanNode): PlanNode[] {
  const named = { ...plan, Partition: plan["Relation Name"], "Relation Name": parentName(plan["Relation Name"]), "Index Name": parentIndexName(plan["Index Name"]) };
  return [named, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(statement: Prisma.Sql): Promise<PlanNode[]> {
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values as unknown[]);
  return nodes(rows[0]!["QUERY PLAN"][0].Plan);
}

async function rowsOf<T>(statement: Prisma.Sql): Promise<T[]> {
  return (await client.query(statement.text, statement.values as unknown[])).rows as T[];
}

// The index each selective filter must be served by (the others may walk the newest-first index).
const SELECTIVE: Record<string, string> = {
  "sessions: id": "verification_sessions_pkey",
  "sessions: status": "verification_sessions_merchant_id_mode_status_created_at_id_idx",
  "sessions: customer address": "verification_sessions_merchant_id_mode_customer_address_cr_idx",
  "sessions: customer address prefix": "verification_sessions_merchant_id_mode_customer_address_cr_idx",
  "sessions: metadata key=value (unique)": "verification_sessions_metadata_idx",
  "sessions: free text, a metadata value under any key": "verification_sessions_metadata_values_idx",
  "sessions: email (keyed hash)": "sdk_flows_merchant_id_mode_email_hash_verified_at_idx",
  "sessions: phone (keyed hash)": "sdk_flows_merchant_id_mode_phone_hash_verified_at_idx",
  "customers: address prefix": "customers_merchant_id_mode_address_key",
  "customers: kyc status": "customers_merchant_id_mode_kyc_status_created_at_id_idx",
  "reviews: status": "reviews_merchant_id_mode_status_created_at_id_idx",
  "reviews: session": "reviews_session_id_key",
  "events: type": "events_merchant_id_mode_type_created_at_id_idx",
  "events: object id": "events_merchant_id_mode_object_id_created_at_id_idx",
  "request log: request id": "request_log_pkey",
  "request log: status": "request_log_merchant_id_mode_status_created_at_id_idx",
  "request log: key": "request_log_merchant_id_mode_api_key_id_created_at_id_idx",
};

function expectIndexed(plan: PlanNode[], label: string): void {
  const index = SELECTIVE[label.replace(/, page 2$/, "")];
  if (index) expect(plan.map((n) => n["Index Name"]), `${label} uses ${index}`).toContain(index);
  const seq = plan.filter((n) => n["Node Type"] === "Seq Scan" && BIG_TABLES.includes(n["Relation Name"] ?? "") && !smallPartitions.has(n.Partition ?? ""));
  expect(seq.map((n) => n["Relation Name"]), `${label}: ${JSON.stringify(plan.map((n) => [n["Node Type"], n["Relation Name"], n["Index Name"]]))}`).toEqual([]);
  expect(plan.some((n) => /Index|Bitmap/.test(n["Node Type"])), `${label} reads an index`).toBe(true);
  if (process.env.PRINT_PLANS) console.log(label, JSON.stringify(plan.map((n) => [n["Node Type"], n["Index Name"]])));
}

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await copySessions(client, { ...owner, count: SESSIONS, newest });
  // Other merchants and the other mode share the tables, as in production.
  await copySessions(client, { merchantId: `acct_other${suffix}`, mode: "test", count: 5_000, newest });
  await copySessions(client, { ...owner, mode: "live", count: 5_000, newest });
  await deriveSearchRows(client, owner.merchantId, owner.mode);
  await deriveSearchRows(client, `acct_other${suffix}`, "test");
  // The event log is shared by every merchant: 200 more with 1,500 events each, so one merchant's
  // share of the log is what it is in production (small), not half of it.
  await client.query(
    `INSERT INTO events (id, merchant_id, mode, type, data, created_at)
     SELECT 'evt_crowd' || g, 'acct_crowd' || (g % 200), 'test', (ARRAY['verification_session.created','review.flagged','customer.associated'])[1 + g % 3],
            jsonb_build_object('id', 'vs_crowd' || g), now() - (g % 5000) * interval '1 second'
       FROM generate_series(1, 300000) AS g`,
  );
  // The request log: 20,000 requests of the owner among 200,000 of 100 other accounts, a few
  // keys each, mostly 200s.
  await client.query(
    `INSERT INTO request_log (id, merchant_id, mode, method, path, status, error_code, api_key_id, ip, latency_ms, created_at)
     SELECT 'req_plan' || g, CASE WHEN g % 11 = 0 THEN $1 ELSE 'acct_crowd' || (g % 100) END, 'test', 'GET',
            (ARRAY['/api/v1/verification-sessions','/api/v1/customers/0xabc','/api/v1/events'])[1 + g % 3],
            (ARRAY[200,200,200,200,200,201,201,400,404,500])[1 + g % 10], NULL, 'key_plan' || (g % 7), '127.0.0.1', 3,
            now() - (g % 50000) * interval '10 seconds'
       FROM generate_series(1, 220000) AS g`,
    [owner.merchantId],
  );
  for (const table of BIG_TABLES) await client.query(`ANALYZE ${table}`);
  const small = await client.query<{ name: string }>(`SELECT relname::text AS name FROM pg_class WHERE relispartition AND relkind = 'r' AND relpages <= $1`, [SMALL_PAGES]);
  smallPartitions = new Set(small.rows.map((row) => row.name));
  const indexes = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname::text AS child, p.relname::text AS parent
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE c.relkind = 'i' AND p.relkind = 'I'`,
  );
  parentIndex = new Map(indexes.rows.map((row) => [row.child, row.parent]));
});

afterAll(async () => {
  await client.end();
  await privateDb.drop();
});

const lastWeek = { gte: new Date(newest.getTime() - 7 * DAY), lt: newest };
const sessionCases: [string, SessionFilter, (row: Record<string, unknown>) => boolean][] = [
  ["no filter", {}, () => true],
  ["id", { id: seedSessionId(owner.merchantId, "test", 1234) }, (r) => r.id === seedSessionId(owner.merchantId, "test", 1234)],
  ["status", { status: "requires_review" }, (r) => r.status === "requires_review"],
  ["customer address", { customerAddress: seedAddress(77) }, (r) => r.customerAddress === seedAddress(77)],
  ["customer address prefix", { customerPrefix: seedAddress(77).slice(0, 8) }, (r) => String(r.customerAddress).startsWith(seedAddress(77).slice(0, 8))],
  ["flow", { flow: "email" }, (r) => (r.flows as string[]).includes("email")],
  ["metadata key=value (unique)", { metadata: { key: "order_id", value: "order_4321" } }, (r) => (r.metadata as Record<string, string>).order_id === "order_4321"],
  ["free text, a metadata value under any key", { metadataValue: "order_4321" }, (r) => (r.metadata as Record<string, string>).order_id === "order_4321"],
  ["email (keyed hash)", { emailHash: seedDestinationHash(seedSessionId(owner.merchantId, "test", 4324), "email") }, (r) => r.id === seedSessionId(owner.merchantId, "test", 4324)],
  ["phone (keyed hash)", { phoneHash: seedDestinationHash(seedSessionId(owner.merchantId, "test", 4321), "phone") }, (r) => r.id === seedSessionId(owner.merchantId, "test", 4321)],
  ["created range", { created: lastWeek }, (r) => (r.createdAt as Date) >= lastWeek.gte && (r.createdAt as Date) < lastWeek.lt],
  ["status + flow + created range", { status: "completed", flow: "phone", created: lastWeek }, (r) => r.status === "completed" && (r.flows as string[]).includes("phone")],
];

describe("search plans use indexes, never a sequential scan", () => {
  it.each(sessionCases)("sessions: %s", async (label, filter, matches) => {
    const first = sessionSearchStatement(owner, filter, null, 26);
    expectIndexed(await planOf(first), `sessions: ${label}`);
    const rows = await rowsOf<Record<string, unknown>>(first);
    expect(rows.length, `${label} finds seeded rows`).toBeGreaterThan(0);
    expect(rows.every(matches), `${label} returns only matching rows`).toBe(true);
    expect(rows.every((r) => r.merchantId === owner.merchantId && r.mode === "test")).toBe(true);
    // The next page, from the last row: the keyset condition keeps the plan indexed.
    const last = rows[rows.length - 1]!;
    expectIndexed(await planOf(sessionSearchStatement(owner, filter, { createdAt: last.createdAt as Date, id: last.id as string }, 26)), `sessions: ${label}, page 2`);
  });

  const customerCases: [string, CustomerFilter][] = [
    ["no filter", {}],
    ["address prefix", { addressPrefix: seedAddress(77).slice(0, 8) }],
    ["kyc status", { kycStatus: "suspended" }],
    ["created range", { created: lastWeek }],
    ["updated since", { updatedSince: new Date(newest.getTime() - DAY) }],
  ];
  it.each(customerCases)("customers: %s", async (label, filter) => {
    const statement = customerSearchStatement(owner, filter, null, 26);
    expectIndexed(await planOf(statement), `customers: ${label}`);
    expect((await rowsOf(statement)).length).toBeGreaterThan(0);
  });

  const reviewCases: [string, ReviewFilter][] = [
    ["no filter", {}],
    ["status", { status: "flagged" }],
    ["status + created range", { status: "resolved", created: lastWeek }],
    ["session", { sessionId: "" }],
  ];
  it.each(reviewCases)("reviews: %s", async (label, filter) => {
    if (filter.sessionId === "") filter.sessionId = (await client.query<{ session_id: string }>(`SELECT session_id FROM reviews WHERE merchant_id = $1 LIMIT 1`, [owner.merchantId])).rows[0]!.session_id;
    const statement = reviewSearchStatement(owner, filter, null, 26);
    expectIndexed(await planOf(statement), `reviews: ${label}`);
    expect((await rowsOf(statement)).length).toBeGreaterThan(0);
  });

  const sessionId = seedSessionId(owner.merchantId, "test", 42);
  const eventCases: [string, EventFilter][] = [
    ["no filter", {}],
    ["type", { type: "verification_session.completed" }],
    ["object id", { objectId: sessionId }],
    ["type + created range", { type: "verification_session.created", created: lastWeek }],
  ];
  it.each(eventCases)("events: %s", async (label, filter) => {
    const statement = eventSearchStatement(owner, filter, null, 26);
    expectIndexed(await planOf(statement), `events: ${label}`);
    expect((await rowsOf(statement)).length).toBeGreaterThan(0);
  });

  const requestLogCases: [string, RequestLogFilter][] = [
    ["no filter", {}],
    ["request id", { requestId: "req_plan11" }],
    ["status", { status: "404" }],
    ["status class", { status: "4xx" }],
    ["path prefix", { path: "/api/v1/customers" }],
    ["key", { apiKeyId: "key_plan3" }],
    ["status + created range", { status: "500", created: { gte: new Date(newest.getTime() - DAY), lt: newest } }],
  ];
  it.each(requestLogCases)("request log: %s", async (label, filter) => {
    const statement = requestLogSearchStatement(owner, filter, null, 26);
    expectIndexed(await planOf(statement), `request log: ${label}`);
    expect((await rowsOf(statement)).length).toBeGreaterThan(0);
  });
});
