import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import "./file-cpu.js"; // TaskMeta.cpuSeconds

/**
 * Every run's per-file timing (README.md, "Testing"): writes `build/test-timing.txt`, every file of the
 * run slowest first with its project, seconds and CPU seconds, and each project's totals; prints
 * the slowest files and the totals after the run. A file's time is what its process spent on it:
 * vitest's setup of it, its imports and its tests and hooks. Files run side by side (maxWorkers), so
 * the totals add up to more than the run's wall time. Its CPU (test/support/file-cpu.ts) is its
 * process's from its setup on, with the processes it started (Chromium, the api, workers): on a
 * CPU-bound run it says what a file costs the others better than its time.
 */
export const TIMING_REPORT_FILE = "build/test-timing.txt";
const PRINTED = 12;

interface FileTiming {
  project: string;
  file: string;
  seconds: number;
  cpuSeconds: number | undefined;
  state: string;
}

function timing(module: TestModule, root: string): FileTiming {
  const d = module.diagnostic();
  const ms = d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
  return { project: module.project.name || "(default)", file: relative(root, module.moduleId), seconds: ms / 1000, cpuSeconds: module.meta().cpuSeconds, state: module.state() };
}

const seconds = (s: number) => `${s.toFixed(1).padStart(7)} s`;
const cpu = (s: number | undefined) => (s === undefined ? "      –    " : `${s.toFixed(1).padStart(7)} s CPU`);

export default class TimingReporter implements Reporter {
  private started = performance.now();
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules.map((m) => timing(m, this.root)).sort((a, b) => b.seconds - a.seconds);
    if (files.length === 0) return;
    const projects = new Map<string, { files: number; seconds: number; cpuSeconds: number }>();
    for (const f of files) {
      const p = projects.get(f.project) ?? { files: 0, seconds: 0, cpuSeconds: 0 };
      p.files += 1;
      p.seconds += f.seconds;
      p.cpuSeconds += f.cpuSeconds ?? 0;
      projects.set(f.project, p);
    }
    const wall = (performance.now() - this.started) / 1000;
    const totals = [...projects].sort((a, b) => b[1].seconds - a[1].seconds).map(([name, p]) => `${seconds(p.seconds)}  ${cpu(p.cpuSeconds)}  ${name} (${p.files} files)`);
    const line = (f: FileTiming) => `${seconds(f.seconds)}  ${cpu(f.cpuSeconds)}  ${f.project.padEnd(14)} ${f.file}${f.state === "passed" ? "" : ` (${f.state})`}`;
    const text = [
      `Test run of ${new Date().toISOString()}: ${files.length} files, ${wall.toFixed(0)} s wall time.`,
      "",
      "Per project (sum of its files' times and CPU):",
      ...totals,
      "",
      "Per file, slowest first (time, CPU):",
      ...files.map(line),
      "",
    ].join("\n");
    const file = `${this.root}/${TIMING_REPORT_FILE}`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(
      [``, `Slowest test files (all of them in ${TIMING_REPORT_FILE}):`, ...files.slice(0, PRINTED).map(line), `Per project:`, ...totals, ``].join("\n"),
    );
  }
}
