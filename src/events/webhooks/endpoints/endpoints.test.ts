import { vi, afterAll, beforeAll, describe, expect, it } from "vitest";

// The cap at its default (test/setup-env.ts raises it for other files, which register many endpoints).
vi.hoisted(() => {
  process.env.WEBHOOK_MAX_ENDPOINTS_PER_MODE = "16";
});
import { prisma } from "../../../platform/db/client.js";
import { config } from "../../../platform/config.js";
import { PING_MESSAGE } from "../../catalog.js";
import { inTransaction } from "../unit-of-work.js";
import { newId } from "../../../platform/ids.js";
import { client, type ApiResponse, type TestApi } from "../../../../test/support/api.js";
import { type TestMerchant, createKey, createTestMerchant, startApiWithMerchant } from "../../../../test/support/factories.js";
import { decryptSecret, encryptSecret } from "../secrets.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ReturnType<typeof client>;
let live: ReturnType<typeof client>;

const RECEIVER = "http://127.0.0.1:9/hook"; // never contacted: these tests run no delivery worker
// A mode holds one endpoint per URL: endpoints beside another in a test each get a path of their own.
let receivers = 0;
const receiver = () => `${RECEIVER}/${++receivers}`;

beforeAll(async () => {
  ({ api, merchant, test, live } = await startApiWithMerchant());
});

afterAll(async () => {
  await api.close();
});

