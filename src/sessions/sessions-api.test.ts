import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../http/auth/api-key-format.js";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createKey, createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { eventsAbout } from "../../test/support/sessions.js";
import { jobAddress } from "../platform/queues/enqueue.js";
import { getQueue } from "../platform/queues/factory.js";
import { sessionExpiryJob } from "./jobs/session-expiry.js";
import { sessionSandboxJob } from "./jobs/session-sandbox.js";

// No workers run in this file: sessions stay `created`, which is what these tests need.
let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;
let test: ReturnType<typeof client>;
let live: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  [merchant, other] = await Promise.all([createTestMerchant(), createTestMerchant()]);
  test = client(api.baseUrl, merchant.testKey);
  live = client(api.baseUrl, merchant.liveKey);
});
afterAll(() => api.close());

describe("POST /v1/verification-sessions", () => {
  it("creates a test session with a one-time client token and emits verification_session.created once", async () => {
    const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], metadata: { order: "42" } });
    expect(res.status).toBe(201);
    const s = res.body;
    expect(s).toMatchObject({
      object: "verification_session",
      status: "created",
      flows: ["wallet", "phone"],
      customer_address: null,
      test_outcome: "approved",
      vic: null,
      completed_at: null,
      canceled_at: null,
      last_error: null,
      metadata: { order: "42" },
      livemode: false,
    });
    expect(s.id).toMatch(/^vs_/);
    expect(s.client_token).toMatch(/^pbvs_[0-9A-Za-z]{40}$/);
    expect(new Date(s.expires_at).getTime() - new Date(s.created_at).getTime()).toBe(config.SESSION_TTL_SECONDS * 1000);
    expect(s.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: s.id } });
    expect(row.clientTokenHash).toBe(sha256Hex(s.client_token));
    expect(JSON.stringify(row)).not.toContain(s.client_token);

    const got = await test.get(`/api/v1/verification-sessions/${s.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ...s, client_token: null, url: null });

    const events = await eventsAbout(s.id);
    expect(events.map((e) => e.type)).toEqual(["verification_session.created"]);
    expect(events[0]!.data).toEqual(got.body);
    expect(JSON.stringify(events[0]!.data)).not.toContain(s.client_token);
  });

  it("stores customer_address lower-case and accepts it in any case", async () => {
    const address = `0x${"AbCdEf0123".repeat(4)}`;
    const res = await test.post("/api/v1/verification-sessions", { flows: ["phone"], customer_address: address });
    expect(res.status).toBe(201);
    expect(res.body.customer_address).toBe(address.toLowerCase());
  });

  it("stores return_url normalised and refuses one carrying credentials", async () => {
    const res = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], return_url: "https://Shop.Example:443/Done?x=1#top" });
    expect(res.status).toBe(201);
    expect(res.body.return_url).toBe("https://shop.example/Done?x=1#top");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: res.body.id } })).returnUrl).toBe("https://shop.example/Done?x=1#top");
    for (const url of ["https://user:pass@shop.example/done", "https://user@shop.example/done"]) {
      const refused = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], return_url: url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "invalid_request", param: "return_url" });
      expect(refused.body.error.message).toMatch(/credentials/);
    }
  });

  it("live sessions have no test_outcome and refuse one", async () => {
    const ok = await live.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ status: "created", test_outcome: null, livemode: true });

    const refused = await live.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "approved" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "invalid_request", param: "test_outcome" });
    expect(refused.body.livemode).toBe(true);
  });

  it.each([
    [{}, "flows"],
    [{ flows: [] }, "flows"],
    [{ flows: "wallet" }, "flows"],
    [{ flows: ["wallet", "wallet"] }, "flows"],
    [{ flows: ["selfie"] }, "flows"],
    [{ flows: ["wallet", "sms"] }, "flows"],
    [{ flows: ["wallet"], test_outcome: "maybe" }, "test_outcome"],
    [{ flows: ["wallet"], customer_address: "0x123" }, "customer_address"],
    [{ flows: ["wallet"], customer_address: `0x${"g".repeat(40)}` }, "customer_address"],
    [{ flows: ["wallet"], metadata: "x" }, "metadata"],
    [{ flows: ["wallet"], metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }, "metadata"],
    [{ flows: ["wallet"], metadata: { ["k".repeat(41)]: "v" } }, `metadata.${"k".repeat(41)}`],
    [{ flows: ["wallet"], metadata: { note: "v".repeat(501) } }, "metadata.note"],
    [{ flows: ["wallet"], metadata: { count: 3 } }, "metadata.count"],
    [{ flows: ["wallet"], livemode: true }, "livemode"],
    [{ flows: ["wallet"], metadata: { note: "a\u0000b" } }, "metadata.note"],
    [{ flows: ["wallet"], metadata: { "a\u0000b": "v" } }, "metadata.a\u0000b"],
  ])("rejects %j with invalid_request naming %s", async (body, param) => {
    const res = await test.post("/api/v1/verification-sessions", body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param });
  });

  it("accepts exactly 20 metadata keys of 40 characters with 500-character values", async () => {
    const metadata = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`.padStart(40, "k"), "v".repeat(500)]));
    const res = await test.post("/api/v1/verification-sessions", { flows: ["phone"], metadata });
    expect(res.status).toBe(201);
    expect(res.body.metadata).toEqual(metadata);
  });

  it("creates many sessions at the same moment, each with its own row, token, event and jobs", async () => {
    const { testKey } = await createTestMerchant();
    const burst = client(api.baseUrl, testKey);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => burst.post("/api/v1/verification-sessions", { flows: ["wallet"], metadata: { n: `${i}` } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(40);
    expect(new Set(responses.map((r) => r.body.client_token)).size).toBe(40);
    for (const [i, { body }] of responses.entries()) {
      expect(body.metadata).toEqual({ n: `${i}` });
      const got = await burst.get(`/api/v1/verification-sessions/${body.id}`);
      expect(got.body).toEqual({ ...body, client_token: null, url: null });
      expect((await eventsAbout(body.id)).map((e) => e.data)).toEqual([got.body]);
      for (const job of [sessionExpiryJob, sessionSandboxJob]) {
        const { queue, jobId } = jobAddress(job.for({ sessionId: body.id }));
        expect(await getQueue(queue).getJobState(jobId)).toBe("delayed");
      }
    }
  });

  it("replays the first response for a repeated Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `idem-${Date.now()}` };
    const first = await test.post("/api/v1/verification-sessions", { flows: ["wallet"] }, headers);
    const second = await test.post("/api/v1/verification-sessions", { flows: ["wallet"] }, headers);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await prisma.verificationSession.count({ where: { id: first.body.id } })).toBe(1);
  });
});

