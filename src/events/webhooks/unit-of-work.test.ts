import { afterAll, describe, expect, it } from "vitest";
import { createTestMerchant } from "../../../test/support/factories.js";
import { prisma } from "../../platform/db/client.js";
import { query } from "../../platform/db/sql.js";
import { Prisma } from "../../platform/generated/prisma/client.js";
import { newId } from "../../platform/ids.js";
import { closeQueues } from "../../platform/queues/factory.js";
import { groupedInsertWithEvents } from "./unit-of-work.js";

interface Row {
  id: string;
  merchantId: string;
}

// A minimal session row per item: enough to show what the shared statement does with its items.
const insertRows = (rows: Row[]) => Prisma.sql`
  INSERT INTO verification_sessions (id, merchant_id, mode, status, flows, client_token_hash, metadata, expires_at)
  SELECT id, merchant_id, 'test', 'created', '{wallet}', 'hash-of-' || id, '{}', now() + interval '1 hour'
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.merchantId)}::text[]) AS x(id, merchant_id)`;
const insert = groupedInsertWithEvents(insertRows);

const eventFor = (row: Row) => ({
  merchantId: row.merchantId,
  mode: "test" as const,
  type: "verification_session.created" as const,
  data: { id: row.id, object: "verification_session" },
});

afterAll(() => closeQueues());

describe("groupedInsertWithEvents", () => {
  it("writes calls made together in one statement (one transaction), each with its own events", async () => {
    const { merchantId } = await createTestMerchant();
    const rows = Array.from({ length: 30 }, () => ({ id: newId("session"), merchantId }));
    const eventIds = await Promise.all(rows.map((row) => insert(row, [eventFor(row)])));

    const written = await query<{ xmin: string }>(Prisma.sql`SELECT xmin::text FROM verification_sessions WHERE id = ANY (${rows.map((r) => r.id)}::text[])`);
    expect(written).toHaveLength(30);
    expect(new Set(written.map((r) => r.xmin)).size).toBe(1);
    for (const [i, row] of rows.entries()) {
      expect(eventIds[i]).toHaveLength(1);
      const event = await prisma.event.findUniqueOrThrow({ where: { id: eventIds[i]![0]! } });
      expect(event).toMatchObject({ merchantId, type: "verification_session.created", data: { id: row.id } });
    }
  });

  it("when the shared statement fails, writes each item alone, so only the bad one fails", async () => {
    const { merchantId } = await createTestMerchant();
    const [existing] = [{ id: newId("session"), merchantId }];
    await insert(existing!, []);
    const good = [{ id: newId("session"), merchantId }, { id: newId("session"), merchantId }];

    const results = await Promise.allSettled([insert(good[0]!, [eventFor(good[0]!)]), insert(existing!, [eventFor(existing!)]), insert(good[1]!, [eventFor(good[1]!)])]);

    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: "23505" }); // the duplicate id
    expect(await prisma.verificationSession.count({ where: { id: { in: good.map((g) => g.id) } } })).toBe(2);
    const events = await prisma.event.findMany({ where: { merchantId } });
    expect(events.map((e) => (e.data as { id: string }).id).sort()).toEqual(good.map((g) => g.id).sort());
  });
});
