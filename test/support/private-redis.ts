import { Redis } from "ioredis";
import { startRedisCluster } from "./redis-cluster.js";
import { startRedisServer, type RedisServer } from "./redis-server.js";
import { randomListenPort } from "./ports.js";

export interface PrivateRedis {
  /** One server, or the cluster's nodes. */
  servers: RedisServer[];
  /** Empties it: FLUSHALL on the server, or on every master of the cluster. */
  flushAll: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A Redis of the test file's own, for tests that flush it: a redis-server, or under the
 * redis-cluster project (REDIS_CLUSTER_NODES set) a 3-master cluster. Points REDIS_URL or
 * REDIS_CLUSTER_NODES at it, so call it in vi.hoisted before anything imports src/platform/config.ts.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (process.env.REDIS_CLUSTER_NODES) {
    const cluster = await startRedisCluster();
    process.env.REDIS_CLUSTER_NODES = cluster.nodes;
    return cluster;
  }
  const server = await startRedisServer(randomListenPort());
  process.env.REDIS_URL = server.url;
  return {
    servers: [server],
    flushAll: async () => {
      const admin = new Redis(server.url);
      try {
        await admin.flushall();
      } finally {
        admin.disconnect();
      }
    },
    stop: server.stop,
  };
}
