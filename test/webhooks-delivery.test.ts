import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A DNS server the test controls, started before src/platform/config.ts reads WEBHOOK_DNS_SERVERS. The
// delivery timeout is short, but long enough that a loaded machine delivers to a healthy receiver
// within it: "dead receivers do not hold up a healthy one" watches that happen before the dead
// ones time out (at 1 s, a busy run once missed it).
const { dns, TIMEOUT_MS } = await vi.hoisted(async () => {
  const TIMEOUT_MS = 4000;
  process.env.WEBHOOK_TIMEOUT_MS = String(TIMEOUT_MS);
  const { startDnsServer } = await import("./support/dns-server.js");
  const server = await startDnsServer();
  process.env.WEBHOOK_DNS_SERVERS = server.address;
  return { dns: server, TIMEOUT_MS };
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { prisma } from "../src/platform/db/client.js";
import { presentEvent } from "../src/events/present-event.js";
import { newId } from "../src/platform/ids.js";
import { enqueue } from "../src/platform/queues/enqueue.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { createDeliveriesForEvent } from "../src/events/webhooks/fan-out.js";
import { encryptSecret, generateSigningSecret } from "../src/events/webhooks/secrets.js";
import { requeueDueDeliveries } from "../src/events/webhooks/requeue-due-deliveries.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { verifyWebhook } from "./support/verify-webhook.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { runWorkers } from "./support/workers.js";
import { webhookDeliverJob } from "../src/events/webhooks/jobs/webhook-delivery.js";

const MINUTE = 60_000;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let api: TestApi;
const receivers: Receiver[] = [];

async function receiver(options?: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(options);
  receivers.push(r);
  return r;
}

const settled = (eventId: string, endpointId: string, statuses = ["succeeded", "retrying", "exhausted", "canceled"]) =>
  waitFor(async () => {
    const d = await deliveryOf(eventId, endpointId);
    return statuses.includes(d.status) ? d : null;
  }, `delivery of ${eventId} to settle`, 30_000);

beforeAll(async () => {
  merchant = await createTestMerchant();
  api = await startApi();
  workers = await runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]);
});

afterAll(async () => {
  await workers?.stop();
  await Promise.all(receivers.map((r) => r.close()));
  await api?.close();
  await dns?.close();
});

describe("a delivery", () => {
  it("POSTs the exact envelope bytes with the spec headers, signed so an independent verifier accepts it", async () => {
    const r = await receiver();
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId, data: { id: "vs_1", object: "verification_session", note: "héllo ✓" } });

    const [request] = await r.waitForRequests(1);
    const event = await prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/hooks");
    expect(request!.rawBody.toString("utf8")).toBe(JSON.stringify(presentEvent(event)));
    expect(JSON.parse(request!.rawBody.toString("utf8"))).toMatchObject({ id: eventId, type: "verification_session.created", livemode: false, data: { note: "héllo ✓" } });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["user-agent"]).toBe("Proofbase-Webhook/2.0");
    expect(request!.headers["x-pb-event-id"]).toBe(eventId);
    expect(request!.headers["x-pb-event-type"]).toBe("verification_session.created");
    expect(request!.headers["x-pb-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(request!.rawBody, request!.headers["x-pb-signature"] as string, endpoint.secret)).toBe(true);
    expect(verifyWebhook(request!.rawBody, request!.headers["x-pb-signature"] as string, generateSigningSecret("proofbase"))).toBe(false);

    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("succeeded");
    expect(delivery.attemptCount).toBe(1);
    expect(delivery.nextAttemptAt).toBeNull();
    expect(delivery.firstAttemptAt).toEqual(delivery.attempts[0]!.at);
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ number: 1, statusCode: 200, error: null, responseBody: "ok" });
    expect(delivery.attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("signs with the new and the old secret, new first, during a rotation overlap, and with the new one only after it", async () => {
    const r = await receiver();
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const fresh = generateSigningSecret("proofbase");
    await prisma.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { secretCiphertext: encryptSecret(fresh), previousSecretCiphertext: encryptSecret(endpoint.secret), previousSecretExpiresAt: new Date(Date.now() + MINUTE) },
    });
    await emitEvent({ merchantId: merchant.merchantId });
    const [during] = await r.waitForRequests(1);
    const header = during!.headers["x-pb-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const [, newSig, oldSig] = header.split(",");
    expect(verifyWebhook(during!.rawBody, `${header.split(",")[0]},${newSig}`, fresh)).toBe(true);
    expect(verifyWebhook(during!.rawBody, `${header.split(",")[0]},${oldSig}`, endpoint.secret)).toBe(true);
    expect(verifyWebhook(during!.rawBody, header, endpoint.secret)).toBe(true);
    expect(verifyWebhook(during!.rawBody, header, fresh)).toBe(true);

    await prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { previousSecretExpiresAt: new Date(Date.now() - 1) } });
    await emitEvent({ merchantId: merchant.merchantId });
    const [, after] = await r.waitForRequests(2);
    const afterHeader = after!.headers["x-pb-signature"] as string;
    expect(afterHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(after!.rawBody, afterHeader, fresh)).toBe(true);
    expect(verifyWebhook(after!.rawBody, afterHeader, endpoint.secret)).toBe(false);
  });

  it("keeps only the first 1 KiB of the receiver's response body, and counts any 2xx as success", async () => {
    const r = await receiver();
    r.reply = () => ({ status: 202, body: "x".repeat(5000) });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("succeeded");
    expect(delivery.attempts[0]!.statusCode).toBe(202);
    expect(delivery.attempts[0]!.responseBody).toBe("x".repeat(1024));
  });
});

