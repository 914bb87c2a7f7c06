// Child process: creates events at a fixed rate by creating sandbox sessions through the domain
// function behind POST /v1/verification-sessions (session row, its verification_session.created
// event and the event's delivery rows in one statement, jobs enqueued after), without the HTTP
// layer in front. Used where the target is about delivery at a given event rate and one api
// process on this machine could not offer that rate over HTTP.
// `node --import tsx bench/support/emit-events.ts '<json spec>'` prints one JSON result.
import { setTimeout as sleep } from "node:timers/promises";
import { disconnectDb } from "../../src/db/client.js";
import { createSession } from "../../src/sessions/create-session.js";
import { closeQueues } from "../../src/queues/factory.js";
import { redis } from "../../src/redis.js";

export interface EmitSpec {
  merchantId: string;
  count: number;
  /** Events per second. */
  rate: number;
  /** Transactions in flight at most (the process's pool is DATABASE_POOL_SIZE). */
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

let emitted = 0;
let errors = 0;
let firstError: string | null = null;
let inFlight = 0;
let started = 0;
const begin = Date.now();

async function emitOne(): Promise<void> {
  inFlight++;
  try {
    await createSession({ merchantId: spec.merchantId, mode: "test" }, { flows: ["wallet"], test_outcome: "approved" });
    emitted++;
  } catch (error) {
    errors++;
    firstError ??= (error as Error).message.slice(0, 200);
  } finally {
    inFlight--;
  }
}

try {
  while (started < spec.count) {
    const due = Math.min(spec.count, Math.floor(((Date.now() - begin) / 1000) * spec.rate));
    while (started < due && inFlight < spec.concurrency) {
      started++;
      void emitOne();
    }
    await sleep(5);
  }
  while (inFlight > 0) await sleep(5);
  const durationS = (Date.now() - begin) / 1000;
  const result: EmitResult = { emitted, errors, firstError, durationS, rps: emitted / durationS };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await closeQueues();
  await disconnectDb();
  redis.disconnect();
}
