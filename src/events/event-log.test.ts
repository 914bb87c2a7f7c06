import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type ApiResponse, type TestApi } from "../../test/support/api.js";
import { type TestMerchant, createKey, createTestMerchant, startApiWithMerchant } from "../../test/support/factories.js";
import type { Mode } from "../http/auth/api-key-format.js";
import { prisma } from "../platform/db/client.js";
import { newId } from "../platform/ids.js";
import { closeQueues, getQueue } from "../platform/queues/factory.js";
import { QUEUES } from "../platform/queues/names.js";
import { deliveryJobId } from "./webhooks/jobs/webhook-delivery.js";
import type { EventType } from "./catalog.js";
import { inTransaction } from "./webhooks/unit-of-work.js";
import { sampleEventData } from "../../test/support/event-data.js";

const DAY_MS = 86_400_000;
const RECEIVER = "http://127.0.0.1:9/hook"; // never contacted: no delivery worker runs here

let api: TestApi;
let merchant: TestMerchant;
let test: ReturnType<typeof client>;
let live: ReturnType<typeof client>;

beforeAll(async () => {
  ({ api, merchant, test, live } = await startApiWithMerchant());
});

afterAll(async () => {
  await api.close();
  await closeQueues();
});

async function insertEvent(owner: { merchantId: string }, mode: Mode, type: EventType, createdAt = new Date(), data: object = sampleEventData(type, mode)) {
  const id = newId("event");
  await prisma.event.create({ data: { id, merchantId: owner.merchantId, mode, type, data: { ...data }, createdAt } });
  return id;
}

async function collect(c: ReturnType<typeof client>, query: string, onPage?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res: ApiResponse = await c.get(`/api/v1/events?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((e: { id: string }) => e.id));
    if (!res.body.has_more) {
      expect(res.body.next_cursor).toBeNull();
      return ids;
    }
    cursor = res.body.next_cursor;
    await onPage?.(page);
  }
  throw new Error("pagination did not end");
}

describe("GET /v1/events", () => {
  it("pages newest first, exactly, while new events are inserted, with ties on created_at broken by id", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const base = Date.now() - 60_000;
    const seeded: { id: string; at: number }[] = [];
    for (let i = 0; i < 23; i++) {
      const at = base + Math.floor(i / 3) * 1_000; // three events per millisecond value
      seeded.push({ id: await insertEvent(m, "test", "verification_session.created", new Date(at)), at });
    }
    // Ties are broken by id in the database's collation, so the expected order asks Postgres for it.
    const expected = (
      await prisma.event.findMany({
        where: { id: { in: seeded.map((e) => e.id) } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      })
    ).map((e) => e.id);
    expect(new Set(expected.slice(0, 2))).toEqual(new Set(seeded.slice(21).map((e) => e.id)));

    const ids = await collect(c, "limit=4", async () => {
      await insertEvent(m, "test", "verification_session.created");
    });
    const newcomers = (await prisma.event.count({ where: { merchantId: m.merchantId, mode: "test" } })) - 23;
    expect(newcomers).toBeGreaterThan(0);
    expect(ids).toEqual(expected);

    const first = await c.get("/api/v1/events?limit=2");
    expect(first.body).toMatchObject({ object: "list", has_more: true, livemode: false });
    expect(first.body.next_cursor).toEqual(expect.any(String));
  });

  it("filters by type; the cursor is bound to the filter; an unknown type is invalid_request", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const completed: string[] = [];
    for (let i = 0; i < 5; i++) {
      completed.unshift(await insertEvent(m, "test", "verification_session.completed", new Date(Date.now() - 10_000 + i * 100)));
      await insertEvent(m, "test", "review.flagged", new Date(Date.now() - 10_000 + i * 100 + 50));
    }
    expect(await collect(c, "type=verification_session.completed&limit=2")).toEqual(completed);
    const all = await collect(c, "limit=100");
    expect(all).toHaveLength(10);

    // A cursor of the filtered list, passed to another filter or none, is ignored: the listing starts from the top.
    const page = await c.get("/api/v1/events?type=verification_session.completed&limit=2");
    const reused = await c.get(`/api/v1/events?type=review.flagged&limit=2&cursor=${encodeURIComponent(page.body.next_cursor)}`);
    const top = await c.get("/api/v1/events?type=review.flagged&limit=2");
    expect(reused.body.data).toEqual(top.body.data);
    expect(reused.body.data.every((e: { type: string }) => e.type === "review.flagged")).toBe(true);

    for (const query of ["type=nope", "type=PING", "type=", "type=ping&type=ping"]) {
      const res = await c.get(`/api/v1/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: "type" });
    }
    const unknown = await c.get("/api/v1/events?starting_after=evt_x");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("invalid_request");
    const limit = await c.get("/api/v1/events?limit=0");
    expect(limit.status).toBe(400);
    expect(limit.body.error.code).toBe("invalid_limit");
    const garbage = await c.get("/api/v1/events?limit=3&cursor=not-a-cursor");
    expect(garbage.status).toBe(200);
    expect(garbage.body.data).toHaveLength(3);
  });

  it("filters by object_id (the id of the event's data), alone or with type", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const session = { ...sampleEventData("verification_session.created", "test"), id: "vs_dashboard_filter" };
    const created = await insertEvent(m, "test", "verification_session.created", new Date(Date.now() - 3000), session);
    const completed = await insertEvent(m, "test", "verification_session.completed", new Date(Date.now() - 2000), session);
    await insertEvent(m, "test", "verification_session.created", new Date(Date.now() - 1000));
    await insertEvent(m, "live", "verification_session.created", new Date(Date.now() - 1000), { ...session, livemode: true });

    expect(await collect(c, "object_id=vs_dashboard_filter&limit=1")).toEqual([completed, created]);
    expect(await collect(c, "object_id=vs_dashboard_filter&type=verification_session.created")).toEqual([created]);
    expect(await collect(c, "object_id=vs_unknown")).toEqual([]);
    const empty = await c.get("/api/v1/events?object_id=");
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: "invalid_request", param: "object_id" });
  });

  it("shows only the last EVENT_RETENTION_DAYS (90) days; older events are event_not_found", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const old = await insertEvent(m, "test", "customer.associated", new Date(Date.now() - 90 * DAY_MS - 60_000));
    const recent = await insertEvent(m, "test", "customer.associated", new Date(Date.now() - 89 * DAY_MS));
    expect(await collect(c, "limit=10")).toEqual([recent]);
    expect(await collect(c, "type=customer.associated")).toEqual([recent]);

    expect((await c.get(`/api/v1/events/${recent}`)).status).toBe(200);
    for (const res of [await c.get(`/api/v1/events/${old}`), await c.post(`/api/v1/events/${old}/replay`)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "event_not_found", param: "id" });
    }
  });
});

