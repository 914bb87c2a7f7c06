import type { BenchOptions, BenchParams, ScenarioName } from "../support/options.js";
import type { Receiver } from "../support/receiver-client.js";
import type { BenchMerchant } from "../support/seed-merchants.js";
import type { RunningApi, ServiceSettings } from "../support/service.js";

export const MERCHANTS = ["sessions", "reader", "pages", "delivery", "fanout", "storm", "wallet", "phone", "metrics", "metricsOn", "search", "scaleRef", "scale", "hostedPage"] as const;
export type MerchantName = (typeof MERCHANTS)[number];

export interface BenchContext {
  options: BenchOptions;
  params: BenchParams;
  settings: ServiceSettings;
  api: RunningApi;
  receiver: Receiver;
  merchants: Record<MerchantName, BenchMerchant>;
  /** Progress lines on stderr (the table goes to stdout). */
  log: (message: string) => void;
}

export type Verdict = "met" | "missed" | "reported";

/** One line of the printed table. */
export interface MetricRow {
  metric: string;
  value: string;
  baseline?: string;
  ratio?: string;
  target?: string;
  verdict?: Verdict;
}

export interface ScenarioResult {
  name: ScenarioName;
  title: string;
  status: "ok" | "not available" | "failed";
  /** Why it is not available or failed, or a caveat worth reading next to the numbers. */
  note?: string;
  rows: MetricRow[];
  /** Raw numbers for bench/results/*.json. */
  details: Record<string, unknown>;
  durationS: number;
}

export type ScenarioOutcome = Omit<ScenarioResult, "name" | "title" | "status" | "durationS">;

export interface Scenario {
  name: ScenarioName;
  title: string;
  run: (ctx: BenchContext) => Promise<ScenarioOutcome>;
}

export function verdict(met: boolean): Verdict {
  return met ? "met" : "missed";
}
