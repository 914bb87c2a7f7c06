import { startBareExpress } from "../support/floors.js";
import { runLoad, type AutocannonResult } from "../support/load-client.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { clientFor, createSession, createSessionsLoad, SESSION_BODY } from "./shared.js";
import { verdict, type Scenario } from "./types.js";

/** Requests that failed: no response (errors, which include timeouts) or a non-2xx status. */
export function errorCount(result: AutocannonResult): number {
  return result.errors + result.non2xx;
}

/**
 * POST /v1/verification-sessions under 50 connections: authentication (one key lookup), the
 * session row, its verification_session.created event, and the sandbox and expiry jobs enqueued
 * after commit. Baseline: a bare Express route doing one INSERT through pg (pool of 10).
 */
export const createSessionsScenario: Scenario = {
  name: "create-sessions",
  title: "Create sandbox sessions",
  async run(ctx) {
    const { connections, durationS } = ctx.params.createSessions;
    const merchant = ctx.merchants.sessions;
    await createSession(clientFor(ctx, merchant));

    const floor = await startBareExpress(ctx.settings);
    let baseline: AutocannonResult;
    try {
      const spec = {
        baseUrl: floor.baseUrl,
        paths: ["/insert"],
        method: "POST" as const,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SESSION_BODY),
        connections,
      };
      ctx.log(`baseline: bare Express + one INSERT, ${connections} connections, ${durationS} s`);
      await runLoad("warm-up insert floor", { ...spec, durationS: ctx.params.warmupS });
      baseline = await runLoad("insert floor", { ...spec, durationS });
    } finally {
      await floor.stop();
    }

    ctx.log(`POST /v1/verification-sessions, ${connections} connections, ${durationS} s`);
    const spec = { ...createSessionsLoad(ctx, merchant), connections };
    await runLoad("warm-up create sessions", { ...spec, durationS: ctx.params.warmupS });
    const result = await runLoad("create sessions", { ...spec, durationS });

    const throughput = ratio(result.rps, baseline.rps);
    const errors = errorCount(result);
    return {
      rows: [
        { metric: "req/s", value: fmtNumber(result.rps), baseline: fmtNumber(baseline.rps), ratio: fmtRatio(throughput), target: "≥ 0.9×", verdict: verdict(throughput >= 0.9) },
        { metric: "p50", value: fmtMs(result.p50), baseline: fmtMs(baseline.p50), target: "reported", verdict: "reported" },
        { metric: "p99", value: fmtMs(result.p99), baseline: fmtMs(baseline.p99), target: "< 50 ms", verdict: verdict(result.p99 < 50) },
        { metric: "errors", value: `${errors} of ${fmtNumber(result.requests)}`, baseline: String(errorCount(baseline)), target: "0", verdict: verdict(errors === 0) },
      ],
      note: errors > 0 ? `status codes: ${JSON.stringify(result.statusCodes)}` : undefined,
      details: { connections, durationS, result, baseline },
    };
  },
};
