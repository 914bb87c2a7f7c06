import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Its own redis-server, because this file flushes it.
const { redisServer } = await vi.hoisted(async () => {
  const port = 10_000 + Math.floor(Math.random() * 20_000); // below the ephemeral port range
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.SWEEP_INTERVAL_MS = "300";
  const { startRedisServer } = await import("./support/redis-server.js");
  return { redisServer: await startRedisServer(port) };
});

import { Redis } from "ioredis";
import { getQueue } from "../src/queues/factory.js";
import { QUEUES } from "../src/queues/names.js";
import { runWorkers } from "./support/workers.js";
import { waitFor } from "./support/wait.js";

let workers: { stop: () => Promise<void> };
beforeAll(async () => {
  workers = await runWorkers([QUEUES.sweeper]);
});
afterAll(async () => {
  await workers.stop();
  await redisServer.stop();
});

describe("job schedulers", () => {
  it("come back after Redis is flushed, so the sweeper keeps repairing what Redis lost", async () => {
    const sweeper = getQueue(QUEUES.sweeper);
    await waitFor(async () => ((await sweeper.getJobCounts("completed")).completed ?? 0) > 0, "a first sweep");

    const admin = new Redis(redisServer.url);
    try {
      await admin.flushall();
    } finally {
      admin.disconnect();
    }
    expect(await sweeper.getJobScheduler("sweep")).toBeUndefined();
    expect((await sweeper.getJobCounts("completed")).completed).toBe(0);

    await waitFor(() => sweeper.getJobScheduler("sweep"), "the sweep scheduler to be re-created", 10_000);
    await waitFor(async () => ((await sweeper.getJobCounts("completed")).completed ?? 0) > 0, "a sweep after the flush", 10_000);
  });
});