describe("POST /v1/verification-sessions/:id/cancel", () => {
  it("cancels a created session without a catalog event, then refuses with invalid_state", async () => {
    const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    const canceled = await test.post(`/api/v1/verification-sessions/${created.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ id: created.id, status: "canceled", client_token: null, livemode: false });
    expect(canceled.body.canceled_at).not.toBeNull();

    const again = await test.post(`/api/v1/verification-sessions/${created.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
    expect((await eventsAbout(created.id)).map((e) => e.type)).toEqual(["verification_session.created"]);
  });

  it("refuses to cancel a session in any status other than created", async () => {
    for (const status of ["processing", "requires_review", "completed", "failed", "expired"]) {
      const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
      await prisma.verificationSession.update({ where: { id: created.id }, data: { status } });
      const res = await test.post(`/api/v1/verification-sessions/${created.id}/cancel`);
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe("invalid_state");
      expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: created.id } })).status).toBe(status);
    }
  });

  it("refuses to cancel a created session whose TTL has elapsed", async () => {
    const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "abandoned" })).body;
    await prisma.verificationSession.update({ where: { id: created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await test.post(`/api/v1/verification-sessions/${created.id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("invalid_state");
  });

  it("rejects a body", async () => {
    const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body;
    const res = await test.post(`/api/v1/verification-sessions/${created.id}/cancel`, { reason: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param: "reason" });
  });
});

describe("isolation between merchants and modes", () => {
  it("answers 404 session_not_found for another merchant's or the other mode's session", async () => {
    const created = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body;
    const callers = [client(api.baseUrl, other.testKey), client(api.baseUrl, other.liveKey), live];
    for (const caller of callers) {
      const get = await caller.get(`/api/v1/verification-sessions/${created.id}`);
      expect(get.status).toBe(404);
      expect(get.body.error.code).toBe("session_not_found");
      const cancel = await caller.post(`/api/v1/verification-sessions/${created.id}/cancel`);
      expect(cancel.status).toBe(404);
      expect(cancel.body.error.code).toBe("session_not_found");
      const list = await caller.get("/api/v1/verification-sessions?limit=100");
      expect(list.body.data.map((s: { id: string }) => s.id)).not.toContain(created.id);
    }
    const missing = await test.get("/api/v1/verification-sessions/vs_doesnotexist");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "session_not_found", type: "invalid_request_error" });
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: created.id } })).status).toBe("created");
  });

  it("requires the sessions:write scope", async () => {
    const key = await createKey(merchant.merchantId, "test", ["customers:read"]);
    const res = await client(api.baseUrl, key).get("/api/v1/verification-sessions");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("missing_scope");
  });
});

describe("GET /v1/verification-sessions", () => {
  it("pages newest first and stays exact while sessions are created during the iteration", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const existing: string[] = [];
    for (let i = 0; i < 23; i++) existing.push((await c.post("/api/v1/verification-sessions", { flows: ["phone"] })).body.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await c.get(`/api/v1/verification-sessions?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ object: "list", livemode: false });
      seen.push(...res.body.data.map((s: { id: string }) => s.id));
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      // Rows created mid-iteration are newer than the cursor: they must neither appear nor shift later pages.
      await c.post("/api/v1/verification-sessions", { flows: ["wallet"] });
      await c.post("/api/v1/verification-sessions", { flows: ["wallet"] });
      pages++;
    } while (cursor);

    expect(pages).toBe(5);
    expect(seen).toEqual([...existing].reverse());
  });

  it("ignores a malformed cursor and refuses a bad limit", async () => {
    const ok = await test.get("/api/v1/verification-sessions?cursor=garbage&limit=2");
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(2);
    for (const limit of ["0", "101", "abc", "2.5"]) {
      const res = await test.get(`/api/v1/verification-sessions?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_limit");
    }
    const unknown = await test.get("/api/v1/verification-sessions?state=created");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: "invalid_request", param: "state" });
  });

  it("filters by status and by customer address (any case); the cursor is bound to the filter", async () => {
    const m = await createTestMerchant();
    const c = client(api.baseUrl, m.testKey);
    const address = `0x${"ab".repeat(20)}`;
    const mine: string[] = [];
    for (let i = 0; i < 3; i++) mine.unshift((await c.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address })).body.id);
    const other = (await c.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body.id;
    const canceled = (await c.post("/api/v1/verification-sessions", { flows: ["wallet"] })).body.id;
    expect((await c.post(`/api/v1/verification-sessions/${canceled}/cancel`)).status).toBe(200);

    const ids = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((s) => s.id);
    expect(ids(await c.get(`/api/v1/verification-sessions?customer=${address.toUpperCase().replace("0X", "0x")}`))).toEqual(mine);
    expect(ids(await c.get("/api/v1/verification-sessions?status=canceled"))).toEqual([canceled]);
    expect(ids(await c.get("/api/v1/verification-sessions?status=created&limit=100"))).toEqual([other, ...mine]);
    expect(ids(await c.get(`/api/v1/verification-sessions?status=completed&customer=${address}`))).toEqual([]);

    const first = await c.get(`/api/v1/verification-sessions?customer=${address}&limit=2`);
    expect(ids(first)).toEqual(mine.slice(0, 2));
    const second = await c.get(`/api/v1/verification-sessions?customer=${address}&limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(ids(second)).toEqual(mine.slice(2));
    // The filtered list's cursor means nothing to the unfiltered list: it starts from the top.
    const reused = await c.get(`/api/v1/verification-sessions?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(ids(reused)).toEqual([canceled, other]);

    for (const query of ["status=done", "customer=0x12", "customer="]) {
      const res = await c.get(`/api/v1/verification-sessions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_request", param: query.split("=")[0] });
    }
  });
});

describe("GET /v1/usage", () => {
  it("is live-only: a test key gets 403 live_key_required", async () => {
    const res = await test.get("/api/v1/usage");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("live_key_required");
    const ok = await live.get("/api/v1/usage");
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ object: "list", data: [], livemode: true });
  });
});
