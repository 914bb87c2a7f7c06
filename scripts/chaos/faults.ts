import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import type { RedisServer } from "../../test/support/redis-server.js";
import type { TcpProxy } from "../../test/support/tcp-proxy.js";
import type { Ledger } from "./ledger.js";
import type { ChaosOptions } from "./options.js";
import type { PrivatePostgres } from "../../test/support/private-postgres.js";
import type { Fleet } from "./processes.js";
import type { ChaosReceiver } from "./receivers.js";

/** Everything a fault may break. */
export interface Target {
  ledger: Ledger;
  fleet: Fleet;
  postgres: PrivatePostgres;
  redis: RedisServer;
  /** The receiver that goes down (its endpoints are healthy again once it is back). */
  flakyReceiver: ChaosReceiver;
  /** The chain's JSON-RPC, as the services reach it. */
  chainProxy: TcpProxy;
}

export interface Fault {
  name: string;
  /** Breaks something, restores it, and says what happened. */
  inject: (target: Target, round: number) => Promise<string>;
}

const RECEIVER_DOWN_MS = 6_000;
const RPC_DOWN_MS = 8_000;

async function timed(work: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await work();
  return Date.now() - started;
}

/** Resolves once `probe` holds (checked every 5 ms), or after `timeoutMs` regardless; says which. */
async function when(probe: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

/**
 * The faults, in the order a run injects them. The Redis ones come first: attestation and billing
 * repairs wait 30 s before re-enqueueing work whose job Redis lost, and the run must see them.
 */
export const FAULTS: Fault[] = [
  {
    name: "Redis FLUSHALL",
    inject: async ({ redis }) => {
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
      return "every queue, job, scheduler and rate-limit key gone";
    },
  },
  {
    name: "Redis restart",
    inject: async ({ redis }) => `down and back empty in ${await timed(() => redis.restart())} ms`,
  },
  {
    name: "SIGKILL a worker",
    inject: async ({ fleet }, round) => {
      const worker = fleet.workers[round % fleet.workers.length]!;
      await worker.kill();
      const ms = await timed(() => worker.start());
      return `${worker.name} killed; restarted, serving after ${ms} ms`;
    },
  },
  {
    name: "SIGKILL an api mid-request",
    inject: async ({ fleet, ledger }, round) => {
      const index = round % fleet.apis.length;
      const api = fleet.apis[index]!;
      const busy = await when(() => ledger.inFlight[index]! > 0, 5_000);
      const inFlight = ledger.inFlight[index]!;
      await api.kill();
      const ms = await timed(() => api.start());
      return `${api.name} killed with ${busy ? inFlight : "no"} request(s) in flight; serving again after ${ms} ms`;
    },
  },
  {
    name: "Postgres restart",
    inject: async ({ postgres }) => `pg_ctl restart -m immediate (crash, recovery at start) took ${await timed(() => postgres.restart("immediate"))} ms`,
  },
  {
    name: "receiver down then back",
    inject: async ({ flakyReceiver }) => {
      await flakyReceiver.stop();
      await sleep(RECEIVER_DOWN_MS);
      await flakyReceiver.start();
      return `${flakyReceiver.name} refused connections for ${RECEIVER_DOWN_MS / 1000} s`;
    },
  },
  {
    name: "chain RPC down then back",
    inject: async ({ chainProxy }) => {
      await chainProxy.cut();
      await sleep(RPC_DOWN_MS);
      await chainProxy.start();
      return `the RPC refused connections for ${RPC_DOWN_MS / 1000} s`;
    },
  },
];

/** When each fault is due (ms since the epoch): quick spreads the 7 evenly; a soak cycles through them every 30 s. */
export function faultSchedule(options: ChaosOptions, loadEndsAt: number): number[] {
  const first = loadEndsAt - (options.loadSeconds - options.leadSeconds) * 1000;
  const last = loadEndsAt - options.leadSeconds * 1000;
  const spacingMs = options.mode === "quick" ? (last - first) / (FAULTS.length - 1) : 30_000;
  const due: number[] = [];
  for (let at = first; at <= last + 1; at += spacingMs) due.push(at);
  return due;
}

/** Injects FAULTS in turn at the scheduled times, each finished (restored) before the next starts. */
export async function injectFaults(target: Target, schedule: number[], log: (line: string) => void): Promise<void> {
  for (const [i, dueAt] of schedule.entries()) {
    await sleep(Math.max(0, dueAt - Date.now()));
    const fault = FAULTS[i % FAULTS.length]!;
    const at = target.ledger.secondsSinceStart();
    log(`fault: ${fault.name}`);
    const started = Date.now();
    const note = await fault.inject(target, Math.floor(i / FAULTS.length));
    target.ledger.faults.push({ name: fault.name, at, durationMs: Date.now() - started, note });
    log(`  ${note}`);
  }
}
