import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { getCountries } from "libphonenumber-js/max";
import type { HealthProbeRecord, Ledger, PortalWorkRecord } from "./ledger.js";
import type { PortalMember } from "./setup.js";

/**
 * The portal attacker (docs/chaos.md): a viewer member, signed in to the dashboard, asks for the
 * two most expensive things it may (docs/security.md, "Expensive portal work") in a loop for the
 * whole load: 100-rule simulations over 10,000 sessions, and CSV exports of every session, one of
 * each at a time (the loops run side by side), while a prober hits each api's /healthz every
 * ~100 ms. The rows (scripts/chaos/reconcile-portal.ts) count the probes over 1 s while portal
 * work ran on that api.
 */

export const PORTAL_PLAN = {
  /** Sessions seeded into the viewer's account (test mode): 6 in 10 decided, so over 10,000 to replay. */
  seededSessions: 17_000,
  simulationLimit: 10_000,
  draftRules: 100,
  /** A probe answered later than this while portal work ran is a loss. */
  slowProbeMs: 1_000,
  probeEveryMs: 100,
  probeTimeoutMs: 5_000,
  /** Fewer answered runs than these and the run did not check the bound: counted as a loss. */
  minSimulations: 3,
  minExports: 3,
} as const;

const WORK_TIMEOUT_MS = 120_000;
/** Between two runs of one loop, as a member clicking again. */
const PAUSE_MS = 500;

/**
 * Draft rules that match no seeded session (real countries other than the seed's FR and US: a rule
 * on a country that does not exist can never match and is refused), so each replayed session is
 * decided by all of them.
 */
const draftRules = getCountries()
  .filter((country) => country !== "FR" && country !== "US")
  .slice(0, PORTAL_PLAN.draftRules)
  .map((country, i) => ({ name: `Country ${i}`, priority: i + 1, condition: { signal: "phone_country", op: "eq", value: country }, action: "review" }));

interface WorkAnswer {
  status: number;
  code?: string;
  rows?: number;
  /** Retry-After of a 429, in seconds. */
  retryAfter?: number;
}

/** Sends portal work to the apis in turn; refused at connect (an api killed), it goes to the other one at once. */
async function portalRequest(
  ledger: Ledger,
  baseUrls: string[],
  turn: number,
  action: PortalWorkRecord["action"],
  send: (baseUrl: string) => Promise<WorkAnswer>,
): Promise<number> {
  for (let i = 0; i < baseUrls.length; i++) {
    const api = (turn + i) % baseUrls.length;
    const startedAt = Date.now();
    try {
      const { retryAfter, ...answer } = await send(baseUrls[api]!);
      ledger.portalWork.push({ action, api, startedAt, endedAt: Date.now(), ...answer });
      return retryAfter ?? 0;
    } catch (error) {
      const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? (error as Error).name;
      ledger.portalWork.push({ action, api, startedAt, endedAt: Date.now(), status: null, code });
      if (code !== "ECONNREFUSED") return 0;
    }
  }
  return 0;
}

async function simulate(member: PortalMember, baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/merchant/decision-rules/simulate`, {
    method: "POST",
    headers: { cookie: member.cookie, "x-csrf-token": member.csrfToken, "content-type": "application/json" },
    body: JSON.stringify({ mode: "test", rules: draftRules, limit: PORTAL_PLAN.simulationLimit }),
    signal: AbortSignal.timeout(WORK_TIMEOUT_MS),
  });
  const body = (await res.json()) as { sessions_replayed?: number; error?: { code?: string } };
  return { status: res.status, code: body.error?.code, rows: body.sessions_replayed, retryAfter: Number(res.headers.get("retry-after") ?? 0) };
}

/**
 * The newest third of the seeded sessions (they are spread over 60 days): under the faults' load an
 * export of all 17,000 took up to a minute, so a quick run's 140 s fitted two or three and the row
 * could not count the work it asks for; a third keeps each export heavy and gives several a run.
 */
const EXPORT_FILTER = `created_gte=${new Date(Date.now() - 20 * 24 * 3600 * 1000).toISOString()}`;

async function exportSessions(member: PortalMember, baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/merchant/test/exports/verification-sessions.csv?${EXPORT_FILTER}`, { headers: { cookie: member.cookie }, signal: AbortSignal.timeout(WORK_TIMEOUT_MS) });
  if (res.status !== 200) return { status: res.status, code: ((await res.json()) as { error?: { code?: string } }).error?.code, retryAfter: Number(res.headers.get("retry-after") ?? 0) };
  const text = await res.text();
  // Rows end in CRLF; a quoted cell may hold a bare newline, never CRLF. The header is not a row.
  return { status: res.status, rows: text.split("\r\n").filter(Boolean).length - 1 };
}

/**
 * The prober, on a thread of its own: the runner's event loop (the loads, reading 17,000-row CSVs)
 * must not add its own delays to what it measures. Probes each api's /healthz every ~100 ms until
 * `until`; answers every probe at the end.
 */
const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const { baseUrls, until, everyMs, timeoutMs } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const probes = [];
Promise.all(baseUrls.map(async (baseUrl, api) => {
  while (Date.now() < until) {
    const sentAt = Date.now();
    const started = performance.now();
    try {
      const res = await fetch(baseUrl + "/healthz", { signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      probes.push({ api, sentAt, ms: performance.now() - started, status: res.status });
    } catch (error) {
      probes.push({ api, sentAt, ms: performance.now() - started, status: null, code: (error.cause && error.cause.code) || error.name });
    }
    await sleep(Math.max(0, sentAt + everyMs - Date.now()));
  }
})).then(() => parentPort.postMessage(probes));
`;

function probeHealth(ledger: Ledger, baseUrls: string[], until: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(PROBER, { eval: true, workerData: { baseUrls, until, everyMs: PORTAL_PLAN.probeEveryMs, timeoutMs: PORTAL_PLAN.probeTimeoutMs } });
    thread.once("message", (probes: HealthProbeRecord[]) => {
      ledger.healthProbes.push(...probes);
      void thread.terminate().then(() => resolve());
    });
    thread.once("error", reject);
  });
}

/** The portal attacker and the prober, for `durationMs`. */
export async function runPortalAttack(options: { ledger: Ledger; baseUrls: string[]; viewer: PortalMember; durationMs: number }): Promise<void> {
  const { ledger, baseUrls, viewer } = options;
  const until = Date.now() + options.durationMs;
  const loop = async (action: PortalWorkRecord["action"], work: (baseUrl: string) => Promise<WorkAnswer>, firstApi: number) => {
    for (let turn = firstApi; Date.now() < until; turn++) {
      // A refusal's Retry-After is waited out, as the dashboard does.
      const retryAfter = await portalRequest(ledger, baseUrls, turn, action, work);
      await sleep(Math.max(PAUSE_MS, retryAfter * 1000));
    }
  };
  await Promise.all([
    probeHealth(ledger, baseUrls, until),
    loop("simulate", (baseUrl) => simulate(viewer, baseUrl), 0),
    loop("export", (baseUrl) => exportSessions(viewer, baseUrl), 1),
  ]);
}