describe("failed attempts", () => {
  it("a receiver that answers after WEBHOOK_TIMEOUT_MS has failed; the retry is due 5 minutes after the first attempt", async () => {
    const r = await receiver();
    r.reply = () => ({ status: 200, delayMs: 2 * TIMEOUT_MS });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("retrying");
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ number: 1, statusCode: null, error: `timed out after ${TIMEOUT_MS} ms`, responseBody: null });
    expect(delivery.attempts[0]!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(delivery.attempts[0]!.durationMs).toBeLessThan(2 * TIMEOUT_MS);
    expect(delivery.nextAttemptAt!.getTime() - delivery.firstAttemptAt!.getTime()).toBe(5 * MINUTE);
    // The worker enqueues the retry after its commit, which `settled` may see first.
    const retry = () => getQueue(QUEUES.webhookRetry).getJobState(`deliver-${delivery.id}-2`);
    await waitFor(async () => (await retry()) === "delayed", "the retry job, delayed");
  });

  it.each([301, 302, 307, 308])("a %i is a failure and its Location is not followed", async (status) => {
    const target = await receiver();
    const r = await receiver();
    r.reply = () => ({ status, headers: { Location: target.url } });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("retrying");
    expect(delivery.attempts[0]).toMatchObject({ statusCode: status, error: `redirect not followed (Location: ${target.url})` });
    expect(r.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it.each([400, 404, 500, 503])("a %i is a failure, recorded with its body", async (status) => {
    const r = await receiver();
    r.reply = () => ({ status, body: `nope ${status}` });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("retrying");
    expect(delivery.attempts[0]).toMatchObject({ statusCode: status, error: null, responseBody: `nope ${status}` });
  });

  it("a refused connection is a failure with a clear error", async () => {
    const closed = await receiver();
    const url = closed.url;
    await closed.close();
    receivers.splice(receivers.indexOf(closed), 1);
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("retrying");
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: "connection refused" });
  });
});

