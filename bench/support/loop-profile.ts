import { existsSync } from "node:fs";
import { join } from "node:path";
import type { BenchProcess } from "./processes.js";
import { waitUntil } from "./processes.js";
import { PROFILE_DIR, type ServiceSettings } from "./service.js";

const stretches = new Map<number, number>();

/**
 * BENCH_PROFILE=loop: profiles `procs` (started with bench/support/loop-profiler.mjs) only while
 * `work` runs: a scenario wraps its timed loop in this, after its warm-up and seeding and before
 * its teardown. Logs where each profile was written. Without BENCH_PROFILE=loop it just runs `work`.
 */
export async function profileStretch<T>(settings: ServiceSettings, procs: BenchProcess[], log: (message: string) => void, work: () => Promise<T>): Promise<T> {
  if (!settings.loopProfile) return work();
  for (const proc of procs) proc.child.kill("SIGUSR2");
  try {
    return await work();
  } finally {
    for (const proc of procs) {
      proc.child.kill("SIGUSR2");
      const seq = (stretches.get(proc.pid) ?? 0) + 1;
      stretches.set(proc.pid, seq);
      const file = join(PROFILE_DIR, `loop-${proc.pid}-${seq}.cpuprofile`);
      await waitUntil(`${proc.name} to write ${file}`, async () => existsSync(file), { timeoutMs: 30_000, intervalMs: 100, proc });
      log(`CPU profile of ${proc.name} during the timed loop: ${file}`);
    }
  }
}
