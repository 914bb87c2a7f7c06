import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Its own redis-server (this file flushes and restarts it), started before any module connects.
const { redisServer } = await vi.hoisted(async () => {
  // Below the ephemeral range: a client reconnecting during the restart could otherwise connect to itself and hang.
  const port = (await import("./support/ports.js")).randomListenPort();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  // Room for a starved machine: at 1 s, a loaded run timed out an attempt the receiver answered 503.
  process.env.WEBHOOK_TIMEOUT_MS = "4000";
  process.env.WEBHOOK_RETRY_SCHEDULE = "1s,2s,3s,4s";
  const { startRedisServer } = await import("./support/redis-server.js");
  return { redisServer: await startRedisServer(port) };
});

import { rmSync } from "node:fs";
import { Redis } from "ioredis";
import { prisma } from "../src/platform/db/client.js";
import { newId } from "../src/platform/ids.js";
import { closeQueues, getQueue } from "../src/platform/queues/factory.js";
import type { QueueName } from "../src/platform/queues/names.js";
import { redis } from "../src/platform/redis.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { createDeliveriesForEvent } from "../src/events/webhooks/fan-out.js";
import { deliveryJobId } from "../src/events/webhooks/jobs/webhook-delivery.js";
import { sweepRepairs } from "../src/app/jobs/sweep-repairs.js";
import { requeueDueDeliveries } from "../src/events/webhooks/requeue-due-deliveries.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { selfSignedCertificate } from "./support/tls-cert.js";
import { verifyWebhook } from "./support/verify-webhook.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process.js";

const DELIVERY_QUEUES: QueueName[] = ["webhook-delivery", "webhook-retry"];
const tls = selfSignedCertificate();
let merchant: TestMerchant;
let receiver: Receiver;
/** The receiver by name: the worker connects to 127.0.0.1 and checks the certificate against "localhost". */
let receiverUrl: string;
const workers: WorkerProcess[] = [];

async function worker(): Promise<WorkerProcess> {
  // NODE_EXTRA_CA_CERTS is read at process start: only a child process can be given it.
  const w = await startWorkerProcess(DELIVERY_QUEUES, { NODE_EXTRA_CA_CERTS: tls.certPath });
  workers.push(w);
  return w;
}

async function flushAll(): Promise<void> {
  const admin = new Redis(redisServer.url);
  try {
    await admin.flushall();
  } finally {
    admin.disconnect();
  }
}

/**
 * Runs the sweeper's delivery repair (as the scheduled `sweep` job does; here every 500 ms) until
 * `done`, scoped to this file's merchant: other test files share the database, not this Redis.
 */
async function sweepUntil(done: () => Promise<boolean>, what: () => string, timeoutMs = 30_000) {
  expect(sweepRepairs.map((r) => r.name)).toContain("requeue-due-webhook-deliveries");
  await waitFor(async () => {
    if (await done()) return true;
    await requeueDueDeliveries({ merchantId: merchant.merchantId });
    return false;
  }, what, timeoutMs, 500);
}

beforeAll(async () => {
  merchant = await createTestMerchant();
  // Producers fail fast while not connected: connect them before the first enqueue.
  await Promise.all(DELIVERY_QUEUES.map((name) => getQueue(name).waitUntilReady()));
  receiver = await startReceiver({ tls: { key: tls.key, cert: tls.cert } });
  receiverUrl = `https://localhost:${receiver.port}/hooks`;
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill("SIGKILL")));
  await receiver?.close();
  await closeQueues();
  redis.disconnect();
  await redisServer.stop();
  rmSync(tls.dir, { recursive: true, force: true });
});

describe("HTTPS receiver with a self-signed certificate", () => {
  it("is delivered to by a worker process that trusts the certificate through NODE_EXTRA_CA_CERTS, checking it against the URL's name", async () => {
    const w = await worker();
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: receiverUrl, events: ["customer.associated"] });
    // Same server, reached by IP: the certificate names only "localhost", so this one must fail.
    const byAddress = await insertEndpoint({ merchantId: merchant.merchantId, url: receiver.url, events: ["customer.associated"] });
    const eventId = await emitEvent({ merchantId: merchant.merchantId, type: "customer.associated" });
    const settledDelivery = (endpointId: string) =>
      waitFor(async () => {
        const d = await deliveryOf(eventId, endpointId);
        return d.status !== "pending" ? d : null;
      }, () => `the HTTPS delivery\n${w.output()}`, 20_000);

    const delivery = await settledDelivery(endpoint.id);
    expect(delivery.status).toBe("succeeded");
    const request = receiver.requests.find((r) => r.headers["x-pb-event-id"] === eventId)!;
    expect(request.headers.host).toBe(`localhost:${receiver.port}`);
    expect(verifyWebhook(request.rawBody, request.headers["x-pb-signature"] as string, endpoint.secret)).toBe(true);

    const mismatch = await settledDelivery(byAddress.id);
    expect(mismatch.status).toBe("retrying");
    expect(mismatch.attempts[0]!.error).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID/);
    expect(receiver.requests.filter((r) => r.headers["x-pb-event-id"] === eventId)).toHaveLength(1);
    await w.kill("SIGTERM");
  });

  it("fails the attempt in a process that does not trust it (certificates are verified)", async () => {
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: receiverUrl, events: ["review.resolved"] });
    const eventId = newId("event");
    const [deliveryId] = await prisma.$transaction(async (tx) => {
      const { createdAt } = await tx.event.create({ data: { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "review.resolved", data: {} } });
      return createDeliveriesForEvent(tx, { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "review.resolved", createdAt });
    });
    await deliverAttempt(deliveryId!, 1); // in this test process, which lacks the CA
    const delivery = await deliveryOf(eventId, endpoint.id);
    expect(delivery.status).toBe("retrying");
    expect(delivery.attempts[0]!.error).toMatch(/self[- ]signed certificate/i);
    expect(receiver.requests.some((r) => r.headers["x-pb-event-id"] === eventId)).toBe(false);
  });
});

