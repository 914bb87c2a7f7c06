import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { apiRegistry } from "../src/platform/metrics/metrics.js";
import { maintainPartitions } from "../src/platform/partitions/maintain-partitions.js";
import { PARTITIONED_TABLES } from "../src/platform/partitions/partitioned-tables.js";
import type { RequestLogEntry } from "../src/reporting/request-log/request-log-entry.js";
import { RequestLogWriter, requestLogWriter } from "../src/reporting/request-log/request-log-writer.js";
import { client, type TestApi } from "./support/api.js";
import { createKey, startApiWithMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";
import { parseExposition, sampleSum } from "./support/metrics.js";
import { waitFor } from "./support/wait.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
let live: ApiClient;
beforeAll(async () => {
  ({ api, merchant, test, live } = await startApiWithMerchant());
});
afterAll(() => api.close());

const DAY_MS = 86_400_000;
const requestId = () => `req_${randomBytes(10).toString("hex")}`;

function entry(fields: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    id: requestId(),
    merchantId: merchant.merchantId,
    mode: "test",
    method: "GET",
    path: "/api/v1/verification-sessions",
    status: 200,
    errorCode: null,
    apiKeyId: "key_filters",
    ip: "127.0.0.1",
    latencyMs: 3,
    at: Date.now(),
    ...fields,
  };
}

async function loggedRow(id: string) {
  return prisma.requestLogEntry.findUnique({ where: { id } });
}

async function metric(name: string, labels: Record<string, string>): Promise<number> {
  return sampleSum(parseExposition(await apiRegistry.metrics()), name, labels);
}

describe("recording", () => {
  it("logs a request under the id its response carries, without its body, query string or key", async () => {
    const secret = `body-secret-${randomBytes(4).toString("hex")}`;
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], metadata: { note: secret } });
    expect(created.status).toBe(201);
    const id = created.headers.get("x-request-id")!;
    const listed = await test.get(`/api/v1/verification-sessions?limit=1&cursor=${secret}`);
    const listedId = listed.headers.get("x-request-id")!;

    // Written by the writer's own flush interval: nothing here asks it to.
    const found = await waitFor(async () => (await test.get(`/api/v1/request-log?request_id=${id}`)).body.data[0], "the request in the log");
    expect(found).toEqual({
      id,
      object: "request_log_entry",
      method: "POST",
      path: "/api/v1/verification-sessions",
      status: 201,
      error_code: null,
      api_key_id: expect.stringMatching(/^key_/),
      ip: expect.any(String),
      latency_ms: expect.any(Number),
      created_at: expect.any(String),
    });
    const row = await waitFor(() => loggedRow(listedId), "the list request's row");
    expect(row.path).toBe("/api/v1/verification-sessions");
    const stored = JSON.stringify([await loggedRow(id), row]);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(merchant.testKey);
    expect(stored).not.toContain("limit=");
  });

  it("records the error code of a refusal, and nothing for a key that names no account", async () => {
    const missing = await test.get("/api/v1/verification-sessions/vs_doesnotexist");
    expect(missing.status).toBe(404);
    const refused = await client(api.baseUrl, "pb_sk_test_unknownunknownunknown").get("/api/v1/verification-sessions");
    expect(refused.status).toBe(401);
    await requestLogWriter.flush();
    const row = await loggedRow(missing.headers.get("x-request-id")!);
    expect(row).toMatchObject({ status: 404, errorCode: missing.body.error.code, merchantId: merchant.merchantId, mode: "test" });
    expect(await loggedRow(refused.headers.get("x-request-id")!)).toBeNull();
  });

  it("records the error code of a refusal replayed by its Idempotency-Key", async () => {
    const headers = { "Idempotency-Key": `idem-${randomBytes(6).toString("hex")}` };
    const first = await test.post("/api/v1/verification-sessions", { flows: ["nope"] }, headers);
    const replay = await test.post("/api/v1/verification-sessions", { flows: ["nope"] }, headers);
    expect([first.status, replay.status, replay.headers.get("idempotent-replayed")]).toEqual([400, 400, "true"]);
    await requestLogWriter.flush();
    const row = await loggedRow(replay.headers.get("x-request-id")!);
    expect(row).toMatchObject({ status: 400, errorCode: first.body.error.code });
    expect(row!.errorCode).toEqual(expect.any(String));
  });

  it("writes a full batch at once, holds a partial one until its flush, in one INSERT per batch", async () => {
    const writer = new RequestLogWriter({ flushMs: 3_600_000, batchRows: 3, bufferRows: 100 });
    const batchesBefore = await metric("proofbase_request_log_batches_total", { outcome: "written" });
    const entries = Array.from({ length: 7 }, () => entry());
    for (const e of entries) writer.record(e);
    // Two full batches go without waiting for the (hour-long) interval; the seventh waits.
    await waitFor(async () => (await prisma.requestLogEntry.count({ where: { id: { in: entries.map((e) => e.id) } } })) === 6, "two full batches");
    expect(writer.pending).toBe(1);
    expect(await loggedRow(entries[6]!.id)).toBeNull();
    await writer.flush();
    expect(writer.pending).toBe(0);
    expect(await prisma.requestLogEntry.count({ where: { id: { in: entries.map((e) => e.id) } } })).toBe(7);
    expect((await metric("proofbase_request_log_batches_total", { outcome: "written" })) - batchesBefore).toBe(3);
  });

  it("drops the oldest entries when the buffer is full, and counts them", async () => {
    const writer = new RequestLogWriter({ flushMs: 3_600_000, batchRows: 100, bufferRows: 3 });
    const droppedBefore = await metric("proofbase_request_log_rows_total", { outcome: "dropped_overflow" });
    const entries = Array.from({ length: 5 }, () => entry());
    for (const e of entries) writer.record(e);
    expect(writer.pending).toBe(3);
    await writer.flush();
    const kept = await prisma.requestLogEntry.findMany({ where: { id: { in: entries.map((e) => e.id) } }, select: { id: true } });
    expect(kept.map((r) => r.id).sort()).toEqual(entries.slice(2).map((e) => e.id).sort());
    expect((await metric("proofbase_request_log_rows_total", { outcome: "dropped_overflow" })) - droppedBefore).toBe(2);
  });
});

