import { describe, expect, it } from "vitest";
import { pool } from "../../platform/db/client.js";
import { recordAttemptsStatement, type AttemptToRecord } from "./record-attempt.js";

const item = (deliveryId: string, ok: boolean): AttemptToRecord => ({
  deliveryId,
  eventCreatedAt: new Date(),
  attempt: { number: 1, at: new Date(), ok, statusCode: ok ? 200 : 500, durationMs: 3, error: null, responseBody: null },
  outcome: ok
    ? { status: "succeeded", firstAttemptAt: new Date(), nextAttemptAt: null }
    : { status: "retrying", firstAttemptAt: new Date(), nextAttemptAt: new Date(Date.now() + 60_000) },
});

// A partition's index or table as its partitioned parent's (webhook_deliveries_p20261127_pkey: webhook_deliveries_pkey).
const parentName = (name: string) => name.replace(/_(p\d{8}|default)(?=_|$)/, "");

/** The indexes the plan reads, and the tables it reads without one (partitions as their parent). */
function access(plan: Record<string, unknown>, out = { indexes: new Set<string>(), seqScans: new Set<string>() }) {
  if (typeof plan["Index Name"] === "string") out.indexes.add(parentName(plan["Index Name"]));
  if (plan["Node Type"] === "Seq Scan") out.seqScans.add(parentName(String(plan["Relation Name"])));
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) access(child, out);
  return out;
}

describe("the attempt-record statement", () => {
  it("finds deliveries by primary key only (never through the pending and retrying ones), even as a generic plan", async () => {
    const statement = recordAttemptsStatement([item("whd_a", true), item("whd_b", false)]);
    const client = await pool.connect();
    try {
      // What a prepared statement runs after its first executions: a plan that cannot see the ids.
      await client.query("BEGIN");
      // A quiet moment's statistics: thousands of settled deliveries, none in flight. The planner
      // then rates "status IN (pending, retrying)" as one row, and a plan driven by that index
      // would scan every retrying delivery per batch once an outage makes thousands of them.
      await client.query(`
        INSERT INTO webhook_endpoints (id, merchant_id, mode, url, events, secret_ciphertext)
        VALUES ('we_plan', 'acct_plan', 'test', 'https://example.com', '{ping}', 'x')`);
      await client.query(`INSERT INTO events (id, merchant_id, mode, type, data, created_at) VALUES ('evt_plan', 'acct_plan', 'test', 'ping', '{}', now())`);
      await client.query(`
        INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_created_at, merchant_id, mode, status, attempt_count)
        SELECT 'whd_plan' || g, 'we_plan', 'evt_plan', now(), 'acct_plan', 'test', 'succeeded', 1
          FROM generate_series(1, 20000) g`);
      await client.query("ANALYZE webhook_deliveries");
      await client.query("SET LOCAL plan_cache_mode = force_generic_plan");
      const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: Record<string, unknown> }] }>(
        `EXPLAIN (FORMAT JSON) ${statement.text}`,
        statement.values as unknown[],
      );
      const { indexes, seqScans } = access(rows[0]!["QUERY PLAN"][0].Plan);
      expect([...indexes].filter((name) => name.startsWith("webhook_deliveries"))).toEqual(["webhook_deliveries_pkey"]);
      expect(seqScans.has("webhook_deliveries")).toBe(false);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
