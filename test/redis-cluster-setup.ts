import type { TestProject } from "vitest/node";
import { startRedisCluster } from "./support/redis-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** REDIS_CLUSTER_NODES of the cluster the redis-cluster project runs against. */
    redisClusterNodes: string;
  }
}

/**
 * Global setup of the redis-cluster project: a 3-master Redis Cluster for the whole run,
 * handed to each test file (test/setup-env.ts points REDIS_CLUSTER_NODES at it).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startRedisCluster();
  project.provide("redisClusterNodes", cluster.nodes);
  return cluster.stop;
}