describe("GET /v1/events/{id}", () => {
  it("returns the event envelope", async () => {
    const createdAt = new Date(Date.now() - 5_000);
    const id = await insertEvent(merchant, "test", "review.resolved", createdAt);
    const res = await test.get(`/api/v1/events/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      object: "event",
      type: "review.resolved",
      created: createdAt.toISOString(),
      created_at: createdAt.toISOString(),
      livemode: false,
      data: sampleEventData("review.resolved", "test"),
    });
    const missing = await test.get("/api/v1/events/evt_missing");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("event_not_found");
  });
});

describe("partitioning by mode and merchant", () => {
  it("a key never sees or replays the other mode's or another merchant's events", async () => {
    const testEvent = await insertEvent(merchant, "test", "verification_session.failed");
    const liveEvent = await insertEvent(merchant, "live", "verification_session.failed");
    const stranger = await createTestMerchant();
    const strangerTest = client(api.baseUrl, stranger.testKey);
    const strangerLive = client(api.baseUrl, stranger.liveKey);

    for (const [c, id] of [
      [live, testEvent],
      [test, liveEvent],
      [strangerTest, testEvent],
      [strangerLive, liveEvent],
    ] as const) {
      for (const res of [await c.get(`/api/v1/events/${id}`), await c.post(`/api/v1/events/${id}/replay`)]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("event_not_found");
      }
    }
    const liveIds = await collect(live, "type=verification_session.failed");
    expect(liveIds).toContain(liveEvent);
    expect(liveIds).not.toContain(testEvent);
    const testIds = await collect(test, "type=verification_session.failed");
    expect(testIds).toContain(testEvent);
    expect(testIds).not.toContain(liveEvent);
    expect(await collect(strangerTest, "limit=100")).toEqual([]);
    expect(await collect(strangerLive, "limit=100")).toEqual([]);

    // A cursor minted for one mode is ignored by the other.
    for (let i = 0; i < 3; i++) await insertEvent(merchant, "live", "verification_session.failed");
    const livePage = await live.get("/api/v1/events?limit=1");
    const crossed = await test.get(`/api/v1/events?limit=1&cursor=${encodeURIComponent(livePage.body.next_cursor)}`);
    expect(crossed.body.data[0].id).toBe((await test.get("/api/v1/events?limit=1")).body.data[0].id);
  });

  it("requires the webhooks:manage scope", async () => {
    const id = await insertEvent(merchant, "test", "ping");
    const narrow = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["sessions:write"]));
    for (const res of [
      await narrow.get("/api/v1/events"),
      await narrow.get(`/api/v1/events/${id}`),
      await narrow.post(`/api/v1/events/${id}/replay`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("missing_scope");
    }
  });
});

describe("POST /v1/events/{id}/replay", () => {
  // A mode holds one endpoint per URL: each endpoint a path of its own.
  let endpoints = 0;
  async function endpoint(c: ReturnType<typeof client>, events: string[]) {
    const res = await c.post("/api/v1/webhook-endpoints", { url: `${RECEIVER}/${++endpoints}`, events });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  it("creates a new delivery of the same event id for each enabled, subscribed endpoint of the mode, and enqueues it", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const subscribedA = await endpoint(c, ["verification_session.completed"]);
    const subscribedB = await endpoint(c, ["review.flagged", "verification_session.completed"]);
    const otherType = await endpoint(c, ["verification_session.failed"]);
    const disabled = await endpoint(c, ["verification_session.completed"]);
    const liveOne = await endpoint(client(api.baseUrl, m.liveKey), ["verification_session.completed"]);
    expect((await c.post(`/api/v1/webhook-endpoints/${disabled}`, { status: "disabled" })).status).toBe(200);

    const eventId = await inTransaction(({ emit }) =>
      emit({ merchantId: m.merchantId, mode: "test", type: "verification_session.completed", data: sampleEventData("verification_session.completed", "test") }),
    );
    const original = await prisma.webhookDelivery.findMany({ where: { eventId } });
    expect(original.map((d) => d.endpointId).sort()).toEqual([subscribedA, subscribedB].sort());

    const res = await c.post(`/api/v1/events/${eventId}/replay`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ object: "event_replay", event_id: eventId, deliveries: expect.any(Array), livemode: false });
    expect(res.body.deliveries).toHaveLength(2);

    const replayed = await prisma.webhookDelivery.findMany({ where: { id: { in: res.body.deliveries } } });
    expect(replayed.map((d) => d.endpointId).sort()).toEqual([subscribedA, subscribedB].sort());
    for (const delivery of replayed) {
      expect(delivery).toMatchObject({ eventId, status: "pending", attemptCount: 0, mode: "test" });
      expect(original.map((d) => d.id)).not.toContain(delivery.id);
      const job = await getQueue(QUEUES.webhookDelivery).getJob(deliveryJobId(delivery.id, 1));
      expect(job?.data).toEqual({ deliveryId: delivery.id, attempt: 1 });
    }
    expect(await prisma.webhookDelivery.count({ where: { eventId } })).toBe(4);
    for (const id of [otherType, disabled, liveOne])
      expect(await prisma.webhookDelivery.count({ where: { eventId, endpointId: id } })).toBe(0);
    // The event itself is untouched: same id, same envelope.
    expect(await prisma.event.count({ where: { id: eventId } })).toBe(1);
    const listed = await c.get(`/api/v1/webhook-endpoints/${subscribedA}/deliveries`);
    expect(listed.body.data.filter((d: { event_id: string }) => d.event_id === eventId)).toHaveLength(2);
  });

  it("replays a ping only to its own endpoint, and to nobody once that endpoint is disabled or deleted", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const target = await endpoint(c, ["ping"]);
    const bystander = await endpoint(c, ["ping", "verification_session.completed"]);
    const ping = await prisma.event.findFirstOrThrow({ where: { endpointId: target } });

    const res = await c.post(`/api/v1/events/${ping.id}/replay`);
    expect(res.status).toBe(202);
    const deliveries = await prisma.webhookDelivery.findMany({ where: { id: { in: res.body.deliveries } } });
    expect(deliveries.map((d) => d.endpointId)).toEqual([target]);
    expect(await prisma.webhookDelivery.count({ where: { eventId: ping.id, endpointId: bystander } })).toBe(0);

    await c.post(`/api/v1/webhook-endpoints/${target}`, { status: "disabled" });
    const none = await c.post(`/api/v1/events/${ping.id}/replay`);
    expect(none.status).toBe(202);
    expect(none.body.deliveries).toEqual([]);
    await c.delete(`/api/v1/webhook-endpoints/${target}`);
    expect((await c.post(`/api/v1/events/${ping.id}/replay`)).body.deliveries).toEqual([]);
  });

  it("refuses a body", async () => {
    const id = await insertEvent(merchant, "test", "ping");
    const res = await test.post(`/api/v1/events/${id}/replay`, { endpoint: "we_x" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param: "endpoint" });
  });
});
