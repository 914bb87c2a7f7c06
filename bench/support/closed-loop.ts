import { summarize, type Summary } from "./stats.js";

export interface ClosedLoopResult {
  completed: number;
  errors: number;
  firstError?: string;
  elapsedMs: number;
  perSecond: number;
  latency: Summary;
}

/**
 * `concurrency` virtual users each run `once` back to back for `durationMs` (or until `once`
 * returns false: out of work). Throughput is completed runs per second of wall time.
 */
export async function runClosedLoop(concurrency: number, durationMs: number, once: (user: number) => Promise<boolean>): Promise<ClosedLoopResult> {
  const started = performance.now();
  const deadline = started + durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, user) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          if (!(await once(user))) return;
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  return { completed: latencies.length, errors, firstError, elapsedMs, perSecond: (latencies.length / elapsedMs) * 1000, latency: summarize(latencies) };
}
