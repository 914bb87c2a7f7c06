import { afterAll, beforeAll, expect, it, vi } from "vitest";

// The delivery statements at a 30-day retention's size. Partitions are per database: this file
// makes a month of them on a private one.
const database = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("../../../test/support/private-database.js");
  return startPrivateDatabase();
});

import pg from "pg";
import { parentName, preparedPlan, type PlanNode } from "../../../test/support/generic-plans.js";
import { config } from "../../platform/config.js";
import { pool, prisma } from "../../platform/db/client.js";
import { PARTITIONED_TABLES } from "../../platform/partitions/partitioned-tables.js";
import { deliveryDaysStatement, loadDeliveriesForAttempt, loadDeliveriesStatement } from "./load-delivery.js";
import { recordAttemptsStatement, type AttemptToRecord } from "./record-attempt.js";

const DAYS = 30;
const PER_DAY = 200;
const DAY_MS = 86_400_000;

afterAll(async () => {
  await client?.end();
  await prisma.$disconnect();
  await pool.end();
  await database.drop();
});

let client: pg.Client;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const dayOf = (d: number) => new Date(today - d * DAY_MS + 12 * 3_600_000);

// A 30-day retention's partitions, each day with its events and their deliveries (at noon).
beforeAll(async () => {
  client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  for (const { table, key } of PARTITIONED_TABLES)
    await client.query(`SELECT pb_create_day_partition($1, $2, d::date) FROM generate_series(current_date - $3::int, current_date, interval '1 day') AS d`, [table, key, DAYS]);
  await client.query(`INSERT INTO webhook_endpoints (id, merchant_id, mode, url, events, secret_ciphertext) VALUES ('we_month', 'acct_month', 'test', 'https://example.com', '{ping}', 'x')`);
  // Each day: its events, each with a delivery, at noon.
  await client.query(
    `INSERT INTO events (id, merchant_id, mode, type, data, created_at)
     SELECT 'evt_m' || d || '_' || g, 'acct_month', 'test', 'ping', '{}', to_timestamp($1::bigint / 1000) - d * interval '1 day' + interval '12 hours'
       FROM generate_series(1, $2::int) d, generate_series(1, $3::int) g`,
    [today, DAYS, PER_DAY],
  );
  await client.query(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_created_at, merchant_id, mode, status, attempt_count)
     SELECT 'whd_m' || substr(id, 6), 'we_month', id, created_at, 'acct_month', 'test', 'pending', 0 FROM events WHERE merchant_id = 'acct_month'`,
  );
  await client.query("ANALYZE events, webhook_deliveries, webhook_attempts");
});

/** Each scan of a webhook_deliveries partition in a plan, in plan order (a partition read twice is listed twice). */
function deliveryScans(plan: PlanNode): string[] {
  const relation = plan["Relation Name"];
  const own = relation && relation !== "webhook_deliveries" && parentName(relation) === "webhook_deliveries" && plan["Node Type"] !== "ModifyTable" ? [relation] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(deliveryScans)];
}

/** The partitions of webhook_deliveries a plan reads. */
const deliveryPartitions = (plan: PlanNode) => new Set(deliveryScans(plan));

const attemptOn = (deliveryId: string, eventCreatedAt: Date): AttemptToRecord => ({
  deliveryId,
  eventCreatedAt,
  attempt: { number: 1, at: new Date(), ok: true, statusCode: 200, durationMs: 3, error: null, responseBody: null },
  outcome: { status: "succeeded", firstAttemptAt: new Date(), nextAttemptAt: null },
});

/**
 * A generic plan cannot prune partitions on `= ANY($days)`: it lists every day. The record
 * statement is named (src/platform/db/sql.ts), so after its first five runs on a connection
 * Postgres may keep a generic plan; it does so only when that plan costs no more than the ones
 * made for the values. At a 30-day retention's size (a month of populated daily partitions) it
 * must not: the plan of each run reads only the days of its deliveries.
 */
it("at a month of populated days, the attempt-record statement stays planned for its values (its days' partitions only)", async () => {
  // As the pool runs it: one named statement on one connection, run with new values each time
  // (a batch of three deliveries from two days).
  const statements = Array.from({ length: 12 }, (_, run) => {
    const day = 1 + (run % (DAYS - 1));
    return recordAttemptsStatement([
      attemptOn(`whd_m${day}_${run + 1}`, dayOf(day)),
      attemptOn(`whd_m${day}_${run + 100}`, dayOf(day)),
      attemptOn(`whd_m${day + 1}_${run + 1}`, dayOf(day + 1)),
    ]);
  });
  const name = "pb_record_at_retention";
  for (const statement of statements) {
    const { rows } = await client.query({ name, text: statement.text, values: statement.values as unknown[] });
    expect(rows).toHaveLength(3);
  }
  const { rows: counts } = await client.query<{ generic_plans: string; custom_plans: string }>(
    "SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE name = $1",
    [name],
  );
  expect(counts).toEqual([{ generic_plans: "0", custom_plans: String(statements.length) }]);

  // What it avoids: the generic plan reads every day's partition, a plan for the values two.
  const last = statements.at(-1)!;
  await client.query("BEGIN");
  const generic = deliveryPartitions(await preparedPlan(client, { text: last.text, values: last.values as unknown[] }, "force_generic_plan"));
  const custom = deliveryPartitions(await preparedPlan(client, { text: last.text, values: last.values as unknown[] }, "force_custom_plan"));
  await client.query("ROLLBACK");
  expect(generic.size).toBeGreaterThanOrEqual(DAYS);
  expect(custom.size).toBe(2);
});

it("the delivery load statement plans only its deliveries' days' partitions; finding days reads each partition once", async () => {
  const items = [
    { deliveryId: "whd_m3_7", attempt: 1, eventCreatedAt: dayOf(3) },
    { deliveryId: "whd_m4_7", attempt: 1, eventCreatedAt: dayOf(4) },
  ];
  const planned = async (statement: { text: string; values: unknown[] }) => {
    await client.query("BEGIN");
    try {
      return await preparedPlan(client, statement, "force_custom_plan");
    } finally {
      await client.query("ROLLBACK");
    }
  };
  const partition = (day: Date) => `webhook_deliveries_p${day.toISOString().slice(0, 10).replaceAll("-", "")}`;
  const load = loadDeliveriesStatement(items);
  expect(deliveryPartitions(await planned({ text: load.text, values: load.values as unknown[] }))).toEqual(new Set([partition(dayOf(3)), partition(dayOf(4))]));
  // A job that names no day: its delivery's is found first, one scan of each partition.
  const find = deliveryDaysStatement(items.map((item) => item.deliveryId));
  const scans = deliveryScans(await planned({ text: find.text, values: find.values as unknown[] }));
  expect(scans.length).toBeGreaterThanOrEqual(DAYS);
  expect(new Set(scans).size).toBe(scans.length);

  // Loaded and claimed either way, on the pool (the pool's database is this file's).
  const [named, found] = await loadDeliveriesForAttempt([items[0]!, { deliveryId: "whd_m4_7", attempt: 1 }, { deliveryId: "whd_gone", attempt: 1 }]);
  expect([named?.id, named?.claim.claimed, named?.event.createdAt]).toEqual(["whd_m3_7", true, dayOf(3)]);
  expect([found?.id, found?.claim.claimed, found?.event.createdAt]).toEqual(["whd_m4_7", true, dayOf(4)]);
  expect((await loadDeliveriesForAttempt([{ deliveryId: "whd_gone", attempt: 1 }]))[0]).toBeNull();
});
