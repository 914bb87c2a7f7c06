import { setTimeout as sleep } from "node:timers/promises";
import { history, readPeakRssKiB, type BenchProcess } from "../support/processes.js";
import { startWorkers } from "../support/service.js";
import { fmtMiB } from "../support/stats.js";
import type { MetricRow, Scenario } from "./types.js";

function peakOf(procs: BenchProcess[]): { name: string; kib: number } | null {
  let best: { name: string; kib: number } | null = null;
  for (const proc of procs) {
    const kib = proc.peakRssKiB ?? readPeakRssKiB(proc.pid);
    if (Number.isFinite(kib) && (!best || kib > best.kib)) best = { name: proc.name, kib };
  }
  return best;
}

/**
 * Peak RSS (VmHWM from /proc/<pid>/status) of the api and of every worker process this run started,
 * read just before each was stopped, so it covers the heaviest scenario each one took part in.
 */
export const memoryScenario: Scenario = {
  name: "memory",
  title: "Memory (peak RSS)",
  async run(ctx) {
    let note: string | undefined;
    if (!history.some((p) => p.role === "worker")) {
      // Run on its own: an idle worker is all there is to measure.
      const worker = await startWorkers(ctx.settings, 1, "memory");
      await sleep(3_000);
      await worker.stop();
      note = "no load scenario ran in this run: the numbers are of idle processes";
    }
    const api = { name: ctx.api.proc.name, kib: readPeakRssKiB(ctx.api.proc.pid) };
    const worker = peakOf(history.filter((p) => p.role === "worker"));
    const floors = peakOf(history.filter((p) => p.role === "baseline" && p.peakRssKiB !== undefined));
    const rows: MetricRow[] = [
      { metric: "api peak RSS", value: fmtMiB(api.kib), target: "reported", verdict: "reported" },
      { metric: `worker peak RSS (${worker?.name ?? "none"})`, value: fmtMiB(worker?.kib ?? Number.NaN), target: "reported", verdict: "reported" },
    ];
    if (floors) rows.push({ metric: "bare Express baseline peak RSS", value: fmtMiB(floors.kib), target: "reported", verdict: "reported" });
    const perProcess = history
      .filter((p) => p.role === "api" || p.role === "worker" || p.role === "baseline")
      .map((p) => ({ name: p.name, peakRssKiB: p.peakRssKiB ?? readPeakRssKiB(p.pid) }));
    return { rows, note, details: { perProcess } };
  },
};