describe("isolation between receivers", () => {
  it("dead and hanging receivers do not hold up a healthy one, and one endpoint's deliveries run side by side", async () => {
    const hanging = await receiver();
    hanging.reply = () => "hang";
    // Accepts TCP connections and never says anything.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as { port: number }).port;
    try {
      const hangingEndpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: hanging.url, events: ["review.flagged"] });
      const silentEndpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: `http://127.0.0.1:${silentPort}/hooks`, events: ["review.flagged"] });
      const healthy = await receiver();
      const healthyEndpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: healthy.url, events: ["customer.associated"] });

      const stuck = [];
      for (let i = 0; i < 5; i++) stuck.push(await emitEvent({ merchantId: merchant.merchantId, type: "review.flagged" }));
      // All five deliveries to the hanging endpoint are in flight at once: nothing serialises per endpoint.
      await waitFor(() => hanging.open() === 5, "5 concurrent requests held by the hanging receiver", 0.9 * TIMEOUT_MS);

      const eventId = await emitEvent({ merchantId: merchant.merchantId, type: "customer.associated" });
      await healthy.waitForRequests(1, 0.9 * TIMEOUT_MS);
      expect((await settled(eventId, healthyEndpoint.id)).status).toBe("succeeded");
      // The healthy delivery finished while every stuck attempt was still waiting on its receiver.
      const stuckDeliveries = await prisma.webhookDelivery.findMany({ where: { eventId: { in: stuck } } });
      expect(stuckDeliveries).toHaveLength(10);
      expect(stuckDeliveries.every((d) => d.attemptCount === 0)).toBe(true);

      for (const id of stuck) {
        for (const endpointId of [hangingEndpoint.id, silentEndpoint.id]) {
          const d = await settled(id, endpointId);
          expect(d.attempts[0]!.error).toBe(`timed out after ${TIMEOUT_MS} ms`);
        }
      }
    } finally {
      silent.close();
    }
  });
});

