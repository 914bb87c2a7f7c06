import { setTimeout as sleep } from "node:timers/promises";
import { BARE_EXPRESS_NAME } from "../support/floors.js";
import { history, readPeakRssKiB, type BenchProcess } from "../support/processes.js";
import { startWorkers } from "../support/service.js";
import { fmtMiB, fmtRatio, ratio } from "../support/stats.js";
import { verdict, type MetricRow, type Scenario } from "./types.js";

/** The api (compiled, like the baseline) may take at most this multiple of the bare Express baseline's peak. */
const API_TO_BASELINE_TARGET = 1.6;

function peakOf(procs: BenchProcess[]): { name: string; kib: number } | null {
  let best: { name: string; kib: number } | null = null;
  for (const proc of procs) {
    const kib = proc.peakRssKiB ?? readPeakRssKiB(proc.pid);
    if (Number.isFinite(kib) && (!best || kib > best.kib)) best = { name: proc.name, kib };
  }
  return best;
}

function apiRow(apiKib: number, baselineKib: number | undefined): MetricRow {
  if (baselineKib === undefined) {
    return { metric: "api peak RSS (no baseline ran: add create-sessions or read-session)", value: fmtMiB(apiKib), target: "reported", verdict: "reported" };
  }
  const apiRatio = ratio(apiKib, baselineKib);
  return {
    metric: "api peak RSS vs bare Express baseline",
    value: fmtMiB(apiKib),
    baseline: fmtMiB(baselineKib),
    ratio: fmtRatio(apiRatio),
    target: `≤ ${API_TO_BASELINE_TARGET}×`,
    verdict: verdict(apiRatio <= API_TO_BASELINE_TARGET),
  };
}

/**
 * Peak RSS (VmHWM from /proc/<pid>/status) of the api and of every worker process this run started,
 * read just before each was stopped, so it covers the heaviest scenario each one took part in. The
 * api is compared with the bare Express baseline, which only the create-sessions and read-session
 * scenarios start; both run compiled JavaScript (bench/support/build.ts).
 */
export const memoryScenario: Scenario = {
  name: "memory",
  title: "Memory (peak RSS)",
  async run(ctx) {
    let note: string | undefined;
    if (!history.some((p) => p.role === "worker")) {
      // No worker scenario ran: an idle worker is all there is to measure.
      const worker = await startWorkers(ctx.settings, 1, "memory");
      await sleep(3_000);
      await worker.stop();
      note = "no worker scenario ran in this run: the worker's number is of an idle process";
    }
    const api = { name: ctx.api.proc.name, kib: readPeakRssKiB(ctx.api.proc.pid) };
    const worker = peakOf(history.filter((p) => p.role === "worker"));
    const floors = peakOf(history.filter((p) => p.name === BARE_EXPRESS_NAME && p.peakRssKiB !== undefined));
    const rows: MetricRow[] = [
      apiRow(api.kib, floors?.kib),
      { metric: `worker peak RSS (${worker?.name ?? "none"})`, value: fmtMiB(worker?.kib ?? Number.NaN), target: "reported", verdict: "reported" },
    ];
    const perProcess = history
      .filter((p) => p.role === "api" || p.role === "worker" || p.role === "baseline")
      .map((p) => ({ name: p.name, peakRssKiB: p.peakRssKiB ?? readPeakRssKiB(p.pid) }));
    return { rows, note, details: { perProcess } };
  },
};
