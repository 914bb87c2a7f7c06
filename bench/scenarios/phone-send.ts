import { setTimeout as sleep } from "node:timers/promises";
import { QUEUES } from "../../src/platform/queues/names.js";
import { startTwilioServer } from "../../test/support/twilio-server.js";
import { NotAvailable } from "../support/api-client.js";
import { startWorkers } from "../support/service.js";
import { fmtMs, fmtNumber, summarize } from "../support/stats.js";
import { SESSIONS_PATH } from "./shared.js";
import { verdict, type Scenario } from "./types.js";

const numberFor = (i: number) => `+33612${String(i).padStart(6, "0")}`;

/**
 * POST /sdk/v1/phone/send-code at an even rate in live mode: the api records the code and
 * enqueues an `sms` job; one worker process sends it through the Twilio provider to a local
 * server speaking the Messages API. Measured per send: from the request leaving the client to the
 * SMS server reading the message. Every accepted send must arrive (0 lost).
 */
export const phoneSendScenario: Scenario = {
  name: "phone-send",
  title: "Phone code send → SMS received (live)",
  async run(ctx) {
    const { rate, durationS } = ctx.params.phoneSend;
    const count = rate * durationS;
    const merchant = ctx.merchants.phone;
    const twilio = await startTwilioServer();
    const workers = await startWorkers(ctx.settings, 1, "sms", {
      args: [QUEUES.sms],
      readyQueue: QUEUES.sms,
      env: { SMS_PROVIDER: "twilio", TWILIO_API_URL: twilio.apiUrl, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: twilio.from },
    });
    try {
      ctx.log(`creating ${count} live sessions`);
      const tokens: string[] = [];
      while (tokens.length < count) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(50, count - tokens.length) }, async () => {
            const res = await fetch(`${ctx.api.baseUrl}${SESSIONS_PATH}`, {
              method: "POST",
              headers: { authorization: `Bearer ${merchant.liveKey}`, "content-type": "application/json" },
              body: JSON.stringify({ flows: ["phone"] }),
            });
            const body = (await res.json()) as { client_token?: string };
            if (res.status !== 201 || !body.client_token) throw new Error(`creating a live session answered ${res.status}`);
            return body.client_token;
          }),
        );
        tokens.push(...batch);
      }
      const probe = await fetch(`${ctx.api.baseUrl}/api/sdk/v1/session`, { headers: { authorization: `Bearer ${tokens[0]}` } });
      if (probe.status === 404) throw new NotAvailable("/api/sdk/v1 is not built yet");

      ctx.log(`send-code at ${rate}/s for ${durationS} s (${count} sends)`);
      const sentAt = new Array<number>(count);
      const statuses: Record<string, number> = {};
      const responseMs: number[] = [];
      const started = performance.now();
      const requests: Promise<void>[] = [];
      for (let i = 0; i < count; i++) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        sentAt[i] = performance.now();
        requests.push(
          fetch(`${ctx.api.baseUrl}/api/sdk/v1/phone/send-code`, {
            method: "POST",
            headers: { authorization: `Bearer ${tokens[i]}`, "content-type": "application/json" },
            body: JSON.stringify({ phone_number: numberFor(i) }),
          }).then(
            async (res) => {
              await res.arrayBuffer();
              responseMs.push(performance.now() - sentAt[i]!);
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            },
            () => {
              statuses.network = (statuses.network ?? 0) + 1;
            },
          ),
        );
      }
      const offeredS = (performance.now() - started) / 1000;
      await Promise.all(requests);
      const accepted = statuses[202] ?? 0;
      const deadline = performance.now() + 30_000;
      while (twilio.messages.length < accepted && performance.now() < deadline) await sleep(50);

      const index = new Map<string, number>();
      for (let i = 0; i < count; i++) index.set(numberFor(i), i);
      const latencies = twilio.messages.map((m) => m.receivedAt - sentAt[index.get(m.to)!]!);
      const latency = summarize(latencies);
      const lost = accepted - twilio.messages.length;
      const errors = count - accepted;
      return {
        rows: [
          { metric: "offered rate", value: `${fmtNumber(count / offeredS)}/s`, target: `${rate}/s even`, verdict: "reported" },
          { metric: "send-code answer p99", value: fmtMs(summarize(responseMs).p99), target: "reported", verdict: "reported" },
          { metric: "request → SMS p50", value: fmtMs(latency.p50), target: "reported", verdict: "reported" },
          { metric: "request → SMS p99", value: fmtMs(latency.p99), target: "< 1 s", verdict: verdict(latency.p99 < 1000) },
          { metric: "request → SMS max", value: fmtMs(latency.max), target: "reported", verdict: "reported" },
          { metric: "lost", value: `${lost} of ${fmtNumber(accepted)}`, target: "0", verdict: verdict(lost === 0 && accepted > 0) },
          { metric: "errors", value: `${errors} of ${fmtNumber(count)}`, target: "0", verdict: verdict(errors === 0) },
        ],
        note: errors > 0 ? `status codes: ${JSON.stringify(statuses)}` : undefined,
        details: { rate, durationS, count, statuses, latency, answer: summarize(responseMs), received: twilio.messages.length },
      };
    } finally {
      await workers.stop();
      await twilio.close();
    }
  },
};
