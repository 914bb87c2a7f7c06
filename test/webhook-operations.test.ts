import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { getQueue } from "../src/platform/queues/factory.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { deliveryJobId } from "../src/events/webhooks/jobs/webhook-delivery.js";
import { deliverAttempt } from "../src/events/webhooks/deliver.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";

let api: TestApi;
let merchant: TestMerchant;
let c: ReturnType<typeof client>;
const receivers: Receiver[] = [];

async function receiver(reply: Receiver["reply"]) {
  const r = await startReceiver();
  r.reply = reply;
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

async function deliveredOnce(endpointId: string) {
  const event = await emitEvent({ merchantId: merchant.merchantId });
  const delivery = await deliveryOf(event, endpointId);
  await deliverAttempt(delivery.id, 1);
  return { eventId: event, deliveryId: delivery.id };
}

const deliveriesOf = async (endpointId: string) => (await c.get(`/api/v1/webhook-endpoints/${endpointId}/deliveries`)).body.data as Array<{ id: string; event_id: string; status: string; attempts: Array<{ status_code: number | null; error: string | null; response_body: string | null }> }>;

describe("webhook operations", () => {
  it("keeps the first 1 KB of each response with its attempt, and never our signature or secret", async () => {
    // A debugging receiver that echoes the request's headers back, then a long tail.
    const r = await receiver((request) => ({ status: 500, body: JSON.stringify({ echoed: request.headers }) + "x".repeat(3000) }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const { deliveryId } = await deliveredOnce(id);
    const signature = String(r.requests[0]!.headers["x-pb-signature"]);
    expect(signature).toMatch(/v1=[0-9a-f]{64}/);

    const [listed] = (await deliveriesOf(id)).filter((d) => d.id === deliveryId);
    const attempt = listed!.attempts[0]!;
    expect(attempt.status_code).toBe(500);
    expect(Buffer.byteLength(attempt.response_body!)).toBeLessThanOrEqual(1024);
    expect(attempt.response_body).toContain('"echoed"');
    expect(attempt.response_body).toContain("[redacted]");
    expect(attempt.response_body).not.toContain(signature.split("v1=")[1]!.slice(0, 64));
    const stored = await prisma.webhookAttempt.findFirstOrThrow({ where: { deliveryId } });
    expect(stored.responseBody).not.toContain(signature.split("v1=")[1]!.slice(0, 64));
  });

  it("shows since when an endpoint has been failing, until a success clears it", async () => {
    let status = 503;
    const r = await receiver(() => ({ status, body: "busy" }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    expect((await c.get(`/api/v1/webhook-endpoints/${id}`)).body).toMatchObject({ status: "enabled", failing_since: null, disabled_reason: null });
    await deliveredOnce(id);
    const failing = (await c.get(`/api/v1/webhook-endpoints/${id}`)).body;
    expect(failing.failing_since).toEqual(expect.any(String));
    const [attempt] = await prisma.webhookAttempt.findMany({ where: { delivery: { endpointId: id } } });
    expect(failing.failing_since).toBe(attempt!.at.toISOString());
    const listed = (await c.get("/api/v1/webhook-endpoints")).body.data.find((e: { id: string }) => e.id === id);
    expect(listed.failing_since).toBe(failing.failing_since);

    status = 200;
    await deliveredOnce(id);
    expect((await c.get(`/api/v1/webhook-endpoints/${id}`)).body.failing_since).toBeNull();
  });

  it("resends one delivery as a new delivery of the same event to that endpoint, through the delivery job's path", async () => {
    const r = await receiver(() => ({ status: 200, body: "ok" }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const { eventId, deliveryId } = await deliveredOnce(id);

    const res = await c.post(`/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`, {});
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ object: "webhook_delivery", endpoint_id: id, event_id: eventId, status: "pending", attempts: [] });
    expect(res.body.id).not.toBe(deliveryId);
    await deliverAttempt(res.body.id, 1);
    expect(r.requests).toHaveLength(2);
    expect(r.requests.map((q) => q.headers["x-pb-event-id"])).toEqual([eventId, eventId]);
    expect(r.requests[1]!.rawBody.equals(r.requests[0]!.rawBody)).toBe(true);
    const both = await deliveriesOf(id);
    expect(both.map((d) => [d.id, d.status])).toEqual([
      [res.body.id, "succeeded"],
      [deliveryId, "succeeded"],
    ]);
  });

  it("refuses to resend what is still being attempted, another endpoint's delivery, or to a disabled endpoint", async () => {
    const r = await receiver(() => ({ status: 500, body: "no" }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const { deliveryId } = await deliveredOnce(id); // retrying now
    const retrying = await c.post(`/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`, {});
    expect(retrying.status).toBe(409);
    expect(retrying.body.error.code).toBe("invalid_state");
    expect(retrying.body.error.message).toMatch(/retry it now/);

    const other = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const elsewhere = await c.post(`/api/v1/webhook-endpoints/${other.id}/deliveries/${deliveryId}/resend`, {});
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toMatchObject({ code: "delivery_not_found", param: "delivery_id" });

    await c.post(`/api/v1/webhook-endpoints/${id}`, { status: "disabled" }); // cancels it: settled
    const disabled = await c.post(`/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`, {});
    expect(disabled.status).toBe(409);
    expect(disabled.body.error.message).toMatch(/Enable the endpoint/);

    // Another merchant cannot reach it at all.
    const stranger = await createTestMerchant();
    const foreign = await client(api.baseUrl, stranger.testKey).post(`/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`, {});
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("endpoint_not_found");
  });

  it("retries now a delivery waiting for its next attempt: its delayed attempt job runs at once, the schedule's later steps stay", async () => {
    const r = await receiver(() => ({ status: 503, body: "busy" }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const { deliveryId } = await deliveredOnce(id);
    const waiting = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(waiting.status).toBe("retrying");
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    const retryQueue = getQueue(QUEUES.webhookRetry);
    expect(await retryQueue.getJobState(deliveryJobId(deliveryId, 2))).toBe("delayed");

    const res = await c.post(`/api/v1/webhook-endpoints/${id}/deliveries/${deliveryId}/retry`, {});
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: deliveryId, status: "retrying" });
    expect(Date.parse(res.body.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(await retryQueue.getJobState(deliveryJobId(deliveryId, 2))).toBe("waiting");

    // Once the second attempt ran and failed too, the third is scheduled from the first attempt as before.
    await deliverAttempt(deliveryId, 2);
    expect(r.requests).toHaveLength(2);
    const after = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(after).toMatchObject({ status: "retrying", attemptCount: 2 });

    // A settled or pending delivery is not "retried": resend a settled one.
    const ok = await receiver(() => ({ status: 200, body: "ok" }));
    const settled = await insertEndpoint({ merchantId: merchant.merchantId, url: ok.url });
    const done = await deliveredOnce(settled.id);
    const refused = await c.post(`/api/v1/webhook-endpoints/${settled.id}/deliveries/${done.deliveryId}/retry`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "invalid_state", message: expect.stringMatching(/resend it/) });
    expect((await c.post(`/api/v1/webhook-endpoints/${settled.id}/deliveries/whd_unknown/retry`, {})).body.error.code).toBe("delivery_not_found");
  });

  it("recovers failed deliveries and retries now the ones waiting for a retry, in one call", async () => {
    const r = await receiver(() => ({ status: 500, body: "no" }));
    const { id } = await insertEndpoint({ merchantId: merchant.merchantId, url: r.url });
    const first = await deliveredOnce(id);
    const second = await deliveredOnce(id);
    const res = await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since: new Date(Date.now() - 3_600_000).toISOString() });
    expect(res.status).toBe(202);
    expect(res.body.deliveries).toEqual([]);
    expect([...res.body.retried_now].sort()).toEqual([first.deliveryId, second.deliveryId].sort());
    for (const d of [first, second]) expect(await getQueue(QUEUES.webhookRetry).getJobState(deliveryJobId(d.deliveryId, 2))).toBe("waiting");
    // Called again: they are still waiting (now due), and made due again; nothing is sent twice.
    const again = await c.post(`/api/v1/webhook-endpoints/${id}/recover`, { since: new Date(Date.now() - 3_600_000).toISOString() });
    expect(again.body.retried_now).toHaveLength(2);
    expect(r.requests).toHaveLength(2);
  });
});
