// Redaction (contract section 17, docs/privacy.md): the two routes, the job in a real worker
// process, the whole database, the Redis job payloads and the worker's log lines searched for
// the personal values afterwards, what must stay, a worker killed mid-redaction, and retention.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database of its own: the whole-database search below must find only this file's rows, not
// another file's (a masked email such as j•••@example.com is shared by many tests).
const { privateDatabase } = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("./support/private-database.js");
  return { privateDatabase: await startPrivateDatabase() };
});

import { randomBytes } from "node:crypto";
import { pool, prisma } from "../src/platform/db/client.js";
import { keyPrefix, redis } from "../src/platform/redis.js";
import { applyRetention } from "../src/privacy/apply-retention.js";
import { requeueRedactions } from "../src/privacy/requeue-redactions.js";
import { decideSession } from "../src/sessions/decide-session.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";
import { SessionLifecycle } from "../src/sessions/state-machine.js";
import { updateSettingsBody } from "../src/accounts/settings/settings-schema.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";
import { newWallet, randomUsNumber, sdkClient } from "./support/sdk.js";
import { waitFor } from "./support/wait.js";
import { startWorkerProcess, type WorkerProcess } from "./support/worker-process.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  test = client(api.baseUrl, merchant.testKey);
});
afterAll(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill("SIGKILL")));
  await api.close();
  await prisma.$disconnect();
  await privateDatabase.drop();
});

/** A redaction worker process logging everything, so its output can be searched too. */
async function redactionWorker(): Promise<WorkerProcess> {
  const worker = await startWorkerProcess(["redaction"], { LOG_LEVEL: "debug" });
  workers.push(worker);
  return worker;
}

const unique = (label: string) => `${label}-${randomBytes(6).toString("hex")}`;

/** Every text, JSON, array and bytea column of every table, as text, matching any of `needles`: `table.column: value`. */
async function databaseHits(needles: string[]): Promise<string[]> {
  const { rows: columns } = await pool.query<{ table: string; column: string; type: string }>(`
    SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')`);
  expect(columns.length).toBeGreaterThan(100);
  const hits: string[] = [];
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  for (const { table, column, type } of columns) {
    const text = type === "bytea" ? `encode("${column}", 'escape')` : `"${column}"::text`;
    const { rows } = await pool.query<{ v: string }>(`SELECT ${text} AS v FROM "${table}" WHERE ${text} LIKE ANY ($1::text[])`, [patterns]);
    hits.push(...rows.map((r) => `${table}.${column}: ${r.v.slice(0, 200)}`));
  }
  return hits;
}

/** Every value of this file's Redis keys (job payloads and their return values, events, logs), as one text. */
async function redisText(): Promise<string> {
  const keys = await redis.keys(`${keyPrefix}:*`);
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === "hash") parts.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === "list") parts.push(...(await redis.lrange(key, 0, -1)));
    else if (type === "string") parts.push((await redis.get(key)) ?? "");
    else if (type === "zset") parts.push(...(await redis.zrange(key, "0", "-1")));
    else if (type === "stream") parts.push(JSON.stringify(await redis.xrange(key, "-", "+")));
  }
  return parts.join("\n");
}

