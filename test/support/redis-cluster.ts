import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { setTimeout as sleep } from "node:timers/promises";
import { startRedisServer, type RedisServer } from "./redis-server.js";
import { requireCommand } from "./toolchain.js";

const run = promisify(execFile);

export interface RedisCluster {
  ports: number[];
  /** Its nodes' servers, to stop one. */
  servers: RedisServer[];
  /** REDIS_CLUSTER_NODES for it: "127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3". */
  nodes: string;
  /** FLUSHALL on every master (each holds only its own slots' keys). */
  flushAll: () => Promise<void>;
  /** Stops every node and removes their cluster config files. */
  stop: () => Promise<void>;
}

const cli = (port: number, ...args: string[]) => run("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args], { timeout: 15_000 });

/**
 * A throwaway Redis Cluster of `masters` masters and no replicas, nothing persisted, on ports
 * below the ephemeral range (a node's cluster bus listens on its port + 10000).
 */
export async function startRedisCluster(masters = 3): Promise<RedisCluster> {
  requireCommand("redis-server", ["--version"], "the Redis Cluster the tests start");
  requireCommand("redis-cli", ["--version"], "the Redis Cluster the tests start");
  for (let attempt = 1; ; attempt++) {
    // Node ports 10000-19999, so their bus ports (+10000) stay below the ephemeral range too.
    const base = 10_000 + Math.floor(Math.random() * 999) * 10;
    try {
      return await startOn(base, masters);
    } catch (error) {
      if (attempt === 3) throw error; // another test may have taken one of these ports
    }
  }
}

async function startOn(base: number, masters: number): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), "pb-redis-cluster-"));
  const servers: RedisServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < masters; i++) {
      const port = base + i;
      servers.push(
        await startRedisServer(port, ["--cluster-enabled", "yes", "--cluster-config-file", join(dir, `nodes-${port}.conf`), "--dir", dir]),
      );
    }
    const ports = servers.map((s) => s.port);
    await cli(ports[0]!, "--cluster", "create", ...ports.map((p) => `127.0.0.1:${p}`), "--cluster-replicas", "0", "--cluster-yes");
    const deadline = Date.now() + 20_000;
    for (const port of ports) {
      while (!(await cli(port, "cluster", "info")).stdout.includes("cluster_state:ok")) {
        if (Date.now() > deadline) throw new Error(`Redis Cluster node ${port} did not reach cluster_state:ok`);
        await sleep(100);
      }
    }
    return {
      ports,
      servers,
      nodes: ports.map((p) => `127.0.0.1:${p}`).join(","),
      flushAll: async () => {
        const masters = ports.map((port) => new Redis(port, "127.0.0.1"));
        try {
          await Promise.all(masters.map((m) => m.flushall()));
        } finally {
          for (const m of masters) m.disconnect();
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
