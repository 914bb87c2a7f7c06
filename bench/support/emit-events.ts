// Child process: creates sandbox sessions through POST /v1/verification-sessions at an EVEN rate
// (each one emits verification_session.created), over keep-alive connections.
// Why not autocannon here: its rate limit lets each connection send its quota at the top of every
// second, so "20 sessions/s" arrives as one burst of 20 each second (and the bench's 1 s/2 s/4 s/8 s
// retry schedule then lines every retry up with a later burst). Latency at an offered rate is
// about a steady stream, so the phases that offer a rate use this pacer; autocannon drives every
// throughput scenario. Requests start on a 2 ms tick, as many as are due, never more than
// `concurrency` in flight (an api that falls behind shows as a lower achieved rate).
// `node --import tsx bench/support/emit-events.ts '<json spec>'` prints one JSON result.
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export interface EmitSpec {
  baseUrl: string;
  apiKey: string;
  count: number;
  /** Events per second. */
  rate: number;
  /** Requests in flight at most (keep-alive connections). */
  concurrency: number;
}

export interface EmitResult {
  emitted: number;
  errors: number;
  firstError: string | null;
  durationS: number;
  rps: number;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as EmitSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.concurrency });
const url = new URL("/api/v1/verification-sessions", spec.baseUrl);
const body = JSON.stringify({ flows: ["wallet"], test_outcome: "approved" });
const headers = { authorization: `Bearer ${spec.apiKey}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) };

let emitted = 0;
let errors = 0;
let firstError: string | null = null;
let inFlight = 0;
let started = 0;

function fail(message: string): void {
  errors++;
  firstError ??= message.slice(0, 200);
}

function createOne(): Promise<void> {
  inFlight++;
  return new Promise<void>((resolve) => {
    const req = request(url, { method: "POST", agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        if (res.statusCode === 201) emitted++;
        else fail(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString()}`);
        resolve();
      });
      res.on("error", (error) => (fail(error.message), resolve()));
    });
    req.on("error", (error) => (fail(error.message), resolve()));
    req.end(body);
  }).finally(() => inFlight--);
}

const begin = Date.now();
while (started < spec.count) {
  const due = Math.min(spec.count, Math.floor(((Date.now() - begin) / 1000) * spec.rate));
  while (started < due && inFlight < spec.concurrency) {
    started++;
    void createOne();
  }
  await sleep(2);
}
while (inFlight > 0) await sleep(2);
const durationS = (Date.now() - begin) / 1000;
const result: EmitResult = { emitted, errors, firstError, durationS, rps: emitted / durationS };
process.stdout.write(`${JSON.stringify(result)}\n`);
agent.destroy();
