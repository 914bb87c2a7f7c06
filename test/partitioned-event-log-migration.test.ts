// The migration that partitions the event log (20261127140000_partitioned_event_log) on a
// database holding rows on both sides of every cut it makes: days far back, either side of a
// UTC midnight, and beyond the days it creates (the default partition). Every row of the three
// tables must come out identical, each delivery and attempt in its event's day.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../src/platform/db/migrate.js";
import { withClient } from "../src/platform/db/one-off-client.js";
import { createDatabaseMigratedBefore, dropDatabase } from "./support/private-database.js";

const MIGRATION = "20261127140000_partitioned_event_log";
const DAY_MS = 86_400_000;
const server = process.env.DATABASE_URL!;
const name = `${new URL(server).pathname.slice(1)}_${randomBytes(3).toString("hex")}`;
let url: string;

const midnight = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
// Either side of today's and yesterday's midnights, far back, now, and past the days created ahead.
const EVENT_TIMES = [
  new Date(midnight.getTime() - 40 * DAY_MS + 5_000),
  new Date(midnight.getTime() - DAY_MS - 1),
  new Date(midnight.getTime() - DAY_MS),
  new Date(midnight.getTime() - 1),
  midnight,
  new Date(),
  new Date(midnight.getTime() + 30 * DAY_MS),
];

const EVENTS = `SELECT id, merchant_id, mode, type, data, endpoint_id, created_at, object_id FROM events ORDER BY id`;
const DELIVERIES = `SELECT id, endpoint_id, event_id, merchant_id, mode, status, attempt_count, first_attempt_at, next_attempt_at,
                           recovered_by_id, created_at, updated_at FROM webhook_deliveries ORDER BY id`;
const ATTEMPTS = `SELECT id, delivery_id, number, at, status_code, duration_ms, error, response_body FROM webhook_attempts ORDER BY id`;

async function everyRow() {
  return withClient(url, async (c) => ({
    events: (await c.query(EVENTS)).rows,
    deliveries: (await c.query(DELIVERIES)).rows,
    attempts: (await c.query(ATTEMPTS)).rows,
  }));
}

beforeAll(async () => {
  url = await createDatabaseMigratedBefore(server, name, MIGRATION);
  await withClient(url, async (c) => {
    await c.query(`INSERT INTO webhook_endpoints (id, merchant_id, mode, url, events, secret_ciphertext)
                   VALUES ('we_mig1', 'acct_mig', 'test', 'https://example.com/a', '{ping}', 'x'),
                          ('we_mig2', 'acct_mig', 'live', 'https://example.com/b', '{ping}', 'x')`);
    for (const [i, at] of EVENT_TIMES.entries()) {
      await c.query(`INSERT INTO events (id, merchant_id, mode, type, data, endpoint_id, created_at)
                     VALUES ($1, 'acct_mig', 'test', 'ping', $2, $3, $4)`, [`evt_mig${i}`, { id: `obj_${i}`, n: i }, i % 2 ? "we_mig1" : null, at]);
      for (const endpoint of ["we_mig1", "we_mig2"]) {
        const delivery = `whd_mig${i}_${endpoint}`;
        // A delivery made later than its event (a replay), attempted later still.
        const created = new Date(at.getTime() + i * 3_600_000);
        await c.query(`INSERT INTO webhook_deliveries (id, endpoint_id, event_id, merchant_id, mode, status, attempt_count, first_attempt_at, created_at, updated_at)
                       VALUES ($1, $2, $3, 'acct_mig', 'test', 'retrying', 2, $4, $4, $4)`, [delivery, endpoint, `evt_mig${i}`, created]);
        for (const number of [1, 2]) {
          await c.query(`INSERT INTO webhook_attempts (id, delivery_id, number, at, status_code, duration_ms, error, response_body)
                         VALUES ($1, $2, $3, $4, 500, 12, NULL, 'no')`, [`wha_mig${i}_${endpoint}_${number}`, delivery, number, new Date(created.getTime() + number * DAY_MS)]);
        }
      }
    }
  });
});

afterAll(async () => {
  await dropDatabase(server, name);
});

describe("partitioning the event log", () => {
  it("moves every event, delivery and attempt unchanged, each delivery and attempt into its event's day", async () => {
    const before = await everyRow();
    expect(before.events).toHaveLength(EVENT_TIMES.length);
    expect(before.deliveries).toHaveLength(EVENT_TIMES.length * 2);
    expect(before.attempts).toHaveLength(EVENT_TIMES.length * 4);

    // Later migrations follow it; this one runs first.
    expect((await migrate(url)).applied[0]).toBe(MIGRATION);
    expect(await everyRow()).toEqual(before);

    const placement = await withClient(url, async (c) => ({
      events: (await c.query<{ id: string; part: string }>(`SELECT id, tableoid::regclass::text AS part FROM events ORDER BY id`)).rows,
      mismatched: (await c.query(`
        SELECT d.id FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
         WHERE d.event_created_at <> e.created_at OR substring(d.tableoid::regclass::text from '_(p\\d+|default)$') <> substring(e.tableoid::regclass::text from '_(p\\d+|default)$')
        UNION ALL
        SELECT a.id FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
         WHERE a.event_created_at <> d.event_created_at OR substring(a.tableoid::regclass::text from '_(p\\d+|default)$') <> substring(d.tableoid::regclass::text from '_(p\\d+|default)$')`)).rows,
    }));
    const day = (at: Date) => `events_p${at.toISOString().slice(0, 10).replaceAll("-", "")}`;
    expect(placement.events.map((row) => row.part)).toEqual([...EVENT_TIMES.slice(0, -1).map(day), "events_default"]);
    expect(placement.mismatched).toEqual([]);
  }, 180_000);
});
