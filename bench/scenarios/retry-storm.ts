import { join } from "node:path";
import { QUEUES } from "../../src/platform/queues/names.js";
import { describe } from "../support/api-client.js";
import type { EmitResult } from "../support/emit-events.js";
import { settleDatabase } from "../support/database.js";
import { stopProcess } from "../support/processes.js";
import { startReceiver, type Receiver, type ReceiptStats } from "../support/receiver-client.js";
import { describeFailures, jobFailures, startWorkers } from "../support/service.js";
import { fmtMs, fmtNumber, fmtRatio, ratio } from "../support/stats.js";
import { addNote, awaitPings, clientFor, createSession, deliveryDeadlineMs, emitEvenly, registerEndpoint, SESSION_CREATED } from "./shared.js";
import { verdict, type BenchContext, type Scenario, type ScenarioOutcome } from "./types.js";

const HEALTHY = "storm-ok-";
const FAILING = "storm-fail-";

interface Phase {
  created: EmitResult;
  healthy: ReceiptStats;
  failingAttempts: number;
  complete: boolean;
}

async function offer(ctx: BenchContext, failingReceiver: Receiver, healthyEndpoints: number): Promise<Phase> {
  const { rate, durationS } = ctx.params.retryStorm;
  // Both phases start with nothing left for a checkpoint to write, so they compare like with like.
  await settleDatabase(ctx.settings.databaseUrl);
  await Promise.all([ctx.receiver.reset(), failingReceiver.reset()]);
  const created = await emitEvenly(ctx, ctx.merchants.storm, `storm: ${rate} events/s`, rate * durationS, rate);
  const filter = { labelPrefix: HEALTHY, type: SESSION_CREATED, status: 200 };
  const expected = created.emitted * healthyEndpoints;
  const complete = await ctx.receiver.wait(filter, expected, deliveryDeadlineMs(expected));
  const healthy = await ctx.receiver.stats(filter);
  const failingAttempts = await failingReceiver.count({ labelPrefix: FAILING, includeDuplicates: true });
  return { created, healthy, failingAttempts, complete };
}

/**
 * Retry storm: the same offered load (sessions at `rate`/s, evenly paced, each delivered to every endpoint) first
 * to healthy endpoints only, then with 20% of the endpoints answering 500. Retries are seconds apart
 * in the bench (WEBHOOK_RETRY_SCHEDULE=1s,2s,4s,8s) so the storm happens inside the measurement.
 * Compared: the healthy endpoints' p99 from created to received.
 */
export const retryStormScenario: Scenario = {
  name: "retry-storm",
  title: "Retry storm (20% of endpoints fail)",
  async run(ctx) {
    const { healthyEndpoints, failingEndpoints, rate, durationS } = ctx.params.retryStorm;
    const client = clientFor(ctx, ctx.merchants.storm);
    await createSession(client);
    await ctx.receiver.reset();
    // The failing endpoints are another server, as they would be: their 500s must not queue up in
    // front of the healthy receipts being timed.
    const failingReceiver = await startReceiver(join(ctx.settings.logDir, "receiver-failing.log"), "receiver-failing");
    // The deployment docs/performance.md recommends: retries in a worker process of their own, at
    // a lower CPU priority, so they take the CPU that first attempts leave.
    const worker = await startWorkers(ctx.settings, 1, "storm", { args: ["--except", QUEUES.webhookRetry] });
    const retryWorker = await startWorkers(ctx.settings, 1, "storm-retries", { args: [QUEUES.webhookRetry], nice: 10, readyQueue: QUEUES.webhookRetry });
    const failingIds: string[] = [];
    let outcome: ScenarioOutcome;
    try {
      for (let i = 0; i < healthyEndpoints; i++) {
        await registerEndpoint(client, ctx.receiver.url(200, `${HEALTHY}${i}`), [SESSION_CREATED]);
      }
      await awaitPings(ctx.receiver, HEALTHY, healthyEndpoints);

      ctx.log(`control: ${rate} events/s for ${durationS} s to ${healthyEndpoints} healthy endpoints`);
      const control = await offer(ctx, failingReceiver, healthyEndpoints);

      for (let i = 0; i < failingEndpoints; i++) {
        failingIds.push(await registerEndpoint(client, failingReceiver.url(500, `${FAILING}${i}`), [SESSION_CREATED]));
      }
      ctx.log(`storm: the same load with ${failingEndpoints} more endpoints answering 500`);
      const storm = await offer(ctx, failingReceiver, healthyEndpoints);

      const p99Ratio = ratio(storm.healthy.latency.p99, control.healthy.latency.p99);
      const problems = [control, storm]
        .filter((p) => !p.complete || p.created.errors > 0)
        .map((p) => `${p.healthy.receipts} healthy deliveries received, ${p.created.errors} create errors${p.created.firstError ? ` (${p.created.firstError})` : ""}`);
      if (control.healthy.latency.p99 > 1_000) {
        problems.push("the control phase already queues (p99 > 1 s): the worker is saturated at this load, so the ratio compares backlogs rather than interference");
      }
      outcome = {
        rows: [
          { metric: "healthy p99, no failing endpoints", value: fmtMs(control.healthy.latency.p99), target: "reported", verdict: "reported" },
          {
            metric: `healthy p99, ${failingEndpoints} of ${healthyEndpoints + failingEndpoints} endpoints failing`,
            value: fmtMs(storm.healthy.latency.p99),
            baseline: fmtMs(control.healthy.latency.p99),
            ratio: fmtRatio(p99Ratio),
            target: "≤ 1.2×",
            verdict: verdict(p99Ratio <= 1.2 && control.complete && storm.complete),
          },
          { metric: "healthy p50 control / storm", value: `${fmtMs(control.healthy.latency.p50)} / ${fmtMs(storm.healthy.latency.p50)}`, target: "reported", verdict: "reported" },
          { metric: "failed attempts received during the storm", value: fmtNumber(storm.failingAttempts), target: "reported", verdict: "reported" },
        ],
        note: problems.length > 0 ? problems.join("; ") : undefined,
        details: { healthyEndpoints, failingEndpoints, rate, durationS, control, storm },
      };
    } finally {
      // Deleting the failing endpoints cancels their pending retries, so nothing keeps firing.
      for (const id of failingIds) {
        const response = await client.delete(`/api/v1/webhook-endpoints/${id}`);
        if (response.status !== 200) ctx.log(`could not delete failing endpoint ${id}: ${describe(response)}`);
      }
      await Promise.all([worker.stop(), retryWorker.stop()]);
      await stopProcess(failingReceiver.proc);
    }
    // Failed job runs are expected here only if they are not the receivers' 500s (those are recorded outcomes).
    return addNote(outcome, describeFailures(jobFailures(worker, retryWorker)));
  },
};
