/** Latency summary of a set of samples (milliseconds). */
export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((total, v) => total + v, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
  };
}

export function ratio(value: number, baseline: number): number {
  return baseline > 0 && Number.isFinite(value) ? value / baseline : Number.NaN;
}

export function fmtNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return "n/a";
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function fmtMs(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value).toLocaleString("en-US")} ms`;
}

export function fmtRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : "n/a";
}

export function fmtMiB(kib: number): string {
  return Number.isFinite(kib) ? `${(kib / 1024).toFixed(0)} MiB` : "n/a";
}
