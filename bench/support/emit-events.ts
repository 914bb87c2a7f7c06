// Child process: creates events through the domain's unit of work at a fixed rate, the way every
// state change does (event row + its delivery rows in one transaction, delivery jobs enqueued after
// commit), without the HTTP layer in front. Used where the target is about delivery at a given
// event rate and the create endpoint itself could not offer that rate on this machine.
// `node --import tsx bench/support/emit-events.ts '<json spec>'` prints one JSON result.
import { setTimeout as sleep } from "node:timers/promises";
import { disconnectDb, prisma } from "../../src/db/client.js";
import { inTransaction } from "../../src/events/unit-of-work.js";
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

function sessionLike(n: number) {
  const now = new Date().toISOString();
  return {
    id: `vs_benchemit${String(n).padStart(12, "0")}`,
    object: "verification_session",
    status: "created",
    flows: ["wallet"],
    customer_address: null,
    client_token: null,
    test_outcome: "approved",
    vic: null,
    expires_at: now,
    completed_at: null,
    canceled_at: null,
    last_error: null,
    metadata: {},
    livemode: false,
    created_at: now,
  };
}

let emitted = 0;
let errors = 0;
let firstError: string | null = null;
let inFlight = 0;
let started = 0;
const begin = Date.now();

async function emitOne(n: number): Promise<void> {
  inFlight++;
  try {
    await inTransaction(({ emit }) =>
      emit({ merchantId: spec.merchantId, mode: "test", type: "verification_session.created", data: sessionLike(n) }),
    );
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
    while (started < due && inFlight < spec.concurrency) void emitOne(started++);
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
