import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type GaugeConfiguration } from "prom-client";
import { config } from "../config.js";
import { getQueue } from "../queues/factory.js";
import { ALL_QUEUES } from "../queues/names.js";

/**
 * Every Prometheus metric Proofbase exports, each defined once (docs/metrics.md). Domain code
 * counts through the small functions below, which do nothing with METRICS_ENABLED=false.
 * Label values come from closed sets only (route templates, queue and job names, outcomes):
 * never a merchant id, a URL or any other id.
 *
 * `processRegistry` holds what every process exports (default process metrics, jobs, deliveries,
 * SMS, chain, billing): a worker's listener serves it. The api serves it merged with
 * `apiOnlyRegistry` (HTTP requests, queue depth), which a worker never collects.
 */
export const processRegistry = new Registry();
const apiOnlyRegistry = new Registry();

/** A gauge on the api's /metrics only, read at scrape time; a domain registers its own (billing's usage backlog). */
export function apiGauge<L extends string>(configuration: Omit<GaugeConfiguration<L>, "registers">): Gauge<L> {
  return new Gauge({ ...configuration, registers: [apiOnlyRegistry] });
}

const enabled = config.METRICS_ENABLED;
if (enabled) collectDefaultMetrics({ register: processRegistry });

// ── HTTP (api) ──────────────────────────────────────────────────────────────────────────────────

const httpRequestDuration = new Histogram({
  name: "proofbase_http_request_duration_seconds",
  help: "HTTP requests by method, route template (`unmatched` when no route matched) and status.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [apiOnlyRegistry],
});

export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpRequestDuration.observe({ method, route, status }, seconds);
}

// ── Queue depth (api), read from Redis when scraped ─────────────────────────────────────────────

export const QUEUE_STATES = ["waiting", "delayed", "active", "failed"] as const;
/** A scrape during a Redis outage answers within this, without the queue gauges. */
export const QUEUE_COUNTS_TIMEOUT_MS = 1_000;

type QueueCounts = Array<{ queue: string; counts: Record<string, number> | null }>;
let reading: Promise<QueueCounts> | undefined;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref());
}

/** One read per scrape, shared by the gauges below; a queue that does not answer in time is null. */
function readQueueCounts(): Promise<QueueCounts> {
  reading ??= Promise.all(
    ALL_QUEUES.map(async (queue) => {
      try {
        return { queue, counts: await Promise.race([getQueue(queue).getJobCounts(...QUEUE_STATES), timeout(QUEUE_COUNTS_TIMEOUT_MS)]) };
      } catch {
        return { queue, counts: null };
      }
    }),
  ).finally(() => (reading = undefined));
  return reading;
}

new Gauge({
  name: "proofbase_queue_jobs",
  help: "Jobs per queue and state (waiting, delayed, active, failed), read from Redis at scrape time.",
  labelNames: ["queue", "state"] as const,
  registers: [apiOnlyRegistry],
  async collect() {
    this.reset(); // a queue that did not answer is omitted rather than shown with stale counts
    for (const { queue, counts } of await readQueueCounts()) {
      if (counts) for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
    }
  },
});

new Gauge({
  name: "proofbase_queue_stats_up",
  help: "1 when every queue's counts were read within the scrape's time budget, else 0.",
  registers: [apiOnlyRegistry],
  async collect() {
    this.set((await readQueueCounts()).every((q) => q.counts !== null) ? 1 : 0);
  },
});

// ── Jobs (workers) ──────────────────────────────────────────────────────────────────────────────

const jobsTotal = new Counter({
  name: "proofbase_jobs_total",
  help: "Job runs by job name and outcome (completed, or failed: the run threw; BullMQ may retry it).",
  // Not `job`: Prometheus gives that label to the scrape job and would rename ours `exported_job`.
  labelNames: ["job_name", "outcome"] as const,
  registers: [processRegistry],
});

