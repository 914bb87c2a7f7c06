import { afterAll, describe, expect, it, vi } from "vitest";

// Partitions are per database: this file works on a private one (the job drops and creates
// partitions of every table it lists, under everyone's rows).
const database = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("../../../test/support/private-database.js");
  return startPrivateDatabase();
});

import { pool, prisma } from "../db/client.js";
import { newId } from "../ids.js";
import { maintainPartitions } from "./maintain-partitions.js";
import { PARTITION_DAYS_AHEAD, PARTITIONED_TABLES } from "./partitioned-tables.js";

const DAY_MS = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const dayOffset = (days: number) => new Date(today.getTime() + days * DAY_MS);
const suffix = (day: Date) => `_p${day.toISOString().slice(0, 10).replaceAll("-", "")}`;
const TABLES = PARTITIONED_TABLES.map((t) => t.table);

afterAll(async () => {
  await prisma.$disconnect();
  await pool.end();
  await database.drop();
});

async function partitionsOf(table: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY 1`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** An event at `at` with one delivery and two attempts, written as the app writes them. */
async function seedEvent(at: Date) {
  const merchantId = "acct_partitions";
  const endpointId = "we_partitions";
  await pool.query(
    `INSERT INTO webhook_endpoints (id, merchant_id, mode, url, events, secret_ciphertext) VALUES ($1, $2, 'test', 'https://example.com', '{ping}', 'x') ON CONFLICT DO NOTHING`,
    [endpointId, merchantId],
  );
  const eventId = newId("event");
  const deliveryId = newId("delivery");
  await prisma.event.create({ data: { id: eventId, merchantId, mode: "test", type: "ping", data: {}, createdAt: at } });
  await prisma.webhookDelivery.create({
    data: { id: deliveryId, endpointId, eventId, eventCreatedAt: at, merchantId, mode: "test", status: "exhausted", attemptCount: 2, createdAt: new Date() },
  });
  await prisma.webhookAttempt.createMany({
    data: [1, 2].map((number) => ({ id: newId("attempt"), deliveryId, eventCreatedAt: at, number, at: new Date(), durationMs: 3 })),
  });
  return { eventId, deliveryId };
}

async function rowsOf(seeded: { eventId: string; deliveryId: string }) {
  return {
    events: await prisma.event.count({ where: { id: seeded.eventId } }),
    deliveries: await prisma.webhookDelivery.count({ where: { id: seeded.deliveryId } }),
    attempts: await prisma.webhookAttempt.count({ where: { deliveryId: seeded.deliveryId } }),
  };
}

/** The partition holding the event. */
async function partitionOfEvent(eventId: string): Promise<string> {
  const { rows } = await pool.query<{ part: string }>(`SELECT tableoid::regclass::text AS part FROM events WHERE id = $1`, [eventId]);
  return rows[0]!.part;
}

describe("maintainPartitions", () => {
  it("the migration made today and a week ahead; a run keeps it so and a second run changes nothing", async () => {
    for (const table of TABLES) {
      const names = await partitionsOf(table);
      for (let ahead = 0; ahead <= PARTITION_DAYS_AHEAD; ahead++) expect(names).toContain(`${table}${suffix(dayOffset(ahead))}`);
      expect(names).toContain(`${table}_default`);
    }
    await maintainPartitions();
    expect(await maintainPartitions()).toEqual({ created: [], dropped: [], defaultRowsDeleted: 0 });
  });

  it("creates the days ahead as time passes, for every table", async () => {
    const result = await maintainPartitions({ now: dayOffset(3) });
    expect(result.dropped).toEqual([]);
    expect(result.created.sort()).toEqual(
      TABLES.flatMap((table) => [1, 2, 3].map((d) => `${table}${suffix(dayOffset(PARTITION_DAYS_AHEAD + d))}`)).sort(),
    );
  });

  it("puts a row at a day's first and last millisecond into that day's partition", async () => {
    const first = await seedEvent(dayOffset(1));
    const last = await seedEvent(new Date(dayOffset(2).getTime() - 1));
    expect(await partitionOfEvent(first.eventId)).toBe(`events${suffix(dayOffset(1))}`);
    expect(await partitionOfEvent(last.eventId)).toBe(`events${suffix(dayOffset(1))}`);
  });

  it("moves rows that waited in the default partition into their day when it is created", async () => {
    const early = await seedEvent(dayOffset(PARTITION_DAYS_AHEAD + 6));
    expect(await partitionOfEvent(early.eventId)).toBe("events_default");
    const result = await maintainPartitions({ now: dayOffset(6) });
    expect(result.created).toContain(`events${suffix(dayOffset(PARTITION_DAYS_AHEAD + 6))}`);
    expect(await partitionOfEvent(early.eventId)).toBe(`events${suffix(dayOffset(PARTITION_DAYS_AHEAD + 6))}`);
    expect(await rowsOf(early)).toEqual({ events: 1, deliveries: 1, attempts: 2 });
  });

  it("drops the days wholly past retention: events, deliveries and attempts together; newer days untouched", async () => {
    const retention = PARTITIONED_TABLES[0]!.retentionDays();
    // Partitions for days long past, as a job running back then made them.
    await maintainPartitions({ now: dayOffset(-retention - 10) });
    const old = await seedEvent(new Date(dayOffset(-retention - 5).getTime() + 3_600_000));
    const straggler = await seedEvent(dayOffset(-retention - 1)); // no partition: waits in the default
    const edge = await seedEvent(new Date(Date.now() - retention * DAY_MS + 60_000)); // in the cutoff's day, inside the window
    const fresh = await seedEvent(new Date());
    expect(await partitionOfEvent(straggler.eventId)).toBe("events_default");

    const result = await maintainPartitions();
    for (const table of TABLES) {
      expect(result.dropped).toContain(`${table}${suffix(dayOffset(-retention - 5))}`);
      expect(await partitionsOf(table)).not.toContain(`${table}${suffix(dayOffset(-retention - 10))}`);
    }
    expect(result.defaultRowsDeleted).toBe(4); // the straggler's event, delivery and two attempts
    expect(await rowsOf(old)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await rowsOf(straggler)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await rowsOf(edge)).toEqual({ events: 1, deliveries: 1, attempts: 2 });
    expect(await rowsOf(fresh)).toEqual({ events: 1, deliveries: 1, attempts: 2 });
  });

  it("two runs at once both succeed and create each partition once", async () => {
    const runs = await Promise.all([maintainPartitions({ now: dayOffset(20) }), maintainPartitions({ now: dayOffset(20) })]);
    const created = runs.flatMap((run) => run.created);
    expect(new Set(created).size).toBe(created.length);
    expect(created.sort()).toEqual(TABLES.flatMap((table) => [20, 21, 22, 23, 24, 25, 26, 27].map((d) => `${table}${suffix(dayOffset(d))}`)).sort());
  });
});
