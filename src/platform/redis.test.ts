import { describe, expect, inject, it } from "vitest";
import { config, loadConfig } from "./config.js";
import { closeQueues, getQueue } from "./queues/factory.js";
import { QUEUES } from "./queues/names.js";
import { keyPrefix, redis, waitForRedis } from "./redis.js";

describe("Redis Cluster settings", () => {
  it("takes seed nodes as host:port or redis[s]:// URLs", () => {
    const parsed = loadConfig({ REDIS_CLUSTER_NODES: " 10.0.0.1:7000, redis://10.0.0.2:7001 ,", QUEUE_PREFIX: "{pb}" });
    expect(parsed.REDIS_CLUSTER_NODES).toEqual(["redis://10.0.0.1:7000", "redis://10.0.0.2:7001"]);
    expect(loadConfig({}).REDIS_CLUSTER_NODES).toEqual([]);
  });

  it("refuses a cluster without one hash tag in QUEUE_PREFIX (BullMQ keeps a queue in one slot)", () => {
    for (const prefix of ["pb", "{}", "{pb}{x}", "pb}"])
      expect(() => loadConfig({ REDIS_CLUSTER_NODES: "10.0.0.1:7000", QUEUE_PREFIX: prefix })).toThrow(/QUEUE_PREFIX: must hold one hash tag/);
    expect(loadConfig({ REDIS_CLUSTER_NODES: "10.0.0.1:7000", QUEUE_PREFIX: "pb{1}" }).QUEUE_PREFIX).toBe("pb{1}");
  });

  it("refuses malformed nodes without echoing them (they may hold a password)", () => {
    const attempt = (nodes: string) => () => loadConfig({ REDIS_CLUSTER_NODES: nodes, QUEUE_PREFIX: "{pb}" });
    expect(attempt("10.0.0.1")).toThrow(/node 1 needs a host and a port/);
    expect(attempt("10.0.0.1:7000,http://10.0.0.2:7001")).toThrow(/node 2 must use redis:\/\/ or rediss:\/\//);
    expect(attempt("rediss://:secret@10.0.0.1:7000,rediss://10.0.0.2:7001")).toThrow(/same scheme and credentials/);
    expect(attempt("rediss://:secret@10.0.0.1:7000,rediss://10.0.0.2:7001")).not.toThrow(/secret/);
  });
});

describe("the connections", () => {
  it("reach the Redis this project runs against: a cluster under redis-cluster, a single node otherwise", async () => {
    await waitForRedis();
    const nodes = inject("redisClusterNodes");
    const info = await redis.info("cluster");
    expect(info).toContain(nodes ? "cluster_enabled:1" : "cluster_enabled:0");
    if (!nodes) return;
    expect(config.REDIS_CLUSTER_NODES.length).toBe(3);
    expect(config.QUEUE_PREFIX).toMatch(/^\{pbtest-[^{}]+\}$/);
    // Queues share the prefix's slot; the service's own keys are named without the tag.
    const slot = (key: string) => redis.call("CLUSTER", "KEYSLOT", key) as Promise<number>;
    const queue = getQueue(QUEUES.sweeper);
    await queue.waitUntilReady();
    expect(await slot(queue.keys.wait!)).toBe(await slot(config.QUEUE_PREFIX));
    expect(await slot(queue.keys.meta!)).toBe(await slot(config.QUEUE_PREFIX));
    expect(keyPrefix).toBe(config.QUEUE_PREFIX.slice(1, -1));
    await closeQueues();
  });
});