describe("crash safety", () => {
  it(
    "a worker SIGKILLed while the receiver holds the request: the attempt is sent again by another worker, and only a 2xx settles it",
    async () => {
      const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: receiverUrl, events: ["reverification.submitted"] });
      let held = 0;
      receiver.reply = (request) => {
        if (request.headers["x-pb-event-type"] !== "reverification.submitted") return { status: 200 };
        return held++ === 0 ? "hang" : { status: 200, body: "second time" };
      };
      const first = await worker();
      const eventId = await emitEvent({ merchantId: merchant.merchantId, type: "reverification.submitted" });
      await waitFor(() => receiver.open() === 1, () => `the receiver to hold the first request\n${first.output()}`, 15_000);
      await first.kill("SIGKILL");

      // Killed mid-request: nothing recorded, certainly not a success.
      const afterKill = await deliveryOf(eventId, endpoint.id);
      expect(afterKill).toMatchObject({ status: "pending", attemptCount: 0 });
      expect(afterKill.attempts).toHaveLength(0);

      // The next worker takes the job over once the dead worker's lock (WEBHOOK_TIMEOUT_MS + 10 s)
      // has lapsed and BullMQ's stalled-job check (every 5 s, two passes) has seen it: 14-24 s.
      // Meanwhile the delivery is due in Postgres, which every test file shares: a sweeper running
      // in another file with its own delivery workers would send it, untrusted, and record a
      // failure (test/support/workers.ts leaves the sweeper out for that reason).
      const second = await worker();
      let lastSeen = "";
      const delivery = await waitFor(async () => {
        const d = await deliveryOf(eventId, endpoint.id);
        const job = await getQueue("webhook-delivery").getJob(deliveryJobId(d.id, 1));
        lastSeen = `delivery ${d.status}, ${d.attemptCount} attempt(s) ${JSON.stringify(d.attempts.map((a) => a.error ?? a.statusCode))}; job ${job ? `${await job.getState()}, stalled ${job.stalledCounter} time(s), failed: ${job.failedReason ?? "no"}` : "missing"}`;
        return d.status === "succeeded" ? d : null;
      }, () => `the delivery to succeed after the crash (${lastSeen}); receiver open: ${receiver.open()}\n${second.output()}`, 170_000, 250);
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ number: 1, statusCode: 200, responseBody: "second time" });
      const sent = receiver.requests.filter((r) => r.headers["x-pb-event-id"] === eventId);
      expect(sent).toHaveLength(2); // at-least-once: the same attempt, sent again, same event id and bytes
      expect(sent[0]!.rawBody.equals(sent[1]!.rawBody)).toBe(true);
      await second.kill("SIGTERM");
    },
    210_000,
  );

  it(
    "Redis FLUSHALL and a Redis restart lose no delivery: the sweeper re-enqueues what Postgres says is due",
    async () => {
      const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: receiverUrl, events: ["verification_session.completed"] });
      const seen = new Map<string, number>();
      receiver.reply = (request) => {
        const id = request.headers["x-pb-event-id"] as string;
        if (request.headers["x-pb-event-type"] !== "verification_session.completed") return { status: 200 };
        const count = (seen.get(id) ?? 0) + 1;
        seen.set(id, count);
        return count === 1 ? { status: 503, body: "try later" } : { status: 200 }; // each event fails once, then succeeds
      };

      // No worker runs: the jobs wait in Redis, then Redis forgets them.
      const eventIds: string[] = [];
      for (let i = 0; i < 20; i++) eventIds.push(await emitEvent({ merchantId: merchant.merchantId, type: "verification_session.completed" }));
      await flushAll();

      const w = await worker();
      const deliveries = () => prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, include: { attempts: true } });
      // Nothing would ever be sent without the sweeper: its repair brings the first attempts back.
      await sweepUntil(async () => (await deliveries()).every((d) => d.attemptCount >= 1), () => `every first attempt\n${w.output()}`);
      expect((await deliveries()).every((d) => d.status === "retrying" || d.status === "succeeded")).toBe(true);

      // Redis restarts empty while the retries wait in it (delayed jobs): lost again.
      await redisServer.restart();
      await sweepUntil(async () => (await deliveries()).every((d) => d.status === "succeeded"), () => `every delivery to succeed\n${w.output()}`, 60_000);

      const final = await deliveries();
      expect(final).toHaveLength(20);
      for (const d of final) {
        expect(d.attempts.map((a) => a.statusCode).sort()).toEqual([200, 503]);
      }
      for (const id of eventIds) expect(seen.get(id)).toBe(2);
      // And it still stops gracefully: BullMQ's Worker.close() alone could wait for good on a
      // blocking client the restart left reconnecting (closeWorker, src/platform/queues/factory.ts).
      await w.kill("SIGTERM");
      expect(w.child.exitCode, w.output()).toBe(0);
    },
    // Above the sum of its own waits (a worker's start, 30 s, a Redis restart, 60 s), so a slow
    // machine fails on the wait that names what did not happen, not on this bound (it did, at 120 s).
    240_000,
  );
});
