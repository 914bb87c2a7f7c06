import { describe, isMissingRoute, NotAvailable } from "../support/api-client.js";
import { startBareExpress } from "../support/floors.js";
import { runLoad, type AutocannonResult } from "../support/load-client.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { errorCount } from "./create-sessions.js";
import { clientFor, createSession, jsonHeaders, SESSIONS_PATH } from "./shared.js";
import { verdict, type Scenario } from "./types.js";

/**
 * GET /v1/verification-sessions/{id} under 50 connections, round-robin over a set of sessions.
 * Baseline: a bare Express route doing one primary-key SELECT of the same rows.
 */
export const readSessionScenario: Scenario = {
  name: "read-session",
  title: "Read a session by id",
  async run(ctx) {
    const { connections, durationS, sessions } = ctx.params.readSession;
    const merchant = ctx.merchants.reader;
    const client = clientFor(ctx, merchant);
    const ids: string[] = [];
    while (ids.length < sessions) {
      ids.push(...(await Promise.all(Array.from({ length: Math.min(10, sessions - ids.length) }, () => createSession(client)))));
    }
    const probe = await client.get(`${SESSIONS_PATH}/${ids[0]}`);
    if (isMissingRoute(probe)) throw new NotAvailable("GET /v1/verification-sessions/{id} is not built yet");
    if (probe.status !== 200) throw new Error(`reading a session answered ${describe(probe)}`);

    const floor = await startBareExpress(ctx.settings);
    let baseline: AutocannonResult;
    try {
      const spec = { baseUrl: floor.baseUrl, paths: ids.map((id) => `/select/${id}`), method: "GET" as const, headers: {}, connections };
      ctx.log(`baseline: bare Express + one indexed SELECT, ${connections} connections, ${durationS} s`);
      await runLoad("warm-up select floor", { ...spec, durationS: ctx.params.warmupS });
      baseline = await runLoad("select floor", { ...spec, durationS });
    } finally {
      await floor.stop();
    }

    ctx.log(`GET /v1/verification-sessions/{id}, ${connections} connections, ${durationS} s`);
    const spec = {
      baseUrl: ctx.api.baseUrl,
      paths: ids.map((id) => `${SESSIONS_PATH}/${id}`),
      method: "GET" as const,
      headers: jsonHeaders(merchant),
      connections,
    };
    await runLoad("warm-up read sessions", { ...spec, durationS: ctx.params.warmupS });
    const result = await runLoad("read sessions", { ...spec, durationS });

    const throughput = ratio(result.rps, baseline.rps);
    const errors = errorCount(result);
    return {
      rows: [
        { metric: "req/s", value: fmtNumber(result.rps), baseline: fmtNumber(baseline.rps), ratio: fmtRatio(throughput), target: "≥ 1.0×", verdict: verdict(throughput >= 1.0) },
        { metric: "p50", value: fmtMs(result.p50), baseline: fmtMs(baseline.p50), target: "reported", verdict: "reported" },
        { metric: "p99", value: fmtMs(result.p99), baseline: fmtMs(baseline.p99), target: "reported", verdict: "reported" },
        { metric: "errors", value: `${errors} of ${fmtNumber(result.requests)}`, baseline: String(errorCount(baseline)), target: "0", verdict: verdict(errors === 0) },
      ],
      note: errors > 0 ? `status codes: ${JSON.stringify(result.statusCodes)}` : undefined,
      details: { connections, durationS, sessions, result, baseline },
    };
  },
};