describe("the delivery job", () => {
  it("connects to the address it resolved and checked, keeping the URL's host name in Host", async () => {
    const r = await receiver();
    dns.records.set("receiver.example.test", { A: ["127.0.0.1"] });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: `http://receiver.example.test:${r.port}/hooks?src=pb` });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const [request] = await r.waitForRequests(1);
    expect(request!.headers.host).toBe(`receiver.example.test:${r.port}`);
    expect(request!.path).toBe("/hooks?src=pb");
    expect((await settled(eventId, endpoint.id)).status).toBe("succeeded");
    expect(dns.queries.some((q) => q.name === "receiver.example.test")).toBe(true);

    dns.records.delete("receiver.example.test");
    const second = await emitEvent({ merchantId: merchant.merchantId });
    const failed = await settled(second, endpoint.id);
    expect(failed.attempts[0]!.error).toMatch(/^target refused: .*is not an allowed webhook target/);
    expect(r.requests).toHaveLength(1);
  });

  it("delivers to an IPv6 address", async () => {
    const r = await receiver({ host: "::1" });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const [request] = await r.waitForRequests(1);
    expect(request!.headers.host).toBe(`[::1]:${r.port}`);
    expect((await settled(eventId, endpoint.id)).status).toBe("succeeded");
  });

  it("cancels instead of sending when the endpoint was disabled or deleted", async () => {
    const r = await receiver();
    const disabled = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url, events: ["review.resolved"] });
    const deleted = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url, events: ["review.resolved"] });
    const eventId = newId("event");
    // Deliveries written without their jobs, as if the endpoint changed before the job ran.
    const deliveryIds = await prisma.$transaction(async (tx) => {
      const { createdAt } = await tx.event.create({ data: { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "review.resolved", data: {} } });
      return createDeliveriesForEvent(tx, { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "review.resolved", createdAt });
    });
    expect(deliveryIds).toHaveLength(2);
    await prisma.webhookEndpoint.update({ where: { id: disabled.id }, data: { status: "disabled" } });
    await prisma.webhookEndpoint.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    for (const deliveryId of deliveryIds) await enqueue(webhookDeliverJob, { deliveryId, attempt: 1 });
    for (const endpointId of [disabled.id, deleted.id]) {
      const d = await settled(eventId, endpointId);
      expect(d).toMatchObject({ status: "canceled", attemptCount: 0, nextAttemptAt: null });
    }
    expect(r.requests).toHaveLength(0);
  });

  it("does nothing for an attempt already recorded, a settled delivery, or an attempt that is not next", async () => {
    const r = await receiver();
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    const delivery = await settled(eventId, endpoint.id);
    expect(delivery.status).toBe("succeeded");
    await deliverAttempt(delivery.id, 1);
    await deliverAttempt(delivery.id, 2);
    await deliverAttempt("whd_missing", 1);
    expect(r.requests).toHaveLength(1);
    expect(await prisma.webhookAttempt.count({ where: { deliveryId: delivery.id } })).toBe(1);
  });

  it("sends and records an attempt once when it runs twice at the same time (the claim)", async () => {
    const r = await receiver();
    const own = await createTestMerchant(); // its only endpoint gets the event (others in this file take review.resolved too)
    r.reply = () => ({ status: 200, delayMs: 200 });
    const endpoint = await insertEndpoint({ merchantId: own.merchantId, url: r.url, events: ["review.resolved"] });
    const eventId = newId("event");
    const [deliveryId] = await prisma.$transaction(async (tx) => {
      const { createdAt } = await tx.event.create({ data: { id: eventId, merchantId: own.merchantId, mode: "test", type: "review.resolved", data: {} } });
      return createDeliveriesForEvent(tx, { id: eventId, merchantId: own.merchantId, mode: "test", type: "review.resolved", createdAt });
    });
    // Two runners of one attempt (a job BullMQ ran again while its first run was still going).
    const together = await Promise.all([deliverAttempt(deliveryId!, 1), deliverAttempt(deliveryId!, 1)]);
    expect(together.filter((held) => held === undefined)).toHaveLength(1);
    expect(together.find((held) => held)!.heldUntil.getTime()).toBeGreaterThan(Date.now());
    expect(r.requests).toHaveLength(1); // the claim: the second runner sends nothing

    expect(await deliverAttempt(deliveryId!, 1)).toBeUndefined(); // recorded: nothing to do
    expect(r.requests).toHaveLength(1);
    const d = await deliveryOf(eventId, endpoint.id);
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 1 });
    expect(d.attempts).toHaveLength(1);
  });

  /** An event whose one delivery goes to a fresh merchant's only endpoint (others in this file take review.resolved too). */
  async function pendingDeliveryOfItsOwn() {
    const r = await receiver();
    const own = await createTestMerchant();
    const endpoint = await insertEndpoint({ merchantId: own.merchantId, url: r.url, events: ["review.resolved"] });
    const eventId = newId("event");
    const [deliveryId] = await prisma.$transaction(async (tx) => {
      const { createdAt } = await tx.event.create({ data: { id: eventId, merchantId: own.merchantId, mode: "test", type: "review.resolved", data: {} } });
      return createDeliveriesForEvent(tx, { id: eventId, merchantId: own.merchantId, mode: "test", type: "review.resolved", createdAt });
    });
    return { r, endpoint, eventId, deliveryId };
  }

  it("a job whose attempt another runner holds waits, as a delayed job, until that claim ends, then sends it once", async () => {
    const { r, endpoint, eventId, deliveryId } = await pendingDeliveryOfItsOwn();
    // Another runner claimed attempt 1 and died before recording it.
    const heldUntil = new Date(Date.now() + 3_000);
    await prisma.webhookDelivery.updateMany({ where: { id: deliveryId! }, data: { claimedAttempt: 1, claimedUntil: heldUntil } });
    await enqueue(webhookDeliverJob, { deliveryId: deliveryId!, attempt: 1 });
    const job = () => getQueue(QUEUES.webhookDelivery).getJob(`deliver-${deliveryId}-1`);
    await waitFor(async () => (await (await job())?.getState()) === "delayed", "the job to wait for the claim");
    expect(r.requests).toHaveLength(0);
    const d = await settled(eventId, endpoint.id);
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 1 });
    expect(d.attempts[0]!.at.getTime()).toBeGreaterThanOrEqual(heldUntil.getTime());
    expect(r.requests).toHaveLength(1);
    expect(await (await job())!.getState()).toBe("completed");
    const finished = (await job())!;
    expect(finished.attemptsStarted).toBe(2); // it ran, waited, ran again
    expect(finished.attemptsMade).toBe(1); // and waiting used up none of its retries
  });

  it("sends an attempt again once the claim of a runner that died has lapsed", async () => {
    const { r, endpoint, eventId, deliveryId } = await pendingDeliveryOfItsOwn();
    // A runner claimed attempt 1 and died before recording it: a claim that is still live holds, a lapsed one does not.
    await prisma.webhookDelivery.updateMany({ where: { id: deliveryId! }, data: { claimedAttempt: 1, claimedUntil: new Date(Date.now() + 60_000) } });
    expect(await deliverAttempt(deliveryId!, 1)).toMatchObject({ heldUntil: expect.any(Date) });
    expect(r.requests).toHaveLength(0);
    await prisma.webhookDelivery.updateMany({ where: { id: deliveryId! }, data: { claimedUntil: new Date(Date.now() - 1) } });
    expect(await deliverAttempt(deliveryId!, 1)).toBeUndefined();
    expect(r.requests).toHaveLength(1);
    expect(await deliveryOf(eventId, endpoint.id)).toMatchObject({ status: "succeeded", attemptCount: 1 });
  });

  it("gives each of many concurrent attempts its own outcome (they share load and record statements)", async () => {
    const { merchantId } = await createTestMerchant(); // no other endpoints subscribed
    const ok = await receiver();
    const failing = await receiver();
    failing.reply = () => ({ status: 500, body: "down" });
    const [okEndpoint, failingEndpoint] = await Promise.all(
      [ok, failing].map((r) => insertEndpoint({ merchantId, url: r.url, events: ["review.flagged"] })),
    );
    // Deliveries written without jobs, so only the attempts below run.
    const eventIds = Array.from({ length: 20 }, () => newId("event"));
    const deliveryIds = await prisma.$transaction(async (tx) => {
      const ids: string[] = [];
      for (const id of eventIds) {
        const { createdAt } = await tx.event.create({ data: { id, merchantId, mode: "test", type: "review.flagged", data: { id } } });
        ids.push(...(await createDeliveriesForEvent(tx, { id, merchantId, mode: "test", type: "review.flagged", createdAt })));
      }
      return ids;
    });
    expect(deliveryIds).toHaveLength(40);

    await Promise.all(deliveryIds.map((id) => deliverAttempt(id, 1)));

    expect(ok.requests).toHaveLength(20);
    expect(failing.requests).toHaveLength(20);
    for (const eventId of eventIds) {
      const good = await deliveryOf(eventId, okEndpoint!.id);
      expect(good).toMatchObject({ status: "succeeded", attemptCount: 1, nextAttemptAt: null });
      expect(good.attempts).toMatchObject([{ number: 1, statusCode: 200 }]);
      const bad = await deliveryOf(eventId, failingEndpoint!.id);
      expect(bad).toMatchObject({ status: "retrying", attemptCount: 1 });
      expect(bad.attempts).toMatchObject([{ number: 1, statusCode: 500, responseBody: "down" }]);
      expect(bad.nextAttemptAt!.getTime() - bad.firstAttemptAt!.getTime()).toBe(5 * MINUTE);
      expect(JSON.parse(ok.requests.find((q) => q.headers["x-pb-event-id"] === eventId)!.rawBody.toString()).data).toEqual({ id: eventId });
    }
    const retries = await Promise.all(deliveryIds.map((id) => getQueue(QUEUES.webhookRetry).getJobState(`deliver-${id}-2`)));
    expect(retries.filter((state) => state === "delayed")).toHaveLength(20);
  });

  it("leaves a delivery canceled while its attempt was in flight canceled, with the attempt on record", async () => {
    const r = await receiver();
    r.reply = () => ({ status: 200, delayMs: 300 });
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const eventId = await emitEvent({ merchantId: merchant.merchantId });
    await r.waitForRequests(1);
    // What deleting the endpoint does to its due deliveries, while the receiver is still answering.
    await prisma.webhookDelivery.updateMany({ where: { eventId, endpointId: endpoint.id }, data: { status: "canceled", nextAttemptAt: null } });
    const delivery = await waitFor(async () => {
      const d = await deliveryOf(eventId, endpoint.id);
      return d.attempts.length > 0 ? d : null;
    }, "the in-flight attempt to be recorded");
    expect(delivery).toMatchObject({ status: "canceled", attemptCount: 0, nextAttemptAt: null });
    expect(delivery.attempts[0]).toMatchObject({ number: 1, statusCode: 200 });
  });
});

