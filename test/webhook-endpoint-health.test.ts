import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.WEBHOOK_DISABLE_AFTER = "2s";
  process.env.WEBHOOK_TIMEOUT_MS = "1000";
});

import { setTimeout as sleep } from "node:timers/promises";
import { prisma } from "../src/platform/db/client.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { recordEndpointHealth } from "../src/events/webhooks/endpoint-health.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";

let api: TestApi;
let merchant: TestMerchant;
let c: ReturnType<typeof client>;
const receivers: Receiver[] = [];

async function receiverAnswering(status: number) {
  const r = await startReceiver();
  r.reply = () => ({ status, body: "x" });
  receivers.push(r);
  return r;
}

beforeAll(async () => {
  [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  c = client(api.baseUrl, merchant.testKey);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await api.close();
});

async function eventFor(endpointId: string) {
  return deliveryOf(await emitEvent({ merchantId: merchant.merchantId }), endpointId);
}

const endpointRow = (id: string) => prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });

describe("webhook endpoint health", () => {
  it("disables an endpoint that failed every attempt for WEBHOOK_DISABLE_AFTER and cancels its pending deliveries", async () => {
    const r = await receiverAnswering(500);
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: `${r.url}` });
    const first = await eventFor(id);
    await deliverAttempt(first.id, 1);
    expect((await endpointRow(id)).status).toBe("enabled");
    await sleep(2_100);
    const second = await eventFor(id);
    await deliverAttempt(second.id, 1);
    const endpoint = await c.get(`/api/v1/webhook-endpoints/${id}`);
    expect(endpoint.body).toMatchObject({ status: "disabled", disabled_reason: "failing" });
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("canceled");
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("canceled");
    // No new deliveries while disabled.
    expect(await prisma.webhookDelivery.count({ where: { endpointId: id, eventId: await emitEvent({ merchantId: merchant.merchantId }) } })).toBe(0);
  });

  it("a success in between restarts the clock", async () => {
    const r = await receiverAnswering(500);
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    await deliverAttempt((await eventFor(id)).id, 1);
    await sleep(2_100);
    r.reply = () => ({ status: 200, body: "ok" });
    await deliverAttempt((await eventFor(id)).id, 1);
    r.reply = () => ({ status: 500, body: "x" });
    await deliverAttempt((await eventFor(id)).id, 1);
    expect((await endpointRow(id)).status).toBe("enabled");
  });

  it("starts the failure clock at the earliest failure, whatever order side-by-side attempts record in", async () => {
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: "http://127.0.0.1:9/hook" });
    const earlier = new Date(Date.now() - 2_000);
    const later = new Date(Date.now() - 1_000);
    // Both attempts loaded the endpoint before either recorded: each saw no clock running.
    await recordEndpointHealth({ id, failingSince: null }, { at: later, ok: false, statusCode: 500 });
    await recordEndpointHealth({ id, failingSince: null }, { at: earlier, ok: false, statusCode: 500 });
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).toEqual(earlier);
    await recordEndpointHealth({ id, failingSince: null }, { at: later, ok: false, statusCode: 500 });
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).toEqual(earlier);
  });

  it("disables at once a receiver answering 410 Gone", async () => {
    const r = await receiverAnswering(410);
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const delivery = await eventFor(id);
    await deliverAttempt(delivery.id, 1);
    expect((await c.get(`/api/v1/webhook-endpoints/${id}`)).body).toMatchObject({ status: "disabled", disabled_reason: "gone" });
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe("canceled");

    const enabled = await c.post(`/api/v1/webhook-endpoints/${id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ status: "enabled", disabled_reason: null });
    expect(await prisma.webhookDelivery.count({ where: { endpointId: id, eventId: await emitEvent({ merchantId: merchant.merchantId }) } })).toBe(1);
    expect((await c.post("/api/v1/webhook-endpoints/we_nope/enable")).body.error.code).toBe("endpoint_not_found");
  });

  it("a merchant's own disable says manual", async () => {
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: "http://127.0.0.1:9/hook" });
    const res = await c.post(`/api/v1/webhook-endpoints/${id}`, { status: "disabled" });
    expect(res.body).toMatchObject({ status: "disabled", disabled_reason: "manual" });
  });
});

describe("recover", () => {
  it("re-sends, as new deliveries, what ended exhausted since a time; twice is once", async () => {
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: "http://127.0.0.1:9/hook" });
    const old = await eventFor(id);
    await prisma.webhookDelivery.update({ where: { id: old.id }, data: { status: "exhausted", nextAttemptAt: null, updatedAt: new Date(Date.now() - 3_600_000) } });
    const since = new Date(Date.now() - 60_000).toISOString();
    const exhausted = [await eventFor(id), await eventFor(id)];
    for (const d of exhausted) await prisma.webhookDelivery.update({ where: { id: d.id }, data: { status: "exhausted", nextAttemptAt: null } });
    const succeeded = await eventFor(id);
    await prisma.webhookDelivery.update({ where: { id: succeeded.id }, data: { status: "succeeded", nextAttemptAt: null } });

    const res = await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ object: "webhook_endpoint_recovery", endpoint_id: id, has_more: false });
    expect(res.body.deliveries).toHaveLength(2);
    const created = await prisma.webhookDelivery.findMany({ where: { id: { in: res.body.deliveries } } });
    expect(created.map((d) => d.eventId).sort()).toEqual(exhausted.map((d) => d.eventId).sort());
    expect(created.every((d) => d.status === "pending" && d.endpointId === id)).toBe(true);

    const again = await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since });
    expect(again.status).toBe(202);
    expect(again.body.deliveries).toEqual([]);

    expect((await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since: "yesterday" })).body.error).toMatchObject({ code: "invalid_request", param: "since" });
    await c.post(`/api/v1/webhook-endpoints/${id}`, { status: "disabled" });
    expect((await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since })).body.error.code).toBe("invalid_state");
  });
});

describe("fan-out order", () => {
  /** The endpoint of each delivery, in the deliveries' order. */
  async function endpointsOf(deliveryIds: string[]): Promise<string[]> {
    const rows = await prisma.webhookDelivery.findMany({ where: { id: { in: deliveryIds } }, select: { id: true, endpointId: true } });
    const endpointOf = new Map(rows.map((row) => [row.id, row.endpointId]));
    return deliveryIds.map((id) => endpointOf.get(id)!);
  }

  /** The endpoints of these deliveries, in the order the first-attempt queue will run them. */
  async function queuedEndpoints(deliveryIds: string[]): Promise<string[]> {
    const waiting = await getQueue(QUEUES.webhookDelivery).getJobs(["wait"], 0, -1, true);
    const wanted = new Set(deliveryIds);
    return endpointsOf(waiting.map((job) => job.data.deliveryId as string).filter((id) => wanted.has(id)));
  }

  it("enqueues first attempts to failing endpoints behind the healthy ones, on every path that creates deliveries", async () => {
    const m = await createTestMerchant();
    const mc = client(api.baseUrl, m.testKey);
    // Made in alternating order, so neither creation order nor id order puts the healthy ones first.
    const endpoints = [];
    for (let i = 0; i < 4; i++) endpoints.push((await insertEndpoint({ merchantId: m.merchantId, url: `http://127.0.0.1:9/hook-${i}` })).id);
    const failing = [endpoints[0]!, endpoints[2]!];
    const healthy = [endpoints[1]!, endpoints[3]!];
    await prisma.webhookEndpoint.updateMany({ where: { id: { in: failing } }, data: { failingSince: new Date() } });
    const expectHealthyFirst = (order: string[]) => {
      expect(order).toHaveLength(4);
      expect(order.slice(0, 2).sort()).toEqual([...healthy].sort());
      expect(order.slice(2).sort()).toEqual([...failing].sort());
    };
    const deliveriesOf = async (eventId: string) => (await prisma.webhookDelivery.findMany({ where: { eventId } })).map((d) => d.id);

    // A transaction's events (src/events/webhooks/unit-of-work.ts inTransaction).
    const emitted = await emitEvent({ merchantId: m.merchantId });
    expectHealthyFirst(await queuedEndpoints(await deliveriesOf(emitted)));

    // The grouped hot path: creating a session.
    const created = await mc.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    expect(created.status).toBe(201);
    const event = await prisma.event.findFirstOrThrow({ where: { merchantId: m.merchantId, type: "verification_session.created", data: { path: ["id"], equals: created.body.id } } });
    expectHealthyFirst(await queuedEndpoints(await deliveriesOf(event.id)));

    // A replay, which answers with the deliveries in the order they were enqueued.
    const replayed = await mc.post(`/api/v1/events/${emitted}/replay`);
    expect(replayed.status).toBe(202);
    expectHealthyFirst(await queuedEndpoints(replayed.body.deliveries));
    expectHealthyFirst(await endpointsOf(replayed.body.deliveries));
  });
});
