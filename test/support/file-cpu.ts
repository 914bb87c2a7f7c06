import { readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ

declare module "vitest" {
  interface TaskMeta {
    /** CPU seconds the file took: its process's, and that of the processes it started and saw end. */
    cpuSeconds?: number;
  }
}

/**
 * CPU seconds of this process and of its ended children (the api and worker processes a test
 * starts, Chromium and its helpers) from /proc/self/stat; on a system without it, this process's.
 * Postgres' and Redis' own CPU is not in it.
 */
export function processTreeCpuSeconds(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime: fields 14 to 17 of proc(5), 12 to 15 after the name.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return ticks / CLOCK_TICKS_PER_SECOND;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
}
