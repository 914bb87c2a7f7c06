import type { Row } from "./reconcile.js";

/** Loss rows that are not zero: any one fails the run. */
export const failedRows = (rows: Row[]) => rows.filter((r) => r.kind === "loss" && r.value !== 0);

/** The ledger table: loss rows first (each must be 0), then what the run did, then the verdict. */
export function formatReport(rows: Row[], title: string): string {
  const losses = rows.filter((r) => r.kind === "loss");
  const infos = rows.filter((r) => r.kind === "info");
  const width = Math.max(...rows.map((r) => r.check.length)) + 2;
  const valueWidth = Math.max(8, ...rows.map((r) => String(r.value).length)) + 2;
  const line = (r: Row, mark: string) =>
    `${mark} ${r.check.padEnd(width)}${String(r.value).padStart(valueWidth)}${r.note ? `   ${r.note}` : ""}`;
  const failed = failedRows(rows);
  return [
    "",
    title,
    "",
    "Losses (each must be 0)",
    ...losses.map((r) => line(r, r.value === 0 ? "ok  " : "FAIL")),
    "",
    "What happened",
    ...infos.map((r) => line(r, "    ")),
    "",
    failed.length === 0 ? `VERDICT: PASS, ${losses.length} loss rows, all zero` : `VERDICT: FAIL, ${failed.length} of ${losses.length} loss rows not zero`,
    "",
  ].join("\n");
}
