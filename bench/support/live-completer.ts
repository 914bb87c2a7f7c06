/**
 * `node --import tsx bench/support/live-completer.ts <count> <rate>`: completes `count` live
 * verifications at an even `rate` per second through the real path (createSession, then
 * decideSession: the VIC and its pending attestation in one transaction, the attest job enqueued
 * after commit) for a fresh merchant. Prints JSON {merchantId, vicIds, behindMs}; run with the
 * service's environment (database, Redis prefix, CHAIN_ settings).
 *
 * At most one completion per pooled connection is in flight, as a busy api would have: offering
 * a backlog at 1,000/s on a loaded machine otherwise queued some 2,000 transactions on the pool,
 * and those that waited past Prisma's transaction start limit failed the run (P2028). A completer
 * held back by the cap shows as behindMs.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { config } from "../../src/platform/config.js";
import { disconnectDb } from "../../src/platform/db/client.js";
import { createMerchant } from "../../src/accounts/portal/create-merchant.js";
import { closeQueues } from "../../src/platform/queues/factory.js";
import { redis } from "../../src/platform/redis.js";
import { createSession } from "../../src/sessions/create-session.js";
import { decideSession } from "../../src/sessions/decide-session.js";

const count = Number(process.argv[2]);
const rate = Number(process.argv[3]);
const { merchantId } = await createMerchant({ email: `attest-${randomBytes(6).toString("hex")}@bench.test`, password: "bench-password-123", businessName: "vic-attest bench" });
const owner = { merchantId, mode: "live" as const };

const vicIds: string[] = [];
let behindMs = 0;
const started = performance.now();
const inFlight = new Set<Promise<void>>();
for (let i = 0; i < count; i++) {
  while (inFlight.size >= config.DATABASE_POOL_SIZE) await Promise.race(inFlight);
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  else behindMs = Math.max(behindMs, -wait);
  const completion = (async () => {
    const session = await createSession(owner, { flows: ["wallet"], customer_address: `0x${randomBytes(20).toString("hex")}` });
    const { session: done } = await decideSession({ merchantId, mode: "live", sessionId: session.id, signals: { risk_score: 5 } });
    vicIds.push(done.vic!.id);
  })();
  inFlight.add(completion);
  // A failed completion stays in the set, so the next race (or the last wait) throws its error.
  completion.then(() => inFlight.delete(completion), () => {});
}
await Promise.all(inFlight);
process.stdout.write(`${JSON.stringify({ merchantId, vicIds, behindMs: Math.round(behindMs) })}\n`);
await closeQueues();
await disconnectDb();
redis.disconnect();
