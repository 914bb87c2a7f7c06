import { join } from "node:path";
import { collectStdout, freePort, spawnNode, stopProcess, waitUntil, type BenchProcess } from "./processes.js";
import type { ServiceSettings } from "./service.js";

export const BARE_EXPRESS_NAME = "baseline: bare express + pg";

export interface BareExpress {
  proc: BenchProcess;
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A baseline HTTP server compiled like the api (bench/dist/), in its own process, once it answers GET /ready. */
async function startBaselineServer(settings: ServiceSettings, name: string, baseline: string, env: Record<string, string> = {}): Promise<BareExpress> {
  const port = await freePort();
  const proc = spawnNode({
    name,
    role: "baseline",
    script: `bench/dist/bench/baselines/${baseline}.js`,
    env: { ...env, PORT: String(port) },
    output: { logFile: join(settings.logDir, `baseline-${baseline}.log`) },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    name,
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

/** The bare Express + pg baseline server (bench/baselines/bare-express.ts). */
export function startBareExpress(settings: ServiceSettings): Promise<BareExpress> {
  return startBaselineServer(settings, BARE_EXPRESS_NAME, "bare-express", { DATABASE_URL: settings.databaseUrl });
}

/** The bare Express + viem SIWE baseline (bench/baselines/siwe-express.ts). */
export function startSiweExpress(settings: ServiceSettings): Promise<BareExpress> {
  return startBaselineServer(settings, "baseline: bare express + viem siwe", "siwe-express");
}

/** The bare Express + @sd-jwt credential baseline (bench/baselines/sdjwt-express.ts). */
export function startSdJwtExpress(settings: ServiceSettings): Promise<BareExpress> {
  return startBaselineServer(settings, "baseline: bare express + @sd-jwt", "sdjwt-express");
}

export interface BullmqFloorResult {
  delivered: number;
  failed: number;
  elapsedMs: number;
}

/** Runs the raw BullMQ + got baseline (bench/baselines/bullmq-got.ts, compiled like the workers) to completion in its own process. */
export async function runBullmqFloor(
  settings: ServiceSettings,
  spec: { targetUrl: string; mode: "drain" | "offered"; count: number; rate?: number },
): Promise<BullmqFloorResult> {
  const proc = spawnNode({
    name: `baseline: bullmq + got (${spec.mode})`,
    role: "baseline",
    script: "bench/dist/bench/baselines/bullmq-got.js",
    args: [JSON.stringify({ ...spec, redisUrl: settings.redisUrl, prefix: `${settings.prefix}-floor`, concurrency: 100 })],
    output: "pipe",
  });
  const stdout = await collectStdout(proc);
  return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as BullmqFloorResult;
}
