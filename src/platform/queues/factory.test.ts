import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Queue, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { randomListenPort } from "../../../test/support/ports.js";
import { startRedisServer } from "../../../test/support/redis-server.js";
import { waitFor } from "../../../test/support/wait.js";
import { config } from "../config.js";
import { createWorkerConnection } from "../redis.js";
import { closeWorker, createWorker } from "./factory.js";
import type { QueueName } from "./names.js";

describe("createWorker", () => {
  it("keeps the lock of a job it has taken but not yet started: a slow fill of its concurrency runs no job twice", async () => {
    // A queue of its own (the shared test process runs other workers on the real ones).
    const name = `lock-keeping-${randomBytes(4).toString("hex")}` as QueueName;
    const connection = createWorkerConnection();
    const queue = new Queue(name, { connection, prefix: config.QUEUE_PREFIX });
    await queue.addBulk(Array.from({ length: 40 }, (_, i) => ({ name: "work", data: {}, opts: { jobId: `job-${i}` } })));

    const runs: string[] = [];
    const stalled: string[] = [];
    const worker = createWorker(name, async (job: Job) => void runs.push(job.id!), { concurrency: 40, lockDuration: 1_000, stalledInterval: 250, autorun: false });
    worker.on("stalled", (jobId) => stalled.push(jobId));
    // A starved worker: each take of a job is slow (here 60 ms, so 40 take 2.4 s, over the 1 s
    // lock), and BullMQ takes up to `concurrency` jobs before it starts the first.
    const take = (worker as unknown as { moveToActive: (...args: unknown[]) => Promise<unknown> }).moveToActive.bind(worker);
    (worker as unknown as { moveToActive: (...args: unknown[]) => Promise<unknown> }).moveToActive = async (...args) => {
      await sleep(60);
      return take(...args);
    };
    try {
      void worker.run();
      await waitFor(async () => {
        const counts = await queue.getJobCounts("completed", "failed");
        return counts.completed! + counts.failed! === 40; // failed: stalled more often than BullMQ allows
      }, "every job to finish", 30_000, 100);
      await sleep(1_500); // a second run of a job would come now
      expect(stalled).toEqual([]);
      expect(runs.length).toBe(40);
      expect(new Set(runs).size).toBe(40);
      expect((await queue.getJobCounts("completed")).completed).toBe(40);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});

describe("closeWorker", () => {
  it("stops a worker that lived through a Redis restart once its running job is done (BullMQ's own close() can wait for good, taskforcesh/bullmq#4656)", async () => {
    const server = await startRedisServer(randomListenPort());
    const connection = new Redis(server.url, { maxRetriesPerRequest: null });
    const queueConnection = new Redis(server.url, { maxRetriesPerRequest: null });
    for (const client of [connection, queueConnection]) client.on("error", () => undefined); // refused while the server is down
    const queue = new Queue("restart-close", { connection: queueConnection });
    queue.on("error", () => undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    // drainDelay 1: the blocking wait's watchdog (drainDelay + 1 s) fires within the outage below,
    // which is what leaves the blocking client reconnecting with nothing to wake it.
    const worker = new Worker(
      "restart-close",
      async () => {
        running += 1;
        await held;
        running -= 1;
      },
      { connection, drainDelay: 1, concurrency: 2 },
    );
    worker.on("error", () => undefined);
    try {
      await queue.add("held", {}, { jobId: "held" });
      await waitFor(async () => running === 1, "the job to start");
      await server.stop();
      await sleep(3_000);
      await server.restart();

      let stopped = false;
      const stopping = closeWorker(worker, connection, () => running, 1_000).then(() => (stopped = true));
      await sleep(3_000);
      expect(stopped).toBe(false); // the job still runs
      release();
      await waitFor(async () => stopped, "closeWorker to return once the job is done", 30_000);
      await stopping;
      expect(running).toBe(0);
    } finally {
      release();
      await queue.close();
      queueConnection.disconnect();
      connection.disconnect();
      await server.stop();
    }
  }, 60_000);
});
