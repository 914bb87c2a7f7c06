/** Every scenario, in the order a full run executes them. */
export const SCENARIO_NAMES = [
  "create-sessions",
  "read-session",
  "events-pagination",
  "event-log-scale",
  "search",
  "delivery",
  "fan-out",
  "retry-storm",
  "wallet-verify",
  "phone-send",
  "memory",
  "vic-attest",
  "metrics-overhead",
  "hosted-page",
  "credentials",
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface BenchOptions {
  /** BENCH_QUICK=1: seconds per scenario and small counts, for development on a shared machine. */
  quick: boolean;
  /** BENCH_ONLY=a,b: the scenarios to run (default: all). */
  only: ScenarioName[];
  /** BENCH_PROFILE=1: api and worker run under `node --cpu-prof`, profiles in bench/profiles. */
  profile: boolean;
  /** BENCH_PROFILE=loop: the api is profiled only during the timed loop of the scenarios that say where it is (bench/support/loop-profile.ts). */
  loopProfile: boolean;
  /** BENCH_KEEP_DB=1: leave the bench database in place at the end (it is recreated at every run anyway). */
  keepDb: boolean;
  params: BenchParams;
}

export interface BenchParams {
  warmupS: number;
  createSessions: { connections: number; durationS: number };
  readSession: { connections: number; durationS: number; sessions: number };
  pagination: { events: number; deepPage: number; samples: number };
  /** `events` (and `reference`) events over `days` days, COPY-seeded into daily partitions; page 1, page `deepPage` and a type filter timed `samples` times each. */
  eventLogScale: { events: number; reference: number; days: number; deepPage: number; samples: number };
  /** Sessions seeded with COPY (customers, reviews and the latest sessions' events derived in SQL), then each filter timed `samples` times. */
  search: { sessions: number; eventsForLatest: number; samples: number };
  delivery: { drainEvents: number; offeredRate: number; offeredEvents: number; workerCounts: number[] };
  fanOut: { endpoints: number; rounds: number };
  retryStorm: { healthyEndpoints: number; failingEndpoints: number; rate: number; durationS: number };
  walletVerify: { concurrency: number; durationS: number };
  phoneSend: { rate: number; durationS: number };
  /** Backlogs attested one transaction per VIC and batched, then completions offered at `rate`/s for `durationS`. */
  vicAttest: { unbatchedBacklog: number; batchedBacklog: number; rate: number; durationS: number };
  /** create-sessions (its connections, split between the two, and duration) and 1-worker delivery drains (its backlog each), metrics off and on side by side, `rounds` times; metrics scraped every `scrapeIntervalS` while on. */
  metricsOverhead: { rounds: number; scrapeIntervalS: number };
  /** Cold loads of the hosted page under Slow 3G, each way (compressed, and uncompressed as the baseline). */
  hostedPage: { runs: number };
  /** Credential issuance and presentation checks, closed loop, against bare @sd-jwt in this process. */
  credentials: { concurrency: number; durationS: number };
}

const FULL: BenchParams = {
  warmupS: 3,
  createSessions: { connections: 50, durationS: 15 },
  readSession: { connections: 50, durationS: 15, sessions: 200 },
  pagination: { events: 200_000, deepPage: 1_000, samples: 300 },
  eventLogScale: { events: 10_000_000, reference: 100_000, days: 30, deepPage: 1_000, samples: 200 },
  search: { sessions: 1_000_000, eventsForLatest: 100_000, samples: 200 },
  delivery: { drainEvents: 20_000, offeredRate: 1_000, offeredEvents: 20_000, workerCounts: [1, 2] },
  fanOut: { endpoints: 200, rounds: 5 },
  retryStorm: { healthyEndpoints: 8, failingEndpoints: 2, rate: 20, durationS: 20 },
  walletVerify: { concurrency: 16, durationS: 10 },
  phoneSend: { rate: 100, durationS: 20 },
  vicAttest: { unbatchedBacklog: 300, batchedBacklog: 2_000, rate: 100, durationS: 20 },
  metricsOverhead: { rounds: 6, scrapeIntervalS: 5 },
  hostedPage: { runs: 5 },
  credentials: { concurrency: 16, durationS: 10 },
};

// Small enough to run beside other people's test suites; the numbers only show the harness works.
const QUICK: BenchParams = {
  warmupS: 1,
  createSessions: { connections: 50, durationS: 3 },
  readSession: { connections: 50, durationS: 3, sessions: 50 },
  pagination: { events: 20_000, deepPage: 150, samples: 60 },
  eventLogScale: { events: 200_000, reference: 20_000, days: 30, deepPage: 150, samples: 40 },
  search: { sessions: 50_000, eventsForLatest: 10_000, samples: 40 },
  delivery: { drainEvents: 2_000, offeredRate: 1_000, offeredEvents: 3_000, workerCounts: [1, 2] },
  fanOut: { endpoints: 200, rounds: 2 },
  retryStorm: { healthyEndpoints: 8, failingEndpoints: 2, rate: 20, durationS: 5 },
  walletVerify: { concurrency: 16, durationS: 3 },
  phoneSend: { rate: 100, durationS: 3 },
  vicAttest: { unbatchedBacklog: 60, batchedBacklog: 300, rate: 100, durationS: 5 },
  metricsOverhead: { rounds: 2, scrapeIntervalS: 5 },
  hostedPage: { runs: 1 },
  credentials: { concurrency: 8, durationS: 3 },
};

function flag(value: string | undefined): boolean {
  return value === "1" || value === "true";
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const requested = (env.BENCH_ONLY ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = requested.filter((name) => !SCENARIO_NAMES.includes(name as ScenarioName));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY names unknown scenario(s): ${unknown.join(", ")}; known: ${SCENARIO_NAMES.join(", ")}`);
  }
  const quick = flag(env.BENCH_QUICK);
  return {
    quick,
    only: requested.length > 0 ? SCENARIO_NAMES.filter((name) => requested.includes(name)) : [...SCENARIO_NAMES],
    profile: flag(env.BENCH_PROFILE),
    loopProfile: env.BENCH_PROFILE === "loop",
    keepDb: flag(env.BENCH_KEEP_DB),
    params: quick ? QUICK : FULL,
  };
}