async function createEndpoint(c = test, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/v1/webhook-endpoints", { url: receiver(), events: ["verification_session.completed"], ...body });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /v1/webhook-endpoints", () => {
  it("holds one endpoint per URL in a mode (the same URL spelled otherwise too); the other mode and a deleted endpoint's URL are free", async () => {
    const url = receiver();
    const respelled = url.replace("/hook/", "/hook/./"); // the same URL once parsed
    const first = await test.post("/api/v1/webhook-endpoints", { url, events: ["ping"] });
    expect(first.status).toBe(201);
    for (const again of [url, respelled]) {
      const refused = await test.post("/api/v1/webhook-endpoints", { url: again, events: ["verification_session.completed"] });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "invalid_request", param: "url" });
      expect(refused.body.error.message).toContain(first.body.id);
    }
    const other = await test.post("/api/v1/webhook-endpoints", { url: receiver(), events: ["ping"] });
    const moved = await test.post(`/api/v1/webhook-endpoints/${other.body.id}`, { url: respelled });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toMatchObject({ code: "invalid_request", param: "url" });
    expect((await live.post("/api/v1/webhook-endpoints", { url, events: ["ping"] })).status).toBe(201);
    // Endpoints that shared a URL before the rule stay editable: keeping its own url is no change.
    await prisma.webhookEndpoint.update({ where: { id: other.body.id }, data: { url } });
    const kept = await test.post(`/api/v1/webhook-endpoints/${other.body.id}`, { url, description: "kept" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    await prisma.webhookEndpoint.update({ where: { id: other.body.id }, data: { deletedAt: new Date() } });
    expect((await test.delete(`/api/v1/webhook-endpoints/${first.body.id}`)).status).toBeLessThan(300);
    expect((await test.post("/api/v1/webhook-endpoints", { url, events: ["ping"] })).status).toBe(201);
  });

  it("returns the endpoint with its secret once; reads never show it; only ciphertext is stored", async () => {
    const res = await test.post("/api/v1/webhook-endpoints", {
      url: RECEIVER,
      events: ["verification_session.completed", "ping", "ping"],
      description: "orders service",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^we_/),
      object: "webhook_endpoint",
      url: RECEIVER,
      events: ["verification_session.completed", "ping"],
      status: "enabled",
      disabled_reason: null,
      failing_since: null,
      description: "orders service",
      signature_scheme: "proofbase",
      livemode: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      secret: expect.stringMatching(/^pbwh_[0-9A-Za-z]{20,}$/),
    });
    const { id, secret } = res.body;

    const got = await test.get(`/api/v1/webhook-endpoints/${id}`);
    expect(got.status).toBe(200);
    const { secret: _omit, ...withoutSecret } = res.body;
    expect(got.body).toEqual(withoutSecret);
    const list = await test.get("/api/v1/webhook-endpoints");
    expect(list.status).toBe(200);
    expect(list.body.object).toBe("list");
    expect(list.body).not.toHaveProperty("has_more");
    expect(list.body.data.find((e: { id: string }) => e.id === id)).toEqual(withoutSecret);
    expect(JSON.stringify([got.body, list.body])).not.toContain(secret);

    const row = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(row.secretCiphertext).not.toContain(secret);
    expect(row.secretCiphertext).not.toContain(secret.slice(5));
    expect(decryptSecret(row.secretCiphertext)).toBe(secret);
  });

  it("fires exactly one ping aimed at the new endpoint, with one delivery, in the same transaction", async () => {
    const other = await createEndpoint(test, { events: ["ping"] });
    const endpoint = await createEndpoint(test, { events: ["ping"] });

    const events = await prisma.event.findMany({ where: { endpointId: endpoint.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "ping", mode: "test", merchantId: merchant.merchantId, data: { message: PING_MESSAGE } });
    const deliveries = await prisma.webhookDelivery.findMany({ where: { eventId: events[0]!.id } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ endpointId: endpoint.id, status: "pending" });
    // The other endpoint subscribes to ping too, but a ping goes only to the endpoint it was fired for.
    expect(await prisma.webhookDelivery.count({ where: { endpointId: other.id } })).toBe(1);

    const listed = await test.get(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      object: "list",
      livemode: false,
      data: [
        {
          id: deliveries[0]!.id,
          object: "webhook_delivery",
          endpoint_id: endpoint.id,
          event_id: events[0]!.id,
          event_type: "ping",
          status: "pending",
          attempts: [],
          next_attempt_at: expect.any(String),
          livemode: false,
          created_at: expect.any(String),
        },
      ],
    });
  });

  it.each([
    [{ events: ["ping"] }, "missing url"],
    [{ url: 42, events: ["ping"] }, "url not a string"],
    [{ url: "", events: ["ping"] }, "empty url"],
    [{ url: "/relative/hook", events: ["ping"] }, "relative url"],
    [{ url: "not a url", events: ["ping"] }, "garbage"],
    [{ url: "ftp://example.com/hook", events: ["ping"] }, "ftp scheme"],
    [{ url: "javascript:alert(1)", events: ["ping"] }, "javascript scheme"],
    [{ url: "https://user:pass@example.com/hook", events: ["ping"] }, "credentials"],
    [{ url: "https://user@example.com/hook", events: ["ping"] }, "username only"],
    [{ url: `https://example.com/${"a".repeat(2100)}`, events: ["ping"] }, "too long"],
    [{ url: "http://169.254.169.254/latest/meta-data", events: ["ping"] }, "cloud metadata (refused even with insecure targets)"],
  ])("refuses %j with invalid_url (%s)", async (body, _why) => {
    const res = await test.post("/api/v1/webhook-endpoints", body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_url", param: "url" });
  });

  it.each([
    [{}, "missing"],
    [{ events: null }, "null"],
    [{ events: [] }, "empty"],
    [{ events: "ping" }, "a string, not an array"],
    [{ events: { 0: "ping" } }, "an object"],
    [{ events: [1] }, "not strings"],
    [{ events: ["ping", null] }, "a null inside"],
    [{ events: ["verification_session.exploded"] }, "an unknown type"],
    [{ events: ["*"] }, "a wildcard"],
    [{ events: ["PING"] }, "wrong case"],
  ])("refuses events %j with invalid_events (%s)", async (body, _why) => {
    const res = await test.post("/api/v1/webhook-endpoints", { url: RECEIVER, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_events", param: "events" });
  });

  it("refuses unknown fields, a livemode flag and a bad description with invalid_request", async () => {
    for (const [body, param] of [
      [{ url: RECEIVER, events: ["ping"], enabled: true }, "enabled"],
      [{ url: RECEIVER, events: ["ping"], livemode: true }, "livemode"],
      [{ url: RECEIVER, events: ["ping"], secret: "pbwh_mine" }, "secret"],
      [{ url: RECEIVER, events: ["ping"], description: 7 }, "description"],
      [{ url: RECEIVER, events: ["ping"], description: "x".repeat(501) }, "description"],
    ] as const) {
      const res = await test.post("/api/v1/webhook-endpoints", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    }
    const notObject = await test.post("/api/v1/webhook-endpoints", [RECEIVER]);
    expect(notObject.status).toBe(400);
    expect(notObject.body.error.code).toBe("invalid_request");
  });

  it("requires the webhooks:manage scope on every route", async () => {
    const endpoint = await createEndpoint();
    const narrow = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["sessions:write", "customers:read"]));
    for (const [method, path] of [
      ["POST", "/api/v1/webhook-endpoints"],
      ["GET", "/api/v1/webhook-endpoints"],
      ["GET", `/api/v1/webhook-endpoints/${endpoint.id}`],
      ["POST", `/api/v1/webhook-endpoints/${endpoint.id}`],
      ["DELETE", `/api/v1/webhook-endpoints/${endpoint.id}`],
      ["POST", `/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`],
      ["POST", `/api/v1/webhook-endpoints/${endpoint.id}/test`],
      ["GET", `/api/v1/webhook-endpoints/${endpoint.id}/deliveries`],
    ] as const) {
      const res = await narrow.call(method, path, method === "POST" ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe("missing_scope");
    }
    expect((await test.get(`/api/v1/webhook-endpoints/${endpoint.id}`)).status).toBe(200);
  });

  it(`caps live endpoints at ${config.WEBHOOK_MAX_ENDPOINTS_PER_MODE} per merchant and mode, also under concurrent creates`, async () => {
    const capped = await createTestMerchant();
    const seeded = config.WEBHOOK_MAX_ENDPOINTS_PER_MODE - 3;
    await prisma.webhookEndpoint.createMany({
      data: Array.from({ length: seeded }, () => ({
        id: newId("endpoint"),
        merchantId: capped.merchantId,
        mode: "test" as const,
        url: receiver(),
        events: ["ping"],
        secretCiphertext: encryptSecret("pbwh_seeded"),
      })),
    });
    // A deleted endpoint does not count.
    await prisma.webhookEndpoint.updateMany({ where: { merchantId: capped.merchantId }, data: { deletedAt: new Date() }, limit: 1 });
    const c = client(api.baseUrl, capped.testKey);
    const results = await Promise.all(Array.from({ length: 8 }, () => c.post("/api/v1/webhook-endpoints", { url: receiver(), events: ["ping"] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("endpoint_limit_reached");
      expect(refused.body.error.message).toContain(`at most ${config.WEBHOOK_MAX_ENDPOINTS_PER_MODE} webhook endpoints`);
    }
    expect(await prisma.webhookEndpoint.count({ where: { merchantId: capped.merchantId, mode: "test", deletedAt: null } })).toBe(
      config.WEBHOOK_MAX_ENDPOINTS_PER_MODE,
    );
    const listed = await c.get("/api/v1/webhook-endpoints");
    expect(listed.body.data).toHaveLength(config.WEBHOOK_MAX_ENDPOINTS_PER_MODE);
    // The other mode has its own allowance.
    expect((await client(api.baseUrl, capped.liveKey).post("/api/v1/webhook-endpoints", { url: receiver(), events: ["ping"] })).status).toBe(201);
  });
});

describe("rotate-secret", () => {
  it("returns a new secret and keeps the previous one signing for the overlap", async () => {
    const endpoint = await createEndpoint();
    const before = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    const startedAt = Date.now();
    const res = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: endpoint.id,
      object: "webhook_endpoint_secret",
      secret: expect.stringMatching(/^pbwh_/),
      livemode: false,
    });
    expect(res.body.secret).not.toBe(endpoint.secret);

    const after = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(decryptSecret(after.secretCiphertext)).toBe(res.body.secret);
    expect(after.previousSecretCiphertext).toBe(before.secretCiphertext);
    expect(decryptSecret(after.previousSecretCiphertext!)).toBe(endpoint.secret);
    const expiresAt = after.previousSecretExpiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt + 86_400_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 86_400_000 + 1_000);

    // Rotating again: only the immediately previous secret keeps signing.
    const again = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, {});
    const last = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(decryptSecret(last.secretCiphertext)).toBe(again.body.secret);
    expect(decryptSecret(last.previousSecretCiphertext!)).toBe(res.body.secret);

    const got = await test.get(`/api/v1/webhook-endpoints/${endpoint.id}`);
    expect(JSON.stringify(got.body)).not.toContain("pbwh_");
  });

  it("refuses a body and unknown endpoints", async () => {
    const endpoint = await createEndpoint();
    const withBody = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, { expires_in: 10 });
    expect(withBody.status).toBe(400);
    expect(withBody.body.error).toMatchObject({ code: "invalid_request", param: "expires_in" });
    const missing = await test.post("/api/v1/webhook-endpoints/we_nope/rotate-secret");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("endpoint_not_found");
  });
});