describe("the sweeper repair", () => {
  it("enqueues due deliveries whose job Redis does not hold, or holds failed, and leaves the rest alone", async () => {
    const r = await receiver();
    const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url, events: ["reverification.submitted"] });
    const make = async (nextAttemptAt: Date) => {
      const eventId = newId("event");
      await prisma.$transaction(async (tx) => {
        const { createdAt } = await tx.event.create({ data: { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "reverification.submitted", data: {} } });
        await createDeliveriesForEvent(tx, { id: eventId, merchantId: merchant.merchantId, mode: "test", type: "reverification.submitted", createdAt }, nextAttemptAt);
      });
      return eventId;
    };
    const lost = await make(new Date(Date.now() - MINUTE));
    const notYetDue = await make(new Date(Date.now() + MINUTE));
    const justCommitted = await make(new Date());
    const failedJob = await make(new Date(Date.now() - MINUTE));
    const failedDelivery = await deliveryOf(failedJob, endpoint.id);
    // A job that BullMQ gave up on: its id exists, so a plain add would be ignored.
    const retryQueue = getQueue(QUEUES.webhookDelivery);
    await retryQueue.add("webhook-deliver", { deliveryId: failedDelivery.id, attempt: 1, bogus: true }, { jobId: `deliver-${failedDelivery.id}-1`, attempts: 1 });
    await waitFor(async () => (await retryQueue.getJobState(`deliver-${failedDelivery.id}-1`)) === "failed", "the bogus job to fail");

    // Scoped to this file's merchant: test files share one database but not their Redis prefix.
    const repaired = await requeueDueDeliveries({ merchantId: merchant.merchantId });
    expect(repaired).toBe(2);
    for (const eventId of [lost, failedJob]) expect((await settled(eventId, endpoint.id)).status).toBe("succeeded");
    expect((await deliveryOf(notYetDue, endpoint.id)).status).toBe("pending");
    expect((await deliveryOf(justCommitted, endpoint.id)).status).toBe("pending");
    expect(r.requests).toHaveLength(2);
    expect(await requeueDueDeliveries({ merchantId: merchant.merchantId })).toBe(0);
  });
});

