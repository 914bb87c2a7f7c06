import { QUEUES } from "../../src/platform/queues/names.js";
import { runLoad, type AutocannonResult } from "../support/load-client.js";
import { freePort, stopProcess } from "../support/processes.js";
import { pauseDeliveries, startApi, startWorkers, type RunningApi, type ServiceSettings, type WorkerSet } from "../support/service.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import type { BenchMerchant } from "../support/seed-merchants.js";
import { errorCount } from "./create-sessions.js";
import { apiClient } from "../support/api-client.js";
import { createSession, createSessionsLoad, deliveryDeadlineMs, registerEndpoint, SESSION_CREATED } from "./shared.js";
import { verdict, type BenchContext, type MetricRow, type Scenario } from "./types.js";

/** The budget: with metrics on, each ratio drops by at most 3%. */
const MAX_DROP = 0.03;
const METRICS_TOKEN = "bench-metrics-token-0123456789abcdefghij";
const VARIANTS = ["off", "on"] as const;
type Variant = (typeof VARIANTS)[number];

/** Settings of a process with metrics off, or on (its listener scraped like Prometheus would). */
function metricsEnv(variant: Variant, workerPort?: number): NodeJS.ProcessEnv {
  if (variant === "off") return { METRICS_ENABLED: "false" };
  return { METRICS_ENABLED: "true", METRICS_TOKEN, ...(workerPort ? { WORKER_METRICS_PORT: String(workerPort) } : {}) };
}

