import { mkdir, writeFile } from "node:fs/promises";
import type { ScenarioResult } from "../scenarios/types.js";
import type { MachineInfo } from "./machine.js";

export const RESULTS_DIR = "bench/results";

export interface RunReport {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  scenarios: string[];
  machine: MachineInfo;
  loadAverageAtEnd: number;
  logDir: string;
  results: ScenarioResult[];
}

const HEADER = ["Scenario", "Metric", "Value", "Baseline (same run)", "Ratio", "Target", "Verdict"];

function cells(result: ScenarioResult, noteNumber: number | null): string[][] {
  const mark = noteNumber === null ? "" : ` [${noteNumber}]`;
  if (result.status !== "ok") {
    return [[`${result.title}${mark}`, result.status, "", "", "", "", result.status === "failed" ? "FAILED" : "n/a"]];
  }
  return result.rows.map((row, i) => [
    i === 0 ? `${result.title}${mark}` : "",
    row.metric,
    row.value,
    row.baseline ?? "",
    row.ratio ?? "",
    row.target ?? "",
    row.verdict ?? "",
  ]);
}

/** One Markdown table (readable in a terminal, pasteable into docs/performance.md), notes below it. */
export function renderTable(results: ScenarioResult[]): string {
  const notes: string[] = [];
  const rows = [
    HEADER,
    ...results.flatMap((result) => {
      if (!result.note) return cells(result, null);
      notes.push(`[${notes.length + 1}] ${result.title}: ${result.note}`);
      return cells(result, notes.length);
    }),
  ];
  const widths = HEADER.map((_, col) => Math.max(...rows.map((row) => [...(row[col] ?? "")].length)));
  const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(" | ")} |`;
  const table = [line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)];
  return [...table, ...(notes.length > 0 ? ["", ...notes] : [])].join("\n");
}

/** Writes bench/results/latest.json and bench/results/<iso>.json. */
export async function writeReport(report: RunReport): Promise<string[]> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const stamped = `${RESULTS_DIR}/${report.startedAt.replace(/[:.]/g, "-")}.json`;
  await writeFile(`${RESULTS_DIR}/latest.json`, json);
  await writeFile(stamped, json);
  return [`${RESULTS_DIR}/latest.json`, stamped];
}