describe("DELETE /v1/webhook-endpoints/{id}", () => {
  it("soft-deletes, cancels due deliveries (not settled ones), and the endpoint is gone for the API", async () => {
    const endpoint = await createEndpoint(test, { events: ["verification_session.completed"] });
    // A second due delivery (retrying) and a settled one, besides the pending ping.
    const eventId = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "test", type: "verification_session.completed", data: { id: "vs_x" } }),
    );
    const retrying = await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId, endpointId: endpoint.id } });
    await prisma.webhookDelivery.update({ where: { id: retrying.id }, data: { status: "retrying", attemptCount: 1 } });
    const settledEvent = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "test", type: "verification_session.completed", data: { id: "vs_y" } }),
    );
    const settled = await prisma.webhookDelivery.findFirstOrThrow({ where: { eventId: settledEvent, endpointId: endpoint.id } });
    await prisma.webhookDelivery.update({ where: { id: settled.id }, data: { status: "succeeded", nextAttemptAt: null, attemptCount: 1 } });

    const res = await test.delete(`/api/v1/webhook-endpoints/${endpoint.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: endpoint.id, object: "webhook_endpoint", deleted: true, livemode: false });

    const row = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    const deliveries = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(deliveries).toHaveLength(3);
    for (const delivery of deliveries) {
      if (delivery.id === settled.id) expect(delivery.status).toBe("succeeded");
      else expect(delivery).toMatchObject({ status: "canceled", nextAttemptAt: null });
    }

    for (const call of [
      () => test.get(`/api/v1/webhook-endpoints/${endpoint.id}`),
      () => test.delete(`/api/v1/webhook-endpoints/${endpoint.id}`),
      () => test.post(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`),
      () => test.post(`/api/v1/webhook-endpoints/${endpoint.id}/test`),
      () => test.get(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`),
      () => test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, { description: "x" }),
    ]) {
      const after = await call();
      expect(after.status).toBe(404);
      expect(after.body.error).toMatchObject({ code: "endpoint_not_found", param: "id" });
    }
    const list = await test.get("/api/v1/webhook-endpoints");
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);

    // New events no longer fan out to it.
    const later = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "test", type: "verification_session.completed", data: { id: "vs_z" } }),
    );
    expect(await prisma.webhookDelivery.count({ where: { eventId: later, endpointId: endpoint.id } })).toBe(0);
  });
});

describe("POST /v1/webhook-endpoints/{id}/test", () => {
  it("fires a ping to that endpoint only (202); a disabled endpoint is invalid_state", async () => {
    const endpoint = await createEndpoint(test, { events: ["review.flagged"] });
    const res = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}/test`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      object: "webhook_endpoint_test",
      endpoint_id: endpoint.id,
      event_id: expect.stringMatching(/^evt_/),
      delivery_id: expect.stringMatching(/^whd_/),
      livemode: false,
    });
    const deliveries = await prisma.webhookDelivery.findMany({ where: { eventId: res.body.event_id } });
    expect(deliveries.map((d) => [d.id, d.endpointId])).toEqual([[res.body.delivery_id, endpoint.id]]);
    const event = await prisma.event.findUniqueOrThrow({ where: { id: res.body.event_id } });
    expect(event).toMatchObject({ type: "ping", endpointId: endpoint.id, data: { message: PING_MESSAGE } });

    const listed = await test.get(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(listed.body.data.map((d: { id: string }) => d.id)[0]).toBe(res.body.delivery_id);
    expect(listed.body.data).toHaveLength(2);

    const disabled = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, { status: "disabled" });
    expect(disabled.status).toBe(200);
    const refused = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}/test`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("invalid_state");
    expect(await prisma.event.count({ where: { endpointId: endpoint.id } })).toBe(2);
  });
});

describe("POST /v1/webhook-endpoints/{id} (update)", () => {
  it("changes url, events, description and status; disabling cancels due deliveries and stops fan-out", async () => {
    const endpoint = await createEndpoint(test, { events: ["verification_session.completed"] });
    const res = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, {
      url: "http://127.0.0.1:9/other",
      events: ["review.flagged", "review.resolved"],
      description: "reviews",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: endpoint.id,
      url: "http://127.0.0.1:9/other",
      events: ["review.flagged", "review.resolved"],
      description: "reviews",
      status: "enabled",
      livemode: false,
    });
    expect(res.body).not.toHaveProperty("secret");

    const disabled = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, { status: "disabled" });
    expect(disabled.body.status).toBe("disabled");
    const ping = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(ping).toMatchObject({ status: "canceled", nextAttemptAt: null });
    const eventId = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "test", type: "review.flagged", data: { id: "rev_x" } }),
    );
    expect(await prisma.webhookDelivery.count({ where: { eventId, endpointId: endpoint.id } })).toBe(0);

    const enabled = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, { status: "enabled", description: null });
    expect(enabled.body).toMatchObject({ status: "enabled", description: null });
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: ping.id } })).status).toBe("canceled");
  });

  it("validates like create", async () => {
    const endpoint = await createEndpoint();
    const cases = [
      [{ url: "https://u:p@example.com/" }, "invalid_url", "url"],
      [{ events: [] }, "invalid_events", "events"],
      [{ events: ["nope"] }, "invalid_events", "events"],
      [{ status: "paused" }, "invalid_request", "status"],
      [{ secret: "x" }, "invalid_request", "secret"],
    ] as const;
    for (const [body, code, param] of cases) {
      const res = await test.post(`/api/v1/webhook-endpoints/${endpoint.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code, param });
    }
    expect((await test.get(`/api/v1/webhook-endpoints/${endpoint.id}`)).body.events).toEqual(["verification_session.completed"]);
  });
});

