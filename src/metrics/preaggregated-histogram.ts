import type { Metric, Registry } from "prom-client";

interface Series {
  labels: Record<string, string | number>;
  /** Observations per bucket (not cumulative); the last slot is +Inf. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the hottest path there is (one observation per HTTP request). The
 * caller hands over a series key it already has (a string of its label values), so an observation
 * is one Map lookup and a bucket search; prom-client's Histogram instead validates the label
 * names and builds a sorted hash of the label object on every `observe`. Buckets are turned
 * cumulative only when Prometheus scrapes. The exposition matches prom-client's own histograms:
 * `_bucket` lines with `le` (ending at `+Inf`), then `_sum` and `_count`, per series.
 */
export class PreaggregatedHistogram {
  private readonly series = new Map<string, Series>();
  readonly type = "histogram";
  readonly aggregator = "sum";

  constructor(
    readonly name: string,
    readonly help: string,
    /** The label names of every series, as prom-client's metrics declare them. */
    readonly labelNames: readonly string[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    // The registry only calls `get()` and reads name, help and type (prom-client's custom metric shape).
    registry.registerMetric(this as unknown as Metric);
  }

  /** `key` must identify `labels()` exactly: it is called only the first time a key is seen. */
  observe(key: string, labels: () => Record<string, string | number>, value: number): void {
    let series = this.series.get(key);
    if (!series) {
      series = { labels: labels(), counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.buckets.length && value > this.buckets[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += value;
    series.count++;
  }

  async get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (let i = 0; i <= this.buckets.length; i++) {
        cumulative += counts[i]!;
        values.push({ labels: { le: i < this.buckets.length ? this.buckets[i]! : "+Inf", ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      }
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