/** Scrapes `url` every `intervalS` until stopped (a scrape that fails, e.g. before the listener is up, is skipped). */
function scrapeEvery(url: string, intervalS: number): { stop: () => number } {
  let scrapes = 0;
  const scrape = () =>
    fetch(url, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      .then(async (response) => {
        await response.text();
        if (response.ok) scrapes++;
      })
      .catch(() => undefined);
  void scrape();
  const timer = setInterval(scrape, intervalS * 1000);
  return {
    stop: () => {
      clearInterval(timer);
      return scrapes;
    },
  };
}

/** Rounds alternate which variant is started first, so neither always has the head start. */
const orderOf = (round: number): readonly Variant[] => (round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse());

/** Runs `work` for both variants at the same moment, started in `order`; results by variant. */
async function together<T>(order: readonly Variant[], work: (variant: Variant) => Promise<T>): Promise<Record<Variant, T>> {
  const started = order.map((variant) => work(variant));
  const results = await Promise.all(started);
  return { [order[0]!]: results[0]!, [order[1]!]: results[1]! } as Record<Variant, T>;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const spread = (values: number[]) => `${fmtRatio(Math.min(...values))}–${fmtRatio(Math.max(...values))}`;

/**
 * Two api processes, metrics off and on, each under its own load generator at the same time:
 * whatever else the machine does during a round, it does to both, which taking turns cannot
 * promise on a shared box (there, identical processes differed by up to 18% between turns).
 */
async function createSessionsRounds(ctx: BenchContext) {
  const { connections, durationS } = ctx.params.createSessions;
  const { rounds, scrapeIntervalS } = ctx.params.metricsOverhead;
  const apis: Partial<Record<Variant, RunningApi>> = {};
  const results: Record<Variant, AutocannonResult[]> = { off: [], on: [] };
  const ratios: number[] = [];
  let scrapes = 0;
  // Half the scenario's connections each: together they offer create-sessions' usual load.
  const each = Math.max(1, Math.round(connections / 2));
  try {
    for (const variant of VARIANTS) apis[variant] = await startApi(ctx.settings, `api-metrics-${variant}`, metricsEnv(variant));
    const load = (variant: Variant, seconds: number) =>
      runLoad(`create sessions, metrics ${variant}`, { ...createSessionsLoad(ctx, ctx.merchants.metrics), baseUrl: apis[variant]!.baseUrl, connections: each, durationS: seconds });
    await together(VARIANTS, (variant) => load(variant, ctx.params.warmupS));
    for (let round = 0; round < rounds; round++) {
      ctx.log(`create-sessions, metrics off and on at once (round ${round + 1} of ${rounds}), ${each} connections each, ${durationS} s`);
      const scraper = scrapeEvery(`${apis.on!.baseUrl}/metrics`, scrapeIntervalS);
      const round_ = await together(orderOf(round), (variant) => load(variant, durationS));
      scrapes += scraper.stop();
      for (const variant of VARIANTS) results[variant].push(round_[variant]);
      ratios.push(ratio(round_.on.rps, round_.off.rps));
    }
  } finally {
    await Promise.all(Object.values(apis).map((api) => stopProcess(api.proc)));
  }
  return { results, ratios, scrapes };
}

interface DeliverySide {
  settings: ServiceSettings;
  /** Where this side's backlog is created: an api on this side's Redis prefix. */
  api: RunningApi;
  merchant: BenchMerchant;
  label: string;
}

/**
 * One delivery worker per variant, each with its own Redis prefix and backlog, draining at the
 * same time; each is timed to the half of its backlog, while both are still busy. They run the
 * delivery queue only (no sweeper), so neither picks up the other's deliveries from Postgres.
 */
async function deliveryRounds(ctx: BenchContext) {
  const { rounds, scrapeIntervalS } = ctx.params.metricsOverhead;
  const count = ctx.params.delivery.drainEvents;
  const half = Math.floor(count / 2);
  const onSettings = { ...ctx.settings, prefix: `${ctx.settings.prefix}-metrics-on` };
  const onApi = await startApi(onSettings, "api-metrics-delivery-on", { METRICS_ENABLED: "false" });
  const rates: Record<Variant, number[]> = { off: [], on: [] };
  const ratios: number[] = [];
  let scrapes = 0;
  let incomplete = 0;
  let createErrors = 0;
  try {
    const sides: Record<Variant, DeliverySide> = {
      off: { settings: ctx.settings, api: ctx.api, merchant: ctx.merchants.metrics, label: "metrics-off" },
      on: { settings: onSettings, api: onApi, merchant: ctx.merchants.metricsOn, label: "metrics-on" },
    };
    for (const variant of VARIANTS) {
      const side = sides[variant];
      await registerEndpoint(apiClient(side.api.baseUrl, side.merchant.testKey), ctx.receiver.url(200, side.label), [SESSION_CREATED]);
    }
    const filter = (variant: Variant) => ({ labelPrefix: sides[variant].label, type: SESSION_CREATED, status: 200 });
    for (let round = 0; round < rounds; round++) {
      await ctx.receiver.reset();
      ctx.log(`delivery, metrics off and on at once (round ${round + 1} of ${rounds}): ${fmtNumber(count)} events each, no worker running`);
      const backlog: Partial<Record<Variant, number>> = {};
      for (const variant of VARIANTS) {
        const side = sides[variant];
        const created = await runLoad(`create ${count} sessions (${side.label})`, { ...createSessionsLoad(ctx, side.merchant), baseUrl: side.api.baseUrl, connections: 50, amount: count });
        createErrors += count - created.ok;
        backlog[variant] = created.ok;
      }
      const resumes = await Promise.all(VARIANTS.map((variant) => pauseDeliveries(sides[variant].settings)));
      const ports: Record<Variant, number | undefined> = { off: undefined, on: await freePort() };
      const workers: Partial<Record<Variant, WorkerSet>> = {};
      const scraper = scrapeEvery(`http://127.0.0.1:${ports.on}/metrics`, scrapeIntervalS);
      try {
        for (const variant of orderOf(round)) {
          workers[variant] = await startWorkers(sides[variant].settings, 1, `metrics-${variant}-${round + 1}`, {
            args: [QUEUES.webhookDelivery],
            env: metricsEnv(variant, ports[variant]),
          });
        }
        const started = Date.now();
        await Promise.all(resumes.map((resume) => resume()));
        const halfway = await together(orderOf(round), async (variant) => {
          const reached = await ctx.receiver.wait(filter(variant), half, deliveryDeadlineMs(half));
          return reached ? Date.now() - started : Number.NaN;
        });
        const complete = await Promise.all(VARIANTS.map((variant) => ctx.receiver.wait(filter(variant), backlog[variant]!, deliveryDeadlineMs(count))));
        incomplete += complete.filter((done) => !done).length;
        const rate = (variant: Variant) => half / (halfway[variant] / 1000);
        for (const variant of VARIANTS) rates[variant].push(rate(variant));
        ratios.push(ratio(rate("on"), rate("off")));
      } finally {
        scrapes += scraper.stop();
        await Promise.all(Object.values(workers).map((set) => set.stop()));
      }
    }
  } finally {
    await stopProcess(onApi.proc);
  }
  return { rates, ratios, scrapes, incomplete, createErrors };
}

/**
 * The cost of metrics on the two paths that matter most: session creation (the api's HTTP
 * histogram; /metrics scraped meanwhile, queue depth read from Redis each time) and delivery
 * (the worker's job, attempt and latency metrics; its listener scraped meanwhile). Each round
 * runs METRICS_ENABLED=false and =true side by side; the result is the mean of the rounds' on / off
 * ratios, which is what either bench ratio (service / baseline) loses with metrics on.
 */
export const metricsOverheadScenario: Scenario = {
  name: "metrics-overhead",
  title: "Metrics overhead (on / off)",
  async run(ctx) {
    // Sessions first, while the merchant has no endpoint (like create-sessions): their events
    // would otherwise pile up as deliveries in front of the first drain's backlog.
    await createSession(apiClient(ctx.api.baseUrl, ctx.merchants.metrics.testKey));
    const sessions = await createSessionsRounds(ctx);
    const delivery = await deliveryRounds(ctx);

    const rps = (variant: Variant) => mean(sessions.results[variant].map((r) => r.rps));
    const p99 = (variant: Variant) => mean(sessions.results[variant].map((r) => r.p99));
    const sessionsRatio = mean(sessions.ratios);
    const deliveryRatio = mean(delivery.ratios);
    const errors = VARIANTS.flatMap((v) => sessions.results[v]).reduce((sum, r) => sum + errorCount(r), 0);
    const rows: MetricRow[] = [
      {
        metric: "create-sessions req/s, metrics on / off (side by side)",
        value: fmtNumber(rps("on")),
        baseline: fmtNumber(rps("off")),
        ratio: fmtRatio(sessionsRatio),
        target: `≥ ${1 - MAX_DROP}×`,
        verdict: verdict(sessionsRatio >= 1 - MAX_DROP && errors === 0),
      },
      { metric: "create-sessions on / off per round", value: spread(sessions.ratios), target: "reported", verdict: "reported" },
      { metric: "create-sessions p99, metrics on / off", value: fmtMs(p99("on")), baseline: fmtMs(p99("off")), target: "reported", verdict: "reported" },
      {
        metric: "deliveries/s to half the backlog, 1 worker each, on / off",
        value: fmtNumber(mean(delivery.rates.on)),
        baseline: fmtNumber(mean(delivery.rates.off)),
        ratio: fmtRatio(deliveryRatio),
        target: `≥ ${1 - MAX_DROP}×`,
        verdict: verdict(deliveryRatio >= 1 - MAX_DROP && delivery.incomplete === 0 && delivery.createErrors === 0),
      },
      { metric: "delivery on / off per round", value: spread(delivery.ratios), target: "reported", verdict: "reported" },
    ];
    const notes = [
      `${ctx.params.metricsOverhead.rounds} rounds each, both variants at once; ${sessions.scrapes} + ${delivery.scrapes} scrapes (every ${ctx.params.metricsOverhead.scrapeIntervalS} s) while metrics were on`,
      ...(errors > 0 ? [`${errors} create-sessions errors`] : []),
      ...(delivery.incomplete > 0 ? [`${delivery.incomplete} drains incomplete`] : []),
      ...(delivery.createErrors > 0 ? [`${delivery.createErrors} backlog creations failed`] : []),
    ];
    return {
      rows,
      note: notes.join("; "),
      details: { createSessions: sessions, delivery },
    };
  },
};
