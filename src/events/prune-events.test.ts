import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PRUNE_INTERVAL_MS = "1000";
});

import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { waitFor } from "../../test/support/wait.js";
import { runWorkers } from "../../test/support/workers.js";
import type { Mode } from "../http/auth/api-key-format.js";
import { prisma } from "../platform/db/client.js";
import { newId } from "../platform/ids.js";
import { encryptSecret } from "./webhooks/secrets.js";
import { pruneDeletedEndpoints } from "./prune-events.js";

// Expired events, deliveries and attempts go by whole partitions: src/platform/partitions/maintain-partitions.test.ts.

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
      data: { id: deliveryId, endpointId, eventId, eventCreatedAt: createdAt, merchantId: merchant.merchantId, mode: "test", status: "exhausted", attemptCount: attempts, createdAt },
    });
    await prisma.webhookAttempt.createMany({
      data: Array.from({ length: attempts }, (_, i) => ({
        id: newId("attempt"),
        deliveryId,
        eventCreatedAt: createdAt,
        number: i + 1,
        at: createdAt,
        statusCode: 500,
        durationMs: 3,
      })),
    });
  }
  return { eventId, deliveryIds };
}

async function counts(endpointIds: string[]) {
  const deliveries = await prisma.webhookDelivery.findMany({ where: { endpointId: { in: endpointIds } }, select: { id: true } });
  return {
    endpoints: await prisma.webhookEndpoint.count({ where: { id: { in: endpointIds } } }),
    deliveries: deliveries.length,
    attempts: await prisma.webhookAttempt.count({ where: { deliveryId: { in: deliveries.map((d) => d.id) } } }),
  };
}

describe("pruneDeletedEndpoints", () => {
  it("removes endpoints soft-deleted before the window with their deliveries and attempts, keeps recently deleted and live ones", async () => {
    const longGone = await seedEndpoint(daysAgo(100));
    await seedEvent(daysAgo(101), [longGone]);
    const recentlyDeleted = await seedEndpoint(daysAgo(10));
    await seedEvent(daysAgo(11), [recentlyDeleted]);
    const active = await seedEndpoint();
    await seedEvent(new Date(), [active]);

    const result = await pruneDeletedEndpoints();
    expect(result).toMatchObject({ capped: false });
    expect(result.endpoints).toBeGreaterThanOrEqual(1);
    expect(await counts([longGone])).toEqual({ endpoints: 0, deliveries: 0, attempts: 0 });
    // No foreign key cascades to the attempts: none may be left behind without their delivery.
    expect(await prisma.$queryRaw`SELECT id FROM webhook_attempts a WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.id = a.delivery_id)`).toEqual([]);
    expect(await counts([recentlyDeleted])).toEqual({ endpoints: 1, deliveries: 1, attempts: 2 });
    expect(await counts([active])).toEqual({ endpoints: 1, deliveries: 1, attempts: 2 });
  });

  it("stops at the per-run batch cap and finishes on the next run", async () => {
    const gone = [await seedEndpoint(daysAgo(120)), await seedEndpoint(daysAgo(120)), await seedEndpoint(daysAgo(120))];
    const first = await pruneDeletedEndpoints({ endpointBatch: 1, maxBatches: 1 });
    expect(first).toEqual({ endpoints: 1, capped: true });
    const second = await pruneDeletedEndpoints({ endpointBatch: 1 });
    expect(second.capped).toBe(false);
    expect((await counts(gone)).endpoints).toBe(0);
  });
});

describe("the prune-expired-events job", () => {
  let workers: { stop: () => Promise<void> } | undefined;
  afterAll(async () => {
    await workers?.stop();
  });

  it("runs on its schedule on the event-pruning queue", async () => {
    const gone = await seedEndpoint(daysAgo(95));
    await seedEvent(daysAgo(96), [gone]);
    workers = await runWorkers(["event-pruning"]);
    await waitFor(async () => (await prisma.webhookEndpoint.count({ where: { id: gone } })) === 0, "the scheduled prune", 15_000);
    expect(await counts([gone])).toEqual({ endpoints: 0, deliveries: 0, attempts: 0 });
  });
});