const jobDuration = new Histogram({
  name: "proofbase_job_duration_seconds",
  help: "Job run time by job name.",
  labelNames: ["job_name"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [processRegistry],
});

export function observeJob(jobName: string, outcome: "completed" | "failed", seconds: number): void {
  if (!enabled) return;
  jobsTotal.inc({ job_name: jobName, outcome });
  jobDuration.observe({ job_name: jobName }, seconds);
}

// ── Webhook deliveries (workers) ────────────────────────────────────────────────────────────────

/** succeeded: a 2xx; http_error: another status; no_response: timeout, connection error, or the target was refused. */
export type DeliveryAttemptOutcome = "succeeded" | "http_error" | "no_response";

const deliveryAttempts = new Counter({
  name: "proofbase_webhook_delivery_attempts_total",
  help: "Webhook delivery attempts (POSTs) by outcome: succeeded, http_error, no_response.",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

const deliveryLatency = new Histogram({
  name: "proofbase_webhook_delivery_latency_seconds",
  help: "From the event's creation to the 2xx answer that settled its delivery (retries included).",
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3_600, 4 * 3_600, 12 * 3_600, 24 * 3_600],
  registers: [processRegistry],
});

const deliveriesExhausted = new Counter({
  name: "proofbase_webhook_deliveries_exhausted_total",
  help: "Deliveries that ran out of attempts (status exhausted).",
  registers: [processRegistry],
});

export function countDeliveryAttempt(outcome: DeliveryAttemptOutcome): void {
  if (enabled) deliveryAttempts.inc({ outcome });
}

/** `answeredAt`: when the 2xx answer arrived (ms since the epoch). */
export function observeDeliveryLatency(eventCreatedAt: Date, answeredAt: number): void {
  if (enabled) deliveryLatency.observe(Math.max(0, answeredAt - eventCreatedAt.getTime()) / 1000);
}

export function countExhaustedDelivery(): void {
  if (enabled) deliveriesExhausted.inc();
}

// ── Request log (api) ───────────────────────────────────────────────────────────────────────────

const requestLogRows = new Counter({
  name: "proofbase_request_log_rows_total",
  help: "Request log rows by outcome: written, dropped_overflow (the buffer was full: the oldest went), dropped_failed (their batch INSERT failed).",
  labelNames: ["outcome"] as const,
  registers: [apiOnlyRegistry],
});

const requestLogBatches = new Counter({
  name: "proofbase_request_log_batches_total",
  help: "Batch INSERTs of the request log, by outcome: written, failed.",
  labelNames: ["outcome"] as const,
  registers: [apiOnlyRegistry],
});

export function countRequestLogRows(outcome: "written" | "dropped_overflow" | "dropped_failed", count: number): void {
  if (enabled && count > 0) requestLogRows.inc({ outcome }, count);
}

export function countRequestLogBatch(outcome: "written" | "failed"): void {
  if (enabled) requestLogBatches.inc({ outcome });
}

// ── SMS, chain, billing (workers) ───────────────────────────────────────────────────────────────

const smsSends = new Counter({
  name: "proofbase_sms_sends_total",
  help: "Verification code texts handed to the SMS provider, by provider and outcome: sent, rejected (for good), error (retried), already_sent (found with the provider after a restore, not sent again).",
  labelNames: ["provider", "outcome"] as const,
  registers: [processRegistry],
});

export function countSmsSend(provider: string, outcome: "sent" | "rejected" | "error" | "already_sent"): void {
  if (enabled) smsSends.inc({ provider, outcome });
}

const chainAttestations = new Counter({
  name: "proofbase_chain_attestations_total",
  help: "VIC attestations settled on-chain, by outcome: confirmed, retried (its transaction reverted or was dropped), failed (for good).",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

const chainTransactions = new Counter({
  name: "proofbase_chain_transactions_total",
  help: "Chain transactions settled, by kind (attest, revoke) and outcome (confirmed, reverted, dropped).",
  labelNames: ["kind", "outcome"] as const,
  registers: [processRegistry],
});

export function countChainAttestations(outcome: "confirmed" | "retried" | "failed", count: number): void {
  if (enabled && count > 0) chainAttestations.inc({ outcome }, count);
}

export function countChainTransaction(kind: string, outcome: "confirmed" | "reverted" | "dropped"): void {
  if (enabled) chainTransactions.inc({ kind, outcome });
}

const billingReports = new Counter({
  name: "proofbase_billing_reports_total",
  help: "Usage reports to the billing provider, by outcome: reported, failed (refused for good), retryable, waiting_for_customer.",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

export function countBillingReport(outcome: "reported" | "failed" | "retryable" | "waiting_for_customer"): void {
  if (enabled) billingReports.inc({ outcome });
}

/** What the api's GET /metrics serves: this process's metrics and the api's own. */
export const apiRegistry = Registry.merge([processRegistry, apiOnlyRegistry]);