describe("GET /request-log", () => {
  const now = Date.now();
  let seeded: Record<"ok" | "notFound" | "invalid" | "failed" | "old" | "live" | "expired", RequestLogEntry>;
  beforeAll(async () => {
    seeded = {
    ok: entry({ apiKeyId: "key_seeded", path: "/api/v1/customers/0xabc", status: 200, at: now - 5_000 }),
    notFound: entry({ apiKeyId: "key_seeded", path: "/api/v1/verification-sessions/vs_x", status: 404, errorCode: "session_not_found", at: now - 4_000 }),
    invalid: entry({ method: "POST", status: 400, errorCode: "invalid_request", apiKeyId: "key_other", at: now - 3_000 }),
    failed: entry({ apiKeyId: "key_seeded", status: 503, errorCode: "service_unavailable", at: now - 2_000 }),
    old: entry({ apiKeyId: "key_seeded", path: "/api/v1/events", at: now - 2 * DAY_MS }),
    live: entry({ apiKeyId: "key_seeded", mode: "live", at: now - 1_000 }),
    expired: entry({ apiKeyId: "key_seeded", at: now - 31 * DAY_MS }),
    };
    const writer = new RequestLogWriter({ flushMs: 3_600_000, batchRows: 100, bufferRows: 100 });
    for (const e of Object.values(seeded)) writer.record(e);
    await writer.flush();
  });
  const ids = async (query: string, as: ApiClient = test) => {
    const response = await as.get(`/api/v1/request-log?limit=100&${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const known = new Set(Object.values(seeded).map((e) => e.id));
    return (response.body.data as { id: string }[]).map((d) => d.id).filter((id) => known.has(id));
  };

  it("filters by request id, status, status class, path prefix, key and time, newest first, within 30 days", async () => {
    expect(await ids(`request_id=${seeded.notFound.id}`)).toEqual([seeded.notFound.id]);
    expect(await ids("status=404")).toEqual([seeded.notFound.id]);
    expect(await ids("status=4xx")).toEqual([seeded.invalid.id, seeded.notFound.id]);
    expect(await ids("status=5xx")).toEqual([seeded.failed.id]);
    expect(await ids("path=/api/v1/customers")).toEqual([seeded.ok.id]);
    expect(await ids("api_key_id=key_other")).toEqual([seeded.invalid.id]);
    expect(await ids(`created_lt=${new Date(now - DAY_MS).toISOString()}`)).toEqual([seeded.old.id]);
    expect(await ids(`created_gte=${new Date(now - 3_500).toISOString()}&created_lt=${new Date(now - 1_500).toISOString()}`)).toEqual([seeded.failed.id, seeded.invalid.id]);
    // Everything of the mode, newest first; the expired row waits for the prune job but is not shown.
    expect(await ids("api_key_id=key_seeded")).toEqual([seeded.failed.id, seeded.notFound.id, seeded.ok.id, seeded.old.id]);
    expect(await ids("", live)).toEqual([seeded.live.id]);
  });

  it("pages with a cursor bound to its filter", async () => {
    const first = await test.get("/api/v1/request-log?limit=2&api_key_id=key_seeded");
    expect(first.body.data.map((d: { id: string }) => d.id)).toEqual([seeded.failed.id, seeded.notFound.id]);
    expect(first.body.has_more).toBe(true);
    const second = await test.get(`/api/v1/request-log?limit=2&api_key_id=key_seeded&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((d: { id: string }) => d.id)).toEqual([seeded.ok.id, seeded.old.id]);
    expect(second.body.has_more).toBe(false);
  });

  it("refuses a bad status filter, and a key without the scope", async () => {
    const bad = await test.get("/api/v1/request-log?status=4x");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "status" });
    const narrow = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["sessions:write"]));
    const refused = await narrow.get("/api/v1/request-log");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("missing_scope");
  });
});

describe("retention", () => {
  it("drops rows older than 30 days with their day (a partitioned table) and keeps the rest", async () => {
    const writer = new RequestLogWriter({ flushMs: 3_600_000, batchRows: 100, bufferRows: 100 });
    const expired = [entry({ at: Date.now() - 31 * DAY_MS }), entry({ at: Date.now() - 40 * DAY_MS }), entry({ at: Date.now() - 30 * DAY_MS - 60_000 })];
    const kept = entry({ at: Date.now() - 29 * DAY_MS });
    for (const e of [...expired, kept]) writer.record(e);
    await writer.flush();
    // Days that old have no partition of their own: their rows wait in the default partition,
    // which the maintenance clears past retention; whole expired days are dropped.
    await maintainPartitions({ tables: PARTITIONED_TABLES.filter((t) => t.table === "request_log") });
    for (const e of expired) expect(await loggedRow(e.id)).toBeNull();
    expect(await loggedRow(kept.id)).not.toBeNull();
  });
});
