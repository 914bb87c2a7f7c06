import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiRegistry } from "../src/platform/metrics/metrics.js";

interface Panel {
  title: string;
  targets?: Array<{ expr: string; legendFormat?: string }>;
  panels?: Panel[];
}

const dashboard = JSON.parse(readFileSync("docs/grafana/proofbase.json", "utf8")) as { uid: string; panels: Panel[] };
const exprs = dashboard.panels.flatMap(function walk(panel: Panel): Array<{ panel: string; expr: string; legend: string }> {
  return [...(panel.targets ?? []).map((t) => ({ panel: panel.title, expr: t.expr, legend: t.legendFormat ?? "" })), ...(panel.panels ?? []).flatMap(walk)];
});

/** Labels Prometheus adds to every scraped series (and renames a metric's own label of that name). */
const TARGET_LABELS = ["job", "instance"];

/** Every series name the api and the workers export (the api's registry holds the workers' metrics too), with its labels. */
function exportedSeries(): Map<string, Set<string>> {
  const series = new Map<string, Set<string>>();
  for (const metric of apiRegistry.getMetricsAsArray() as unknown as Array<{ name: string; type: string; labelNames: string[] }>) {
    const labels = new Set(metric.labelNames);
    const names = metric.type === "histogram" ? ["_bucket", "_sum", "_count"].map((s) => metric.name + s) : [metric.name];
    for (const name of names) series.set(name, name.endsWith("_bucket") ? new Set([...labels, "le"]) : labels);
  }
  return series;
}

const PROMQL_WORDS = new Set(["sum", "max", "min", "avg", "by", "without", "rate", "increase", "histogram_quantile", "le", "on", "ignoring", "bool"]);

describe("the Grafana dashboard", () => {
  const series = exportedSeries();

  it("queries only metrics Proofbase exports, grouped by labels they have", () => {
    expect(exprs.length).toBeGreaterThan(10);
    for (const { panel, expr, legend } of exprs) {
      // Strip label matchers, ranges and strings; what remains are metric names, functions and keywords.
      const bare = expr.replace(/\{[^}]*\}/g, "").replace(/\[[^\]]*\]/g, "").replace(/"[^"]*"/g, "");
      const grouped = [...bare.matchAll(/\bby \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(",").map((l) => l.trim()));
      const names = [...bare.replace(/\bby \([^)]*\)/g, "").matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
        .map((m) => m[0])
        .filter((word) => !PROMQL_WORDS.has(word));
      expect(names.length, `${panel}: ${expr} names no metric`).toBeGreaterThan(0);
      for (const name of names) expect(series.has(name), `${panel}: ${name} is not exported`).toBe(true);
      const labels = new Set(names.flatMap((name) => [...series.get(name)!]));
      for (const label of grouped) expect(labels.has(label), `${panel}: ${name(expr)} has no label "${label}"`).toBe(true);
      for (const [, label] of expr.matchAll(/([a-zA-Z_]+)=~?"/g)) expect(labels.has(label!), `${panel}: no label "${label}" to match`).toBe(true);
      const kept = grouped.length > 0 ? new Set(grouped) : new Set([...labels, ...TARGET_LABELS]);
      for (const [, label] of legend.matchAll(/\{\{(\w+)\}\}/g)) expect(kept.has(label!), `${panel}: legend shows "${label}", which the query drops`).toBe(true);
    }
  });

  it("no metric has a label Prometheus reserves for the target", () => {
    for (const [name, labels] of series) for (const label of TARGET_LABELS) expect(labels.has(label), `${name} has a "${label}" label`).toBe(false);
  });

  it("is what Grafana is provisioned with, on the datasource Prometheus scrapes into", () => {
    // Plain text checks: the YAML files are small and a YAML parser is not a dependency.
    const datasource = readFileSync("docs/grafana/provisioning/datasources/prometheus.yml", "utf8");
    const uid = /^\s+uid: (\S+)$/m.exec(datasource)![1]!;
    expect(datasource).toMatch(/url: http:\/\/prometheus:9090/);
    const uids = new Set([...JSON.stringify(dashboard).matchAll(/"uid":"([^"]+)"/g)].map((m) => m[1]));
    expect(uids).toEqual(new Set([uid, dashboard.uid]));
    const compose = readFileSync("docker-compose.yml", "utf8");
    expect(compose).toContain("- ./docs/grafana/proofbase.json:/var/lib/grafana/dashboards/proofbase.json:ro");
    expect(compose).toContain("- ./docs/grafana/provisioning:/etc/grafana/provisioning:ro");
    expect(compose).toContain("- ./docs/grafana/prometheus.yml:/etc/prometheus/prometheus.yml:ro");
    const token = /^  METRICS_TOKEN: (\S+)$/m.exec(compose)![1]!;
    const scrape = readFileSync("docs/grafana/prometheus.yml", "utf8");
    const credentials = [...scrape.matchAll(/credentials: (\S+)/g)].map((m) => m[1]);
    expect(credentials).toEqual([token, token]);
  });
});

function name(expr: string): string {
  return expr.length > 60 ? `${expr.slice(0, 57)}...` : expr;
}
