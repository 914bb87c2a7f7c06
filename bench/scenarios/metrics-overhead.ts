import { runLoad, type AutocannonResult } from "../support/load-client.js";
import { freePort, stopProcess } from "../support/processes.js";
import { startApi, type RunningApi } from "../support/service.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { errorCount } from "./create-sessions.js";
import { drain, type Phase } from "./delivery.js";
import { clientFor, createSession, createSessionsLoad, registerEndpoint, SESSION_CREATED } from "./shared.js";
import { verdict, type BenchContext, type MetricRow, type Scenario } from "./types.js";

const LABEL = "metrics";
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

/** Rounds alternate the order (off/on, then on/off) so a drift of the machine weighs on both alike. */
const orderOf = (round: number): readonly Variant[] => (round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse());

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function createSessionsRounds(ctx: BenchContext) {
  const { connections, durationS } = ctx.params.createSessions;
  const { rounds, scrapeIntervalS } = ctx.params.metricsOverhead;
  const apis: Partial<Record<Variant, RunningApi>> = {};
  const results: Record<Variant, AutocannonResult[]> = { off: [], on: [] };
  let scrapes = 0;
  try {
    for (const variant of VARIANTS) apis[variant] = await startApi(ctx.settings, `api-metrics-${variant}`, metricsEnv(variant));
    const load = (variant: Variant) => ({ ...createSessionsLoad(ctx, ctx.merchants.metrics), baseUrl: apis[variant]!.baseUrl, connections });
    for (const variant of VARIANTS) await runLoad(`warm-up create sessions, metrics ${variant}`, { ...load(variant), durationS: ctx.params.warmupS });
    for (let round = 0; round < rounds; round++) {
      for (const variant of orderOf(round)) {
        ctx.log(`create-sessions, metrics ${variant} (round ${round + 1} of ${rounds}), ${connections} connections, ${durationS} s`);
        const scraper = variant === "on" ? scrapeEvery(`${apis.on!.baseUrl}/metrics`, scrapeIntervalS) : undefined;
        results[variant].push(await runLoad(`create sessions, metrics ${variant}`, { ...load(variant), durationS }));
        scrapes += scraper?.stop() ?? 0;
      }
    }
  } finally {
    await Promise.all(Object.values(apis).map((api) => stopProcess(api.proc)));
  }
  return { results, scrapes };
}

async function deliveryRounds(ctx: BenchContext) {
  const { rounds, scrapeIntervalS } = ctx.params.metricsOverhead;
  const phases: Record<Variant, Phase[]> = { off: [], on: [] };
  let scrapes = 0;
  for (let round = 0; round < rounds; round++) {
    for (const variant of orderOf(round)) {
      ctx.log(`delivery drain, 1 worker, metrics ${variant} (round ${round + 1} of ${rounds})`);
      const port = variant === "on" ? await freePort() : undefined;
      const scraper = port ? scrapeEvery(`http://127.0.0.1:${port}/metrics`, scrapeIntervalS) : undefined;
      try {
        phases[variant].push(await drain(ctx, 1, { merchant: ctx.merchants.metrics, label: LABEL, name: `metrics-${variant}-${round + 1}`, env: metricsEnv(variant, port) }));
      } finally {
        scrapes += scraper?.stop() ?? 0;
      }
    }
  }
  return { phases, scrapes };
}

/**
 * The cost of metrics on the two paths that matter most: session creation (the api's HTTP
 * histogram; /metrics scraped meanwhile, queue depth read from Redis each time) and delivery
 * (the worker's job, attempt and latency metrics; its listener scraped meanwhile). Each is
 * measured with METRICS_ENABLED=false and =true, alternating, in the same run; the result is the
 * on / off ratio, which is what either bench ratio (service / baseline) loses with metrics on.
 */
export const metricsOverheadScenario: Scenario = {
  name: "metrics-overhead",
  title: "Metrics overhead (on / off)",
  async run(ctx) {
    const client = clientFor(ctx, ctx.merchants.metrics);
    await createSession(client);
    // Sessions first, while the merchant has no endpoint (like create-sessions): their events
    // would otherwise pile up as deliveries in front of the first drain's backlog.
    const sessions = await createSessionsRounds(ctx);
    await ctx.receiver.reset();
    await registerEndpoint(client, ctx.receiver.url(200, LABEL), [SESSION_CREATED]);
    // The endpoint's ping goes out with the first drain's backlog; only session events are counted.
    const delivery = await deliveryRounds(ctx);

    const rps = (variant: Variant) => mean(sessions.results[variant].map((r) => r.rps));
    const p99 = (variant: Variant) => mean(sessions.results[variant].map((r) => r.p99));
    const rate = (variant: Variant) => mean(delivery.phases[variant].map((p) => p.rate));
    const sessionsRatio = ratio(rps("on"), rps("off"));
    const deliveryRatio = ratio(rate("on"), rate("off"));
    const errors = VARIANTS.flatMap((v) => sessions.results[v]).reduce((sum, r) => sum + errorCount(r), 0);
    const incomplete = VARIANTS.flatMap((v) => delivery.phases[v]).filter((p) => !p.complete || p.created.errors > 0).length;
    const rows: MetricRow[] = [
      {
        metric: "create-sessions req/s, metrics on / off",
        value: fmtNumber(rps("on")),
        baseline: fmtNumber(rps("off")),
        ratio: fmtRatio(sessionsRatio),
        target: `≥ ${1 - MAX_DROP}×`,
        verdict: verdict(sessionsRatio >= 1 - MAX_DROP && errors === 0),
      },
      { metric: "create-sessions p99, metrics on / off", value: fmtMs(p99("on")), baseline: fmtMs(p99("off")), target: "reported", verdict: "reported" },
      {
        metric: "delivery deliveries/s (1 worker, backlog), metrics on / off",
        value: fmtNumber(rate("on")),
        baseline: fmtNumber(rate("off")),
        ratio: fmtRatio(deliveryRatio),
        target: `≥ ${1 - MAX_DROP}×`,
        verdict: verdict(deliveryRatio >= 1 - MAX_DROP && incomplete === 0),
      },
    ];
    const notes = [
      `${ctx.params.metricsOverhead.rounds} alternating rounds each; ${sessions.scrapes} + ${delivery.scrapes} scrapes (every ${ctx.params.metricsOverhead.scrapeIntervalS} s) while metrics were on`,
      ...(errors > 0 ? [`${errors} create-sessions errors`] : []),
      ...(incomplete > 0 ? [`${incomplete} drains incomplete or with create errors`] : []),
    ];
    return {
      rows,
      note: notes.join("; "),
      details: {
        createSessions: sessions.results,
        delivery: { off: delivery.phases.off.map((p) => p.rate), on: delivery.phases.on.map((p) => p.rate), phases: delivery.phases },
      },
    };
  },
};
