import { join } from "node:path";
import { collectStdout, freePort, spawnNode, stopProcess, waitUntil, type BenchProcess } from "./processes.js";
import type { ServiceSettings } from "./service.js";

export interface BareExpress {
  proc: BenchProcess;
  baseUrl: string;
  stop: () => Promise<void>;
}

/** The bare Express + pg baseline server (bench/baselines/bare-express.ts) in its own process. */
export async function startBareExpress(settings: ServiceSettings): Promise<BareExpress> {
  const port = await freePort();
  const proc = spawnNode({
    name: "baseline: bare express + pg",
    role: "baseline",
    script: "bench/baselines/bare-express.ts",
    env: { DATABASE_URL: settings.databaseUrl, PORT: String(port) },
    output: { logFile: join(settings.logDir, "baseline-bare-express.log") },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    "the bare Express baseline",
    async () => {
      try {
        return (await fetch(`${baseUrl}/ready`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs: 30_000, intervalMs: 100, proc },
  );
  return { proc, baseUrl, stop: () => stopProcess(proc) };
}

export interface BullmqFloorResult {
  delivered: number;
  failed: number;
  elapsedMs: number;
}

/** Runs the raw BullMQ + got baseline (bench/baselines/bullmq-got.ts) to completion in its own process. */
export async function runBullmqFloor(
  settings: ServiceSettings,
  spec: { targetUrl: string; mode: "drain" | "offered"; count: number; rate?: number },
): Promise<BullmqFloorResult> {
  const proc = spawnNode({
    name: `baseline: bullmq + got (${spec.mode})`,
    role: "baseline",
    script: "bench/baselines/bullmq-got.ts",
    args: [JSON.stringify({ ...spec, redisUrl: settings.redisUrl, prefix: `${settings.prefix}-floor`, concurrency: 100 })],
    output: "pipe",
  });
  const stdout = await collectStdout(proc);
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as BullmqFloorResult;
}
