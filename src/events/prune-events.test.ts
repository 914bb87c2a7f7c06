import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PRUNE_INTERVAL_MS = "1000";
});

import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { waitFor } from "../../test/support/wait.js";
import { runWorkers } from "../../test/support/workers.js";
import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { newId } from "../ids.js";
import { encryptSecret } from "../webhooks/secrets.js";
import { pruneExpiredEvents } from "./prune-events.js";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let merchant: TestMerchant;

beforeAll(async () => {
  merchant = await createTestMerchant();
});

async function seedEndpoint(deletedAt: Date | null = null, mode: Mode = "test") {
  const id = newId("endpoint");
  await prisma.webhookEndpoint.create({
    data: { id, merchantId: merchant.merchantId, mode, url: "http://127.0.0.1:9/", events: ["ping"], secretCiphertext: encryptSecret("pbwh_x"), deletedAt },
  });
  return id;
}

/** An event at `createdAt` with one delivery (and `attempts` attempts) per endpoint. */
async function seedEvent(createdAt: Date, endpointIds: string[], attempts = 2) {
  const eventId = newId("event");
  await prisma.event.create({ data: { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "ping", data: { message: "x" }, createdAt } });
  const deliveryIds: string[] = [];
  for (const endpointId of endpointIds) {
    const deliveryId = newId("delivery");
    deliveryIds.push(deliveryId);
    await prisma.webhookDelivery.create({
      data: { id: deliveryId, endpointId, eventId, merchantId: merchant.merchantId, mode: "test", status: "exhausted", attemptCount: attempts, createdAt },
    });
    await prisma.webhookAttempt.createMany({
      data: Array.from({ length: attempts }, (_, i) => ({
        id: newId("attempt"),
        deliveryId,
        number: i + 1,
        at: createdAt,
        statusCode: 500,
        durationMs: 3,
      })),
    });
  }
  return { eventId, deliveryIds };
}

async function counts(eventIds: string[]) {
  const deliveries = await prisma.webhookDelivery.findMany({ where: { eventId: { in: eventIds } }, select: { id: true } });
  return {
    events: await prisma.event.count({ where: { id: { in: eventIds } } }),
    deliveries: deliveries.length,
    attempts: await prisma.webhookAttempt.count({ where: { deliveryId: { in: deliveries.map((d) => d.id) } } }),
  };
}

describe("pruneExpiredEvents", () => {
  it("removes events older than the window with their deliveries and attempts, in batches, and nothing newer", async () => {
    const endpoints = [await seedEndpoint(), await seedEndpoint(), await seedEndpoint()];
    const old = [];
    for (let i = 0; i < 7; i++) old.push(await seedEvent(daysAgo(91 + i), endpoints));
    const edge = await seedEvent(daysAgo(89.9), endpoints);
    const fresh = await seedEvent(new Date(), endpoints);
    const oldIds = old.map((e) => e.eventId);
    expect(await counts(oldIds)).toEqual({ events: 7, deliveries: 21, attempts: 42 });

    // Tiny batches exercise every loop: 3 events per batch, 2 deliveries per statement.
    const result = await pruneExpiredEvents({ eventBatch: 3, deliveryBatch: 2 });
    expect(result.capped).toBe(false);
    expect(result.events).toBeGreaterThanOrEqual(7);
    expect(result.deliveries).toBeGreaterThanOrEqual(21);

    expect(await counts(oldIds)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await counts([edge.eventId, fresh.eventId])).toEqual({ events: 2, deliveries: 6, attempts: 12 });
    expect(await prisma.webhookEndpoint.count({ where: { id: { in: endpoints } } })).toBe(3);
  });

  it("stops at the per-run statement cap and finishes on the next run", async () => {
    const endpoint = await seedEndpoint();
    const old = [];
    for (let i = 0; i < 4; i++) old.push(await seedEvent(daysAgo(120), [endpoint], 1));
    const oldIds = old.map((e) => e.eventId);

    const first = await pruneExpiredEvents({ eventBatch: 1, deliveryBatch: 1, maxStatements: 3 });
    expect(first.capped).toBe(true);
    const left = await counts(oldIds);
    expect(left.events).toBeGreaterThan(0);
    expect(left.events).toBeLessThan(4);

    const second = await pruneExpiredEvents({ eventBatch: 1, deliveryBatch: 1 });
    expect(second.capped).toBe(false);
    expect(await counts(oldIds)).toEqual({ events: 0, deliveries: 0, attempts: 0 });
  });

  it("removes endpoints soft-deleted before the window, keeps recently deleted and live ones", async () => {
    const longGone = await seedEndpoint(daysAgo(100));
    const { eventId } = await seedEvent(daysAgo(101), [longGone]);
    const recentlyDeleted = await seedEndpoint(daysAgo(10));
    const kept = await seedEvent(daysAgo(11), [recentlyDeleted]);
    const active = await seedEndpoint();

    const result = await pruneExpiredEvents();
    expect(result.endpoints).toBeGreaterThanOrEqual(1);
    expect(await prisma.webhookEndpoint.findMany({ where: { id: { in: [longGone, recentlyDeleted, active] } }, select: { id: true } })).toEqual(
      expect.arrayContaining([{ id: recentlyDeleted }, { id: active }]),
    );
    expect(await prisma.webhookEndpoint.count({ where: { id: longGone } })).toBe(0);
    expect(await counts([eventId])).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await counts([kept.eventId])).toEqual({ events: 1, deliveries: 1, attempts: 2 });
  });
});

describe("the prune-expired-events job", () => {
  let workers: { stop: () => Promise<void> } | undefined;
  afterAll(async () => {
    await workers?.stop();
  });

  it("runs on its schedule on the event-pruning queue", async () => {
    const endpoint = await seedEndpoint();
    const old = await seedEvent(daysAgo(95), [endpoint]);
    const fresh = await seedEvent(new Date(), [endpoint]);
    workers = await runWorkers(["event-pruning"]);
    await waitFor(async () => (await prisma.event.count({ where: { id: old.eventId } })) === 0, "the scheduled prune", 15_000);
    expect(await counts([old.eventId])).toEqual({ events: 0, deliveries: 0, attempts: 0 });
    expect(await counts([fresh.eventId])).toEqual({ events: 1, deliveries: 1, attempts: 2 });
  });
});
