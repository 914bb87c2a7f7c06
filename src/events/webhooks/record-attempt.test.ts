import { describe, expect, it } from "vitest";
import { parentName, preparedPlan, type PlanMode, type PlanNode } from "../../../test/support/generic-plans.js";
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

/** The indexes the plan reads, and the tables it reads without one (partitions as their parent). */
function access(plan: PlanNode, out = { indexes: new Set<string>(), seqScans: new Set<string>() }) {
  if (plan["Index Name"]) out.indexes.add(parentName(plan["Index Name"]));
  if (plan["Node Type"] === "Seq Scan") out.seqScans.add(parentName(String(plan["Relation Name"])));
  for (const child of plan.Plans ?? []) access(child, out);
  return out;
}

/** The scans of `relation` in the plan, each with the nodes below it (a bitmap heap scan's index scans). */
function scansOf(plan: PlanNode, relation: string): PlanNode[] {
  if (plan["Relation Name"] === relation && plan["Node Type"] !== "ModifyTable") return [plan];
  return (plan.Plans ?? []).flatMap((child) => scansOf(child, relation));
}

describe("the attempt-record statement", () => {
  it("finds deliveries by primary key only (never through the pending and retrying ones), planned for its values and as a generic plan", async () => {
    const statement = recordAttemptsStatement([item("whd_a", true), item("whd_b", false)]);
    const client = await pool.connect();
    try {
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
      const planned = (mode: PlanMode) => preparedPlan(client, { text: statement.text, values: statement.values as unknown[] }, mode);
      // Planned for its values, the days it names prune the table to their partitions.
      const { indexes, seqScans } = access(await planned("force_custom_plan"));
      expect([...indexes].filter((name) => name.startsWith("webhook_deliveries"))).toEqual(["webhook_deliveries_pkey"]);
      expect(seqScans.has("webhook_deliveries")).toBe(false);
      // What a prepared statement may keep after its first runs: a plan that cannot see the ids or
      // the days, so it lists every partition; the one holding the deliveries is still read by its
      // primary key alone (near-empty partitions may be read whole: that is all they cost).
      const { rows: held } = await client.query<{ partition: string }>("SELECT DISTINCT tableoid::regclass::text AS partition FROM webhook_deliveries WHERE id LIKE 'whd_plan%'");
      expect(held).toHaveLength(1);
      const { partition } = held[0]!;
      const scans = scansOf(await planned("force_generic_plan"), partition);
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(access(scan), JSON.stringify(scan)).toEqual({ indexes: new Set(["webhook_deliveries_pkey"]), seqScans: new Set() });
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
