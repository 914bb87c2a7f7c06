import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Its own Redis (a server, or a cluster under the redis-cluster project), because this file flushes
// it; its own database, because its sweeper repairs every merchant's rows. The sweep runs every 2 s:
// the checks that the flush did remove something race the repair, and at 300 ms a loaded run on
// the Redis Cluster saw the repair first.
const { privateRedis, privateDatabase } = await vi.hoisted(async () => {
  process.env.SWEEP_INTERVAL_MS = "2000";
  const { startPrivateRedis } = await import("./support/private-redis.js");
  const { startPrivateDatabase } = await import("./support/private-database.js");
  return { privateRedis: await startPrivateRedis(), privateDatabase: await startPrivateDatabase() };
});

import { prisma } from "../src/platform/db/client.js";
import { jobForAttempt } from "../src/events/webhooks/jobs/webhook-delivery.js";
import { jobAddress } from "../src/platform/queues/enqueue.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { redis } from "../src/platform/redis.js";
import { createTestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { runWorkers } from "./support/workers.js";

let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  workers = await runWorkers([QUEUES.sweeper]);
});
afterAll(async () => {
  await workers.stop();
  redis.disconnect();
  await privateRedis.stop();
  await prisma.$disconnect();
  await privateDatabase.drop();
});

describe("after Redis is flushed", () => {
  it("job schedulers come back, so the sweeper keeps repairing what Redis lost", async () => {
    const sweeper = getQueue(QUEUES.sweeper);
    await waitFor(async () => ((await sweeper.getJobCounts("completed")).completed ?? 0) > 0, "a first sweep");

    await privateRedis.flushAll();
    expect(await sweeper.getJobScheduler("sweep")).toBeUndefined();
    expect((await sweeper.getJobCounts("completed")).completed).toBe(0);

    await waitFor(() => sweeper.getJobScheduler("sweep"), "the sweep scheduler to be re-created", 10_000);
    await waitFor(async () => ((await sweeper.getJobCounts("completed")).completed ?? 0) > 0, "a sweep after the flush", 10_000);
  });

  it("the sweeper re-enqueues a due webhook delivery whose job was lost", async () => {
    const { merchantId } = await createTestMerchant();
    // No delivery worker runs here: the job only waits, and nothing is ever sent.
    const endpoint = await insertEndpoint({ merchantId, url: "http://127.0.0.1:9/hooks" });
    await getQueue(QUEUES.webhookDelivery).waitUntilReady(); // producers fail fast until connected
    const eventId = await emitEvent({ merchantId });
    const delivery = await deliveryOf(eventId, endpoint.id);
    const job = jobAddress(jobForAttempt(1).for({ deliveryId: delivery.id, attempt: 1 }));
    const state = () => getQueue(job.queue).getJobState(job.jobId);
    await waitFor(async () => (await state()) === "waiting", "the delivery's job");
    // Due for longer than the sweeper's grace period for freshly committed deliveries.
    await prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { nextAttemptAt: new Date(Date.now() - 60_000) } });

    await privateRedis.flushAll();
    expect(await state()).toBe("unknown");
    await waitFor(async () => (await state()) === "waiting", "the sweeper to re-enqueue the delivery", 15_000);
  });
});
