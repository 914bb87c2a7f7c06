import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Redis in front of a proxy that can stop answering while keeping its connections open (a hung
 * Redis, the case a fail-fast connection cannot see): a scrape must still answer quickly.
 */
const { proxy, METRICS_TOKEN } = await vi.hoisted(async () => {
  const { createServer, connect } = await import("node:net");
  const pairs = new Set<{ client: import("node:net").Socket; redis: import("node:net").Socket }>();
  const held: Array<[import("node:net").Socket, Buffer]> = [];
  let frozen = false;
  const target = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const server = createServer((client) => {
    const redis = connect(Number(target.port || 6379), target.hostname);
    const pair = { client, redis };
    pairs.add(pair);
    for (const s of [client, redis]) {
      s.on("error", () => s.destroy());
      s.on("close", () => pairs.delete(pair));
    }
    // Commands are forwarded only while not frozen; while frozen they are held back (never lost).
    client.on("data", (chunk) => (frozen ? held.push([redis, chunk]) : redis.write(chunk)));
    redis.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  const token = "metrics-token-for-tests-0123456789abcdef";
  process.env.METRICS_TOKEN = token;
  return {
    METRICS_TOKEN: token,
    proxy: {
      freeze: () => void (frozen = true),
      thaw: () => {
        frozen = false;
        for (const [socket, chunk] of held.splice(0)) socket.write(chunk);
      },
      close: () =>
        new Promise<void>((resolve) => {
          for (const { client, redis } of pairs) [client, redis].forEach((s) => s.destroy());
          server.close(() => resolve());
        }),
    },
  };
});

import { QUEUE_COUNTS_TIMEOUT_MS } from "../src/platform/metrics/metrics.js";
import { startApi, type TestApi } from "./support/api.js";
import { parseExposition, sampleSum } from "./support/metrics.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  proxy.thaw();
  await api?.close();
  await proxy.close();
});

async function timedScrape() {
  const started = Date.now();
  const response = await fetch(`${api.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const samples = parseExposition(await response.text());
  return { status: response.status, ms: Date.now() - started, samples };
}

describe("queue depth while Redis does not answer", () => {
  it("the scrape answers within the time budget, without the queue gauges, and says so", async () => {
    const before = await timedScrape();
    expect(before.status).toBe(200);
    expect(sampleSum(before.samples, "proofbase_queue_stats_up")).toBe(1);
    expect(before.samples.some((s) => s.name === "proofbase_queue_jobs")).toBe(true);

    proxy.freeze();
    const during = await timedScrape();
    expect(during.status).toBe(200);
    expect(during.ms).toBeGreaterThanOrEqual(QUEUE_COUNTS_TIMEOUT_MS - 50);
    expect(during.ms).toBeLessThan(QUEUE_COUNTS_TIMEOUT_MS + 1_500);
    expect(sampleSum(during.samples, "proofbase_queue_stats_up")).toBe(0);
    expect(during.samples.some((s) => s.name === "proofbase_queue_jobs")).toBe(false);
    expect(during.samples.some((s) => s.name === "process_cpu_seconds_total")).toBe(true);

    proxy.thaw();
    const after = await timedScrape();
    expect(sampleSum(after.samples, "proofbase_queue_stats_up")).toBe(1);
  });
});
