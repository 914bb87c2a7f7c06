import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Postgres and Redis are reached through proxies this file can cut. The config module reads the
// environment at import, so the URLs are rewritten before any import runs.
const ports = await vi.hoisted(async () => {
  const { randomListenPort } = await import("./support/ports.js");
  const pg = randomListenPort();
  let redis = randomListenPort();
  while (redis === pg) redis = randomListenPort();
  const db = new URL(process.env.DATABASE_URL!);
  const target = { pgHost: db.hostname, pgPort: Number(db.port || 5432) };
  db.port = String(pg);
  process.env.DATABASE_URL = db.toString();
  process.env.REDIS_URL = `redis://127.0.0.1:${redis}`;
  process.env.RATE_LIMIT_PER_SECOND = "1000";
  return { pg, redis, ...target };
});

import { TcpProxy } from "./support/tcp-proxy.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";
import { redis } from "../src/platform/redis.js";

const pgProxy = new TcpProxy(ports.pg, { host: ports.pgHost, port: ports.pgPort });
const redisProxy = new TcpProxy(ports.redis, { host: "127.0.0.1", port: 6379 });
let api: TestApi;
let key: string;

beforeAll(async () => {
  await pgProxy.start();
  await redisProxy.start();
  api = await startApi();
  key = (await createTestMerchant()).testKey;
});
afterAll(async () => {
  await api.close();
  await pgProxy.cut();
  await redisProxy.cut();
});

// A route that reads Postgres on every request. An unknown path would not do: once the api key is
// cached in memory, its 404 needs neither Postgres nor anything else.
const READS_POSTGRES = "/api/v1/verification-sessions?limit=1";

function expectUnavailable(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.body.error.code).toBe("service_unavailable");
  expect(res.headers.get("retry-after")).toBeTruthy();
  expect(JSON.stringify(res.body)).not.toMatch(/SELECT|INSERT|ECONN|at .*\.ts|stack/i);
}

describe("when a dependency is down", () => {
  it("answers 503 service_unavailable while Postgres is unreachable, then recovers", async () => {
    const v1 = client(api.baseUrl, key);
    expect((await v1.get(READS_POSTGRES)).status).toBe(200);
    await pgProxy.cut();
    expectUnavailable(await v1.get(READS_POSTGRES));
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { postgres: "unavailable", redis: "ok" } });
    expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200);

    await pgProxy.start();
    await waitFor(async () => (await v1.get(READS_POSTGRES)).status === 200, "Postgres to come back");
  });

  it("answers 503 service_unavailable while Redis is unreachable, before writing anything, then recovers", async () => {
    const v1 = client(api.baseUrl, key);
    await redisProxy.cut();
    await waitFor(() => redis.status !== "ready", "the Redis client to notice");
    expectUnavailable(await v1.get(READS_POSTGRES));
    expectUnavailable(await v1.post("/api/v1/verification-sessions", { flows: ["wallet"] }));
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(await ready.json()).toMatchObject({ checks: { postgres: "ok", redis: "unavailable" } });

    await redisProxy.start();
    await waitFor(async () => (await v1.get(READS_POSTGRES)).status === 200, "Redis to come back", 20_000);
  });
});
