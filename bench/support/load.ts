// Child process: the load generator, so it never shares an event loop with what it measures.
// `node --import tsx bench/support/load.ts '<json LoadSpec>'` prints one JSON result on stdout.
import { Agent, request } from "node:http";
import autocannon from "autocannon";
import { summarize, type Summary } from "./stats.js";

export interface AutocannonSpec {
  mode: "autocannon";
  baseUrl: string;
  /** Paths used round-robin, one per request. */
  paths: string[];
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** Run for this long... */
  durationS?: number;
  /** ...or until this many requests have completed. */
  amount?: number;
  /** Requests per second across all connections (offered load); unlimited when absent. */
  overallRate?: number;
}

export interface SequentialSpec {
  mode: "sequential";
  baseUrl: string;
  /** Each round fetches every path once, in order, over one keep-alive connection. */
  paths: string[];
  headers: Record<string, string>;
  rounds: number;
  warmupRounds: number;
}

export type LoadSpec = AutocannonSpec | SequentialSpec;

export interface AutocannonResult {
  /** Responses received (any status). */
  requests: number;
  /** Responses with a 2xx status. */
  ok: number;
  durationS: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
  /** Requests that got no response (connection errors and timeouts). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface SequentialResult {
  /** Latency per path (ms, sub-millisecond precision), in the order given. */
  perPath: Summary[];
  failures: number;
}

async function runAutocannon(spec: AutocannonSpec): Promise<AutocannonResult> {
  let next = 0;
  const instance = autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    ...(spec.amount !== undefined ? { amount: spec.amount } : { duration: spec.durationS ?? 10 }),
    // autocannon 9 back-fills "coordinated omission" samples at a 1 ms interval whatever the rate,
    // which buries real latencies under synthetic ones; at an offered rate we record what happened.
    ...(spec.overallRate !== undefined ? { overallRate: spec.overallRate, ignoreCoordinatedOmission: true } : {}),
    timeout: 10,
    requests: [
      {
        method: spec.method,
        headers: spec.headers,
        ...(spec.body !== undefined ? { body: spec.body } : {}),
        setupRequest: (req) => ({ ...req, path: spec.paths[next++ % spec.paths.length]! }),
      },
    ],
  });
  process.once("SIGTERM", () => instance.stop());
  const result = await instance;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const completed = result.requests.total;
  return {
    requests: completed,
    ok: Object.entries(statusCodes).reduce((sum, [code, count]) => (code.startsWith("2") ? sum + count : sum), 0),
    durationS: result.duration,
    rps: result.duration > 0 ? completed / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

async function timedGet(agent: Agent, url: URL, headers: Record<string, string>): Promise<{ ms: number; ok: boolean }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode === 200 }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function runSequential(spec: SequentialSpec): Promise<SequentialResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[][] = spec.paths.map(() => []);
  let failures = 0;
  for (let round = 0; round < spec.warmupRounds + spec.rounds; round++) {
    for (const [i, path] of spec.paths.entries()) {
      const { ms, ok } = await timedGet(agent, new URL(path, spec.baseUrl), spec.headers);
      if (!ok) failures++;
      if (round >= spec.warmupRounds) samples[i]!.push(ms);
    }
  }
  agent.destroy();
  return { perPath: samples.map(summarize), failures };
}

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
const result = spec.mode === "sequential" ? await runSequential(spec) : await runAutocannon(spec);
process.stdout.write(`${JSON.stringify(result)}\n`);
