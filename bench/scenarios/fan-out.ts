import { describeFailures, jobFailures, startWorkers } from "../support/service.js";
import { fmtMs, summarize } from "../support/stats.js";
import { addNote, awaitPings, clientFor, createSession, registerEndpoint, SESSION_CREATED } from "./shared.js";
import { verdict, type Scenario, type ScenarioOutcome } from "./types.js";

const LABEL = "fan-";

/**
 * One event to 200 endpoints: the merchant has 200 endpoints subscribed to
 * verification_session.created (each its own receiver path); one session is created and the time
 * from the event's `created` to the 200th receipt is measured. Repeated a few rounds.
 */
export const fanOutScenario: Scenario = {
  name: "fan-out",
  title: "Fan-out to 200 endpoints",
  async run(ctx) {
    const { endpoints, rounds } = ctx.params.fanOut;
    const client = clientFor(ctx, ctx.merchants.fanout);
    await createSession(client);
    await ctx.receiver.reset();
    const worker = await startWorkers(ctx.settings, 1, "fanout");
    let outcome: ScenarioOutcome;
    try {
      ctx.log(`registering ${endpoints} endpoints`);
      for (let i = 0; i < endpoints; i += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, endpoints - i) }, (_, j) =>
            registerEndpoint(client, ctx.receiver.url(200, `${LABEL}${i + j}`), [SESSION_CREATED]),
          ),
        );
      }
      await awaitPings(ctx.receiver, LABEL, endpoints, 60_000);

      const spans: number[] = [];
      const incomplete: string[] = [];
      for (let round = 1; round <= rounds; round++) {
        await ctx.receiver.reset();
        await createSession(client);
        const filter = { labelPrefix: LABEL, type: SESSION_CREATED, status: 200 };
        const complete = await ctx.receiver.wait(filter, endpoints, 30_000);
        const stats = await ctx.receiver.stats({ ...filter, perEvent: true });
        const event = stats.perEvent?.[0];
        if (!complete || !event) {
          incomplete.push(`round ${round}: ${stats.receipts} of ${endpoints} received within 30 s`);
          continue;
        }
        spans.push(event.spanMs);
        ctx.log(`round ${round}: all ${endpoints} received ${event.spanMs} ms after the event was created`);
      }
      const summary = summarize(spans);
      const met = incomplete.length === 0 && summary.max < 2_000;
      outcome = {
        rows: [
          { metric: `time until all ${endpoints} received (worst of ${rounds})`, value: fmtMs(summary.max), target: "< 2 s", verdict: verdict(met) },
          { metric: `median of ${rounds} rounds`, value: fmtMs(summary.p50), target: "reported", verdict: "reported" },
        ],
        note: incomplete.length > 0 ? incomplete.join("; ") : undefined,
        details: { endpoints, rounds, spansMs: spans, incomplete },
      };
    } finally {
      await worker.stop();
    }
    return addNote(outcome, describeFailures(jobFailures(worker)));
  },
};