describe("through the API", () => {
  it("a new endpoint receives its ping, signed with the secret the create response returned", async () => {
    const r = await receiver();
    const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/webhook-endpoints", { url: r.url, events: ["verification_session.completed"] });
    expect(res.status).toBe(201);
    const [ping] = await r.waitForRequests(1);
    expect(ping!.headers["x-pb-event-type"]).toBe("ping");
    expect(JSON.parse(ping!.rawBody.toString("utf8")).data).toEqual({ message: expect.any(String) });
    expect(verifyWebhook(ping!.rawBody, ping!.headers["x-pb-signature"] as string, res.body.secret)).toBe(true);
  });
});

describe("the receiver's guide", () => {
  it("has a copy-paste verification snippet (docs/webhooks.md) that accepts a real delivery and rejects a forged one", async () => {
    const guide = readFileSync(new URL("../docs/webhooks.md", import.meta.url), "utf8");
    const snippet = /<!-- verify-snippet[^>]*-->\n```js\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(snippet).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), "pb-snippet-"));
    try {
      writeFileSync(join(dir, "verify.mjs"), snippet!);
      const { verifyProofbaseSignature } = (await import(pathToFileURL(join(dir, "verify.mjs")).href)) as {
        verifyProofbaseSignature: (raw: Buffer, header: unknown, secrets: string | string[], nowMs?: number) => boolean;
      };
      const r = await receiver();
      const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
      await emitEvent({ merchantId: merchant.merchantId });
      const [request] = await r.waitForRequests(1);
      const header = request!.headers["x-pb-signature"];
      expect(verifyProofbaseSignature(request!.rawBody, header, endpoint.secret)).toBe(true);
      expect(verifyProofbaseSignature(request!.rawBody, header, [generateSigningSecret("proofbase"), endpoint.secret])).toBe(true);
      expect(verifyProofbaseSignature(request!.rawBody, header, generateSigningSecret("proofbase"))).toBe(false);
      expect(verifyProofbaseSignature(Buffer.concat([request!.rawBody, Buffer.from(" ")]), header, endpoint.secret)).toBe(false);
      expect(verifyProofbaseSignature(request!.rawBody, header, endpoint.secret, Date.now() + 301_000)).toBe(false);
      expect(verifyProofbaseSignature(request!.rawBody, undefined, endpoint.secret)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