/** A completed interactive session with phone and email verified, metadata and a return_url; created with an Idempotency-Key. */
async function completedSession(values: { metadata: string; returnUrl: string; phone: string; email: string; address: string }) {
  const body = { flows: ["phone", "email"], test_outcome: "interactive", customer_address: values.address, metadata: { order: values.metadata }, return_url: values.returnUrl };
  const idempotencyKey = unique("idem");
  const created = await test.post("/api/v1/verification-sessions", body, { "Idempotency-Key": idempotencyKey });
  expect(created.status).toBe(201);
  const sdk = sdkClient(api.baseUrl, created.body.client_token);
  expect((await sdk.post("/phone/send-code", { phone_number: values.phone })).status).toBe(202);
  expect((await sdk.post("/phone/verify", { code: "000000" })).status).toBe(200);
  expect((await sdk.post("/email/send-code", { email: values.email })).status).toBe(202);
  expect((await sdk.post("/email/verify", { code: "000000" })).status).toBe(200);
  const session = (await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body;
  expect(session.status).toBe("completed");
  /** The create again with its key: the stored (sealed) answer, replayed. */
  const replay = () => test.post("/api/v1/verification-sessions", body, { "Idempotency-Key": idempotencyKey });
  return Object.assign(session, { replay });
}

const redactionOf = async (sessionId: string) => (await prisma.verificationSession.findUniqueOrThrow({ where: { id: sessionId } })).redactionStatus;

describe("the redact routes", () => {
  it("answer 404 in the error shape for an unknown session or customer", async () => {
    const session = await test.post("/api/v1/verification-sessions/vs_unknown/redact");
    expect(session.status).toBe(404);
    expect(session.body).toEqual({ error: { type: "invalid_request_error", code: "session_not_found", message: expect.any(String), param: "id", request_id: expect.any(String) }, livemode: false });
    const customer = await test.post(`/api/v1/customers/${newWallet().lower}/redact`);
    expect(customer.status).toBe(404);
    expect(customer.body.error).toMatchObject({ code: "customer_not_found" });
  });

  it("asking twice is a no-op: the same requested_at, one job", async () => {
    const created = await test.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive", metadata: { a: "b" } });
    expect(created.body.redaction).toBeNull();
    const first = await test.post(`/api/v1/verification-sessions/${created.body.id}/redact`);
    expect(first.status).toBe(200);
    expect(first.body.redaction).toEqual({ status: "processing", requested_at: expect.any(String) });
    const second = await test.post(`/api/v1/verification-sessions/${created.body.id}/redact`);
    expect(second.status).toBe(200);
    expect(second.body.redaction).toEqual(first.body.redaction);
    expect((await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body.redaction).toEqual(first.body.redaction);
  });
});

describe("a redaction", () => {
  it("removes every personal value from every table, job payload and log line, and keeps ids, statuses, VIC and event envelopes", async () => {
    const worker = await redactionWorker();
    const address = newWallet().lower;
    const values = { metadata: unique("order"), returnUrl: `https://shop.example/${unique("done")}`, phone: randomUsNumber(), email: `jane@${unique("mail")}.example`, address };
    const session = await completedSession(values);
    const flows = await prisma.sdkFlow.findMany({ where: { objectId: session.id } });
    const personal = [
      values.metadata,
      values.returnUrl,
      values.phone,
      values.email,
      ...flows.flatMap((f) => [f.phoneHash, f.phoneMasked, f.emailHash, f.emailMasked]).filter((v): v is string => !!v),
    ];
    expect(personal.length).toBe(8);
    // The customer's own: a note and a suspension reason (with an Idempotency-Key: a stored replay).
    const note = unique("note body");
    const reason = unique("suspended because");
    expect((await test.post(`/api/v1/customers/${address}/notes`, { body: note }, { "Idempotency-Key": unique("idem") })).status).toBe(201);
    expect((await test.post(`/api/v1/customers/${address}/suspend`, { reason }, { "Idempotency-Key": unique("idem") })).status).toBe(200);
    const eventsBefore = await prisma.event.findMany({ where: { merchantId: merchant.merchantId, objectId: { in: [session.id, session.vic.id] } }, orderBy: { id: "asc" } });
    expect((await databaseHits([...personal, note, reason])).length).toBeGreaterThan(0);
    expect((await session.replay()).body).toMatchObject({ id: session.id, metadata: { order: values.metadata }, return_url: values.returnUrl });

    const redacted = await test.post(`/api/v1/customers/${address}/redact`);
    expect(redacted.body.redaction).toMatchObject({ status: "processing" });
    await waitFor(async () => (await redactionOf(session.id)) === "redacted" || null, "the customer's session to be redacted", 20_000);
    const customer = (await test.get(`/api/v1/customers/${address}`)).body;
    expect(customer.redaction).toMatchObject({ status: "redacted" });

    expect(await databaseHits([...personal, note, reason])).toEqual([]);
    // The sealed replay of its creation no longer answers them either (and still replays, creating nothing).
    const replayed = await session.replay();
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(replayed.body).toMatchObject({ id: session.id, metadata: {}, return_url: null });
    const jobs = await redisText();
    expect(jobs).toContain(`redact-${customer.id}`);
    for (const value of [...personal, note, reason]) {
      expect(jobs, "Redis").not.toContain(value);
      expect(worker.output(), "worker logs").not.toContain(value);
    }

    // What stays: ids, statuses, the VIC, the customer address, the event log's envelopes.
    const after = (await test.get(`/api/v1/verification-sessions/${session.id}`)).body;
    expect(after).toMatchObject({ id: session.id, status: "completed", customer_address: address, vic: { id: session.vic.id }, metadata: {}, return_url: null, redaction: { status: "redacted" } });
    expect(customer).toMatchObject({ address, kyc_status: "suspended", latest_vic: session.vic.id, suspended_reason: null });
    expect((await prisma.sdkFlow.findMany({ where: { objectId: session.id } })).map((f) => [f.type, f.status])).toEqual(flows.map((f) => [f.type, f.status]));
    const eventsAfter = await prisma.event.findMany({ where: { merchantId: merchant.merchantId, objectId: { in: [session.id, session.vic.id] } }, orderBy: { id: "asc" } });
    expect(eventsAfter.map((e) => [e.id, e.type, e.createdAt, e.objectId])).toEqual(eventsBefore.map((e) => [e.id, e.type, e.createdAt, e.objectId]));
    expect((await prisma.customerNote.findMany({ where: { customerId: customer.id } })).map((n) => n.body)).toEqual([""]);
    const idem = await test.post(`/api/v1/customers/${address}/redact`);
    expect(idem.body.redaction).toEqual(customer.redaction);
  });

  it("of a session not settled yet waits for it to settle, so its completion cannot add data back", async () => {
    await redactionWorker();
    const created = await test.post("/api/v1/verification-sessions", { flows: ["phone", "email"], test_outcome: "interactive", metadata: { order: unique("o") } });
    const sdk = sdkClient(api.baseUrl, created.body.client_token);
    const phone = randomUsNumber();
    expect((await sdk.post("/phone/send-code", { phone_number: phone })).status).toBe(202);
    expect((await sdk.post("/phone/verify", { code: "000000" })).status).toBe(200);
    // Its first flow is verified; the session is caught in `processing`, where a decision holds it.
    expect(await SessionLifecycle.transition(prisma, { id: created.body.id, from: "created", to: "processing" })).toBe(true);
    expect((await test.get(`/api/v1/verification-sessions/${created.body.id}`)).body.status).toBe("processing");

    const asked = await test.post(`/api/v1/verification-sessions/${created.body.id}/redact`);
    expect(asked.status).toBe(200);
    expect(asked.body.redaction).toMatchObject({ status: "processing" });
    await waitFor(async () => (await redactionOf(created.body.id)) === "processing" || null, "the job to find the session unsettled");

    // The decision completes it and stores its signals, as the last flow's verification does.
    const { session } = await decideSession({ merchantId: merchant.merchantId, mode: "test", sessionId: created.body.id, signals: { phone_country: "US", phone_reused: false } });
    expect(session.status).toBe("completed");
    expect(await redactionOf(created.body.id)).toBe("processing");
    const flow = await prisma.sdkFlow.findFirstOrThrow({ where: { objectId: created.body.id, type: "phone" } });
    expect(flow.phoneHash).not.toBeNull();
    expect(await requeueRedactions({ merchantId: merchant.merchantId })).toBe(1);
    await waitFor(async () => (await redactionOf(created.body.id)) === "redacted" || null, "the settled session to be redacted");
    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row).toMatchObject({ status: "completed", metadata: {}, signals: null });
    expect(await databaseHits([flow.phoneHash!, flow.phoneMasked!, phone])).toEqual([]);
  });

  it("of a worker killed mid-way leaves nothing half-redacted, and the sweeper's job finishes it", async () => {
    const values = { metadata: unique("order"), returnUrl: `https://shop.example/${unique("done")}`, phone: randomUsNumber(), email: `jane@${unique("mail")}.example`, address: newWallet().lower };
    const session = await completedSession(values);
    const flows = await prisma.sdkFlow.findMany({ where: { objectId: session.id } });
    // The one worker that takes the job is the one killed: earlier tests' workers would take it too.
    await Promise.all(workers.splice(0).map((w) => w.kill("SIGKILL")));
    const worker = await redactionWorker();

    // Hold the session's flow rows: the job's transaction scrubs the session row, then waits here.
    const holder = await pool.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT 1 FROM sdk_flows WHERE object_id = $1 FOR UPDATE", [session.id]);
    expect((await test.post(`/api/v1/verification-sessions/${session.id}/redact`)).status).toBe(200);
    await waitFor(
      async () => (await pool.query("SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query LIKE '%UPDATE sdk_flows SET phone_hash%'")).rowCount! > 0 || null,
      "the job to be waiting mid-transaction",
      20_000,
    );
    await worker.kill("SIGKILL");
    await holder.query("ROLLBACK");
    holder.release();
    await waitFor(async () => (await pool.query("SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE '%UPDATE sdk_flows SET phone_hash%' AND state <> 'idle'")).rowCount === 0 || null, "the killed job's transaction to end");

    // All there, nothing half-scrubbed.
    const row = await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(row).toMatchObject({ redactionStatus: "requested", metadata: { order: values.metadata }, returnUrl: values.returnUrl });
    expect(await prisma.sdkFlow.findMany({ where: { objectId: session.id } })).toEqual(flows);

    // The job is stuck active on a dead worker; the sweeper's repair adds it again once BullMQ
    // marks it stalled, or at once if Redis lost it. A new worker finishes it.
    await redactionWorker();
    await waitFor(
      async () => {
        await requeueRedactions({ merchantId: merchant.merchantId });
        return (await redactionOf(session.id)) === "redacted" || null;
      },
      "the redaction to be finished by another worker",
      60_000,
    );
    const personal = [values.metadata, values.returnUrl, ...flows.flatMap((f) => [f.phoneHash, f.emailHash, f.phoneMasked, f.emailMasked]).filter((v): v is string => !!v)];
    expect(await databaseHits(personal)).toEqual([]);
  });
});

describe("the retention policy", () => {
  it("refuses fewer than 30 days", () => {
    expect(updateSettingsBody.safeParse({ retention_days: 29 }).success).toBe(false);
    expect(updateSettingsBody.safeParse({ retention_days: 30 }).success).toBe(true);
    expect(updateSettingsBody.safeParse({ retention_days: null }).success).toBe(true);
  });

  it("asks for the redaction of settled sessions older than retention_days, and only those", async () => {
    await redactionWorker();
    const own = await createTestMerchant();
    const key = client(api.baseUrl, own.testKey);
    const make = async () => {
      const created = await key.post("/api/v1/verification-sessions", { flows: ["wallet"], metadata: { order: unique("o") } });
      return created.body.id as string;
    };
    const [oldSettled, oldOpen, recentSettled] = [await make(), await make(), await make()];
    for (const id of [oldSettled, recentSettled]) expect(await runSandboxOutcome(id)).toBe("applied");
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await prisma.verificationSession.updateMany({ where: { id: { in: [oldSettled, oldOpen] } }, data: { createdAt: longAgo } });

    expect(await applyRetention({ merchantId: own.merchantId })).toBe(0);
    await prisma.merchantSettings.upsert({ where: { merchantId: own.merchantId }, create: { merchantId: own.merchantId, retentionDays: 30 }, update: { retentionDays: 30 } });
    expect(await applyRetention({ merchantId: own.merchantId })).toBe(1);
    await waitFor(async () => (await redactionOf(oldSettled)) === "redacted" || null, "the old settled session to be redacted");
    expect((await prisma.verificationSession.findUniqueOrThrow({ where: { id: oldSettled } })).metadata).toEqual({});
    expect(await redactionOf(oldOpen)).toBeNull();
    expect(await redactionOf(recentSettled)).toBeNull();
    expect(await applyRetention({ merchantId: own.merchantId })).toBe(0);
  });
});