describe("partitioning by mode and merchant (spec 4.2 rule 1)", () => {
  it("the other mode and another merchant get endpoint_not_found for everything, and never list it", async () => {
    const testEndpoint = await createEndpoint(test);
    const liveEndpoint = await createEndpoint(live);
    expect(liveEndpoint.livemode).toBe(true);
    const stranger = await createTestMerchant();
    const strangerTest = client(api.baseUrl, stranger.testKey);

    type Client = ReturnType<typeof client>;
    const probes = (id: string): ((c: Client) => Promise<ApiResponse>)[] => [
      (c) => c.get(`/api/v1/webhook-endpoints/${id}`),
      (c) => c.get(`/api/v1/webhook-endpoints/${id}/deliveries`),
      (c) => c.post(`/api/v1/webhook-endpoints/${id}/rotate-secret`),
      (c) => c.post(`/api/v1/webhook-endpoints/${id}/test`),
      (c) => c.post(`/api/v1/webhook-endpoints/${id}`, { status: "disabled" }),
      (c) => c.delete(`/api/v1/webhook-endpoints/${id}`),
    ];

    const unknownId = newId("endpoint");
    for (const [c, id] of [
      [live, testEndpoint.id],
      [test, liveEndpoint.id],
      [strangerTest, testEndpoint.id],
      [client(api.baseUrl, stranger.liveKey), liveEndpoint.id],
      [test, unknownId],
    ] as const) {
      for (const probe of probes(id)) {
        const res = await probe(c);
        expect(res.status).toBe(404);
        expect(res.body.error).toMatchObject({ code: "endpoint_not_found", param: "id" });
      }
    }

    const liveList = await live.get("/api/v1/webhook-endpoints");
    expect(liveList.body.livemode).toBe(true);
    expect(liveList.body.data.every((e: { livemode: boolean }) => e.livemode)).toBe(true);
    expect(liveList.body.data.map((e: { id: string }) => e.id)).toContain(liveEndpoint.id);
    expect(liveList.body.data.map((e: { id: string }) => e.id)).not.toContain(testEndpoint.id);
    expect((await strangerTest.get("/api/v1/webhook-endpoints")).body.data).toEqual([]);

    // Nothing the probes tried took effect.
    const rows = await prisma.webhookEndpoint.findMany({ where: { id: { in: [testEndpoint.id, liveEndpoint.id] } } });
    for (const row of rows) expect(row).toMatchObject({ status: "enabled", deletedAt: null, previousSecretCiphertext: null });
    expect(await prisma.event.count({ where: { endpointId: { in: [testEndpoint.id, liveEndpoint.id] } } })).toBe(2);

    // A live event reaches only live endpoints, a test event only test endpoints.
    const liveEvent = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "live", type: "verification_session.completed", data: { id: "vs_live" } }),
    );
    const liveDeliveries = await prisma.webhookDelivery.findMany({ where: { eventId: liveEvent }, include: { endpoint: true } });
    expect(liveDeliveries.map((d) => d.endpointId)).toContain(liveEndpoint.id);
    expect(liveDeliveries.every((d) => d.endpoint.mode === "live" && d.mode === "live")).toBe(true);
    const testDeliveries = await live.get(`/api/v1/webhook-endpoints/${liveEndpoint.id}/deliveries`);
    expect(testDeliveries.body.data.every((d: { livemode: boolean }) => d.livemode)).toBe(true);
    expect(testDeliveries.body.data.map((d: { event_id: string }) => d.event_id)).toContain(liveEvent);
  });
});
