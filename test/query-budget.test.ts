import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Production's per-key rate limit (its default), so its Redis round trip is counted like
// production pays it; the request log is written only when this file flushes it, so its batch
// never lands inside a measured request (its rows are counted on their own).
vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_SECOND = "100";
  process.env.REQUEST_LOG_FLUSH_MS = "3600000";
});

import { randomBytes } from "node:crypto";
import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { installQueryCounting, normaliseSql, record, type Recording } from "./support/query-count.js";
import { indexesReadByPlan } from "./support/generic-plans.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type ApiClient } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { newWallet, sdkClient } from "./support/sdk.js";
import { pool, prisma } from "../src/platform/db/client.js";
import { requestLogWriter } from "../src/reporting/request-log/request-log-writer.js";
import { webhookDeliverJob } from "../src/events/webhooks/jobs/webhook-delivery.js";
import "../src/app/message-kinds.js";
import { configuredSenders, deliverMessage } from "../src/messaging/outbox/deliver-message.js";
import { consoleProvider } from "../src/messaging/sms/console-provider.js";
import { messageKindNamed } from "../src/messaging/outbox/message-kind.js";
import { queueMessages } from "../src/messaging/outbox/queue-message.js";
import { newId } from "../src/platform/ids.js";
import { insertLivePhoneCode } from "./support/code-messages.js";

/**
 * The query budget of the hot paths (Django's assertNumQueries): each measured request, and one
 * webhook delivery attempt, must send exactly the SQL statements and Redis commands declared
 * here. Adding one fails this test until its budget is raised on purpose, in the same commit,
 * with a line saying what it is for. Measured in steady state: each request is made twice first
 * (the API key is cached, Prisma's statements and BullMQ's scripts are loaded), then once more,
 * alone, with nothing in the background (no workers run; the request log is flushed by the file).
 *
 * sql: statements; pg: Postgres round trips (a transaction's BEGIN and COMMIT are round trips,
 * not statements); redis: commands (MULTI and EXEC included); redisTrips: Redis round trips (a
 * pipeline or MULTI/EXEC is one); logRows: request-log rows buffered (written later in batches of
 * REQUEST_LOG_BATCH_ROWS, one INSERT each, so not a statement of the request).
 * The statements themselves are in docs/performance.md, "Query budget of the hot paths"
 * (QUERY_BUDGET_PRINT=1 prints them). A failure prints every statement, values out.
 */
const BUDGETS: Record<Route, Budget> = {
  // SQL: one INSERT of the session, its verification_session.created event and the event's
  // webhook deliveries (CTEs). Redis: the per-key rate limit (one script: INCR, and EXPIRE on a
  // new window), then the delivery, expiry and sandbox jobs (one script each, on their queues'
  // connections).
  create: { sql: 1, pg: 1, redis: 4, redisTrips: 4, logRows: 1 },
  // SQL: the session by id. Redis: the rate limit.
  read: { sql: 1, pg: 1, redis: 1, redisTrips: 1, logRows: 1 },
  // SQL: one keyset page of sessions. Redis: the rate limit.
  list: { sql: 1, pg: 1, redis: 1, redisTrips: 1, logRows: 1 },
  // The object's first challenge (each on a fresh session, as the hosted page does). SQL: the
  // client token's object (with its merchant's branding and live access); the flow's row created
  // and the challenge inserted. Redis: the address's failed authentications (GET), the token
  // remembered as resolved (SET, once per token and process every 5 minutes, so a guesser sharing
  // the address cannot lock it out: docs/security.md), the per-token rate limit (the same script).
  challenge: { sql: 2, pg: 2, redis: 3, redisTrips: 3, logRows: 0 },
  // A further challenge of the same object: as the first, then the unused ones beyond 5 dropped.
  // Redis: the per-token rate limit only; the token resolved in this process lately, so it passes
  // a blocked address anyway and the address's failures are not read (recent-client-tokens.ts).
  rechallenge: { sql: 3, pg: 3, redis: 1, redisTrips: 1, logRows: 0 },
  // SQL: the client token's object; the challenge used and the flow verified (and the session's
  // address set) in one statement, the signature having been checked first; the object's flows
  // read for the answer. Redis: as a further challenge.
  verify: { sql: 3, pg: 3, redis: 1, redisTrips: 1, logRows: 0 },
  // SQL: the delivery's day (its partition; the job does not name it yet: jobs/webhook-delivery.ts),
  // then the delivery with its endpoint and event on that day's partitions; the attempt recorded
  // and the delivery moved (one statement). At a month of daily partitions the day costs 0.5 ms
  // and saves the load 15 (load-delivery.ts). A healthy endpoint's health costs nothing; a
  // succeeded delivery enqueues nothing (BullMQ's own job bookkeeping is not counted here).
  delivery: { sql: 3, pg: 3, redis: 0, redisTrips: 0, logRows: 0 },
  // One live code's text (the outbox's send job, src/messaging/outbox/deliver-message.ts). SQL:
  // the message claimed (queued -> sending, its attempt counted); the code read for its text
  // (while it can be entered and the account is live); the message settled with the code's
  // sealed values cleared, in one statement.
  text: { sql: 3, pg: 3, redis: 0, redisTrips: 0, logRows: 0 },
  // A device saving its credential again. SQL: the client token's object, which brings a
  // completed session's VIC and its credential rows (src/flows/subject.ts). Redis: as a further
  // challenge. The issuer keys are cached (read at most every 5 s per process).
  reissue: { sql: 1, pg: 1, redis: 1, redisTrips: 1, logRows: 0 },
  // SQL: the credential's VIC by status index (one statement; the status list is not read).
  // Redis: the per-key rate limit, the nonce used up (SET NX).
  check: { sql: 1, pg: 1, redis: 2, redisTrips: 2, logRows: 1 },
};

type Route = "create" | "read" | "list" | "challenge" | "rechallenge" | "verify" | "delivery" | "text" | "reissue" | "check";
interface Budget {
  sql: number;
  pg: number;
  redis: number;
  redisTrips: number;
  logRows: number;
}

let api: TestApi;
let receiver: Receiver;
let merchant: ApiClient;
let merchantId: string;
let endpointId: string;
/** Where a test run leaves what it saw, so the doc's lists can be printed with QUERY_BUDGET_PRINT=1. */
const seen = new Map<Route, Recording>();

beforeAll(async () => {
  installQueryCounting();
  [api, receiver] = await Promise.all([startApi(), startReceiver()]);
  const created = await createTestMerchant();
  merchant = client(api.baseUrl, created.testKey);
  merchantId = created.merchantId;
  const endpoint = await merchant.post("/api/v1/webhook-endpoints", { url: receiver.url, events: ["verification_session.created", "verification_session.completed"] });
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
  endpointId = endpoint.body.id;
});
afterAll(async () => {
  if (process.env.QUERY_BUDGET_PRINT) for (const [route, recording] of seen) console.log(describe_(route, recording));
  await Promise.all([api?.close(), receiver?.close()]);
});

function observed(recording: Recording, logRows: number): Budget {
  return {
    sql: recording.sql.filter((call) => !call.control).length,
    pg: recording.sql.length,
    redis: recording.redis.length,
    redisTrips: recording.redis.filter((call) => call.roundTrip).length,
    logRows,
  };
}

function describe_(route: Route, recording: Recording): string {
  return [
    `${route}:`,
    "  SQL (one line per round trip):",
    ...recording.sql.map((call, i) => `    ${i + 1}. ${normaliseSql(call.text)}`),
    "  Redis (+ starts a round trip):",
    ...recording.redis.map((call, i) => `    ${i + 1}. ${call.roundTrip ? "+" : " "} ${call.text}`),
  ].join("\n");
}

/** Measures `work` three times in steady state: two warm-ups, then the measured run. */
async function measure(route: Route, work: () => Promise<unknown>): Promise<void> {
  await work();
  await work();
  await requestLogWriter.flush();
  const { recording } = await record(work);
  const logRows = requestLogWriter.pending;
  await requestLogWriter.flush();
  seen.set(route, recording);
  expect(observed(recording, logRows), `${describe_(route, recording)}\nIf this change is meant, set BUDGETS.${route} in test/query-budget.test.ts (and say what the new statement is for).`).toEqual(BUDGETS[route]);
}

/** A person's device: its public key, and presentations signed with its private key. */
async function newHolder() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  return {
    publicJwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y },
    present: (credential: string, aud: string, nonce: string) => holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud, nonce } } }),
  };
}

/** A completed test session (its VIC active): what issues a credential. */
async function completedSession() {
  const session = await expectStatus(merchant.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" }), 201);
  await expectStatus(merchant.post(`/api/v1/test_helpers/verification_sessions/${session.id}/complete`, {}), 200);
  return session;
}

/** Interactive sessions with a wallet and a phone flow, so verifying the wallet does not also decide the session (as the bench's). */
function sdkSessions(count: number) {
  return Promise.all(
    Array.from({ length: count }, () => expectStatus(merchant.post("/api/v1/verification-sessions", { flows: ["wallet", "phone"], test_outcome: "interactive" }), 201)),
  );
}

async function expectStatus(response: Promise<{ status: number; body: unknown }>, status: number) {
  const { status: got, body } = await response;
  if (got !== status) throw new Error(`answered ${got}, expected ${status}: ${JSON.stringify(body)}`);
  return body as Record<string, any>;
}

describe("query budget of the hot paths (steady state, one request at a time)", () => {
  it("POST /api/v1/verification-sessions", async () => {
    await measure("create", () => expectStatus(merchant.post("/api/v1/verification-sessions", { flows: ["wallet"] }), 201));
  });

  it("GET /api/v1/verification-sessions/{id}", async () => {
    const session = await expectStatus(merchant.post("/api/v1/verification-sessions", { flows: ["wallet"] }), 201);
    await measure("read", () => expectStatus(merchant.get(`/api/v1/verification-sessions/${session.id}`), 200));
  });

  it("GET /api/v1/verification-sessions", async () => {
    await measure("list", () => expectStatus(merchant.get("/api/v1/verification-sessions"), 200));
  });

  it("POST /api/sdk/v1/wallet/challenge, the object's first", async () => {
    const sessions = await sdkSessions(3);
    const wallet = newWallet();
    let next = 0;
    await measure("challenge", () => expectStatus(sdkClient(api.baseUrl, sessions[next++]!.client_token).post("/wallet/challenge", { address: wallet.address }), 201));
  });

  it("POST /api/sdk/v1/wallet/challenge, again for the same object", async () => {
    const [session] = await sdkSessions(1);
    const sdk = sdkClient(api.baseUrl, session!.client_token);
    const wallet = newWallet();
    await expectStatus(sdk.post("/wallet/challenge", { address: wallet.address }), 201);
    await measure("rechallenge", () => expectStatus(sdk.post("/wallet/challenge", { address: wallet.address }), 201));
  });

  it("POST /api/sdk/v1/wallet/verify", async () => {
    const wallet = newWallet();
    // One session per verify: a verified flow takes no second one.
    const signed = await Promise.all(
      (await sdkSessions(3)).map(async (session) => {
        const sdk = sdkClient(api.baseUrl, session.client_token);
        const challenge = await expectStatus(sdk.post("/wallet/challenge", { address: wallet.address }), 201);
        return { sdk, message: challenge.message as string, signature: await wallet.signMessage({ message: challenge.message }) };
      }),
    );
    let next = 0;
    await measure("verify", () => {
      const { sdk, message, signature } = signed[next++]!;
      return expectStatus(sdk.post("/wallet/verify", { message, signature }), 200);
    });
  });

  it("POST /api/sdk/v1/credential, a device saving its credential again", async () => {
    const holder = await newHolder();
    const sdk = sdkClient(api.baseUrl, (await completedSession()).client_token);
    await measure("reissue", () => expectStatus(sdk.post("/credential", { holder_jwk: holder.publicJwk }), 201));
  });

  it("POST /api/v1/credential-verifications", async () => {
    const holder = await newHolder();
    const sdk = sdkClient(api.baseUrl, (await completedSession()).client_token);
    const { credential } = await expectStatus(sdk.post("/credential", { holder_jwk: holder.publicJwk }), 201);
    const presentations = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const nonce = randomBytes(18).toString("base64url");
        return { nonce, presentation: await holder.present(credential, merchantId, nonce) };
      }),
    );
    let next = 0;
    await measure("check", async () => {
      const body = await expectStatus(merchant.post("/api/v1/credential-verifications", presentations[next++]!), 200);
      expect(body.valid, JSON.stringify(body)).toBe(true);
    });
  });

  it("one webhook delivery attempt (the worker's job handler, to a receiver answering 200)", async () => {
    const created = await Promise.all(Array.from({ length: 3 }, () => expectStatus(merchant.post("/api/v1/verification-sessions", { flows: ["wallet"] }), 201)));
    const deliveries = await prisma.webhookDelivery.findMany({
      where: { endpointId, status: "pending" },
      select: { id: true, event: { select: { type: true, data: true } } },
    });
    const ids = created.map((session) => deliveries.find((delivery) => delivery.event.type === "verification_session.created" && (delivery.event.data as { id: string }).id === session.id)!.id);
    const deliver = await webhookDeliverJob.handler();
    let next = 0;
    await measure("delivery", () => deliver({ deliveryId: ids[next++]!, attempt: 1 }, undefined as never));
    expect(receiver.requests.length).toBeGreaterThanOrEqual(3);
    const rows = await prisma.webhookDelivery.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(rows.map((row) => row.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
  });

  it("one live code's text (the outbox's send job, through the SMS provider)", async () => {
    // Live codes with their messages queued, as a send records them, but no job in Redis: another
    // file's SMS worker cannot take one before it is measured.
    const ids = await Promise.all([1, 2, 3].map(() => insertLivePhoneCode({ objectId: newId("session"), merchantId })));
    await queueMessages(prisma, messageKindNamed("phone_code"), ids);
    // The development provider, writing nowhere: the provider's own HTTP is not ours to count.
    const senders = { ...configuredSenders(), sms: consoleProvider(() => {}) };
    let next = 0;
    await measure("text", () => deliverMessage(ids[next++]!, senders, { isLast: false }));
    const messages = await prisma.outboundMessage.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(messages.map((message) => message.status)).toEqual(["sent", "sent", "sent"]);
  });

  // The pool's named statements are planned as Postgres chooses (plan_cache_mode auto): after five
  // runs it may keep one generic plan, made without the values. Each statement above must then
  // read through the same indexes as a plan made for its values, so the generic plan is never a
  // different (and at some size, worse) way in. Sequential scans are off for the comparison: on
  // the test's small tables they would hide which index each plan would use at a real size.
  it("every statement above, and a code flow's, reads through the same indexes as a generic plan as with its values", async () => {
    // A phone code sent and checked (test mode): the code flows' named statements, not budgeted above.
    const [session] = await sdkSessions(1);
    const sdk = sdkClient(api.baseUrl, session!.client_token);
    const { recording: codes } = await record(async () => {
      await expectStatus(sdk.post("/phone/send-code", { phone_number: "+33612345678" }), 202);
      await expectStatus(sdk.post("/phone/verify", { code: "000000" }), 200);
    });
    const statements = new Map<string, { text: string; values: unknown[] }>();
    for (const recording of [...seen.values(), codes]) for (const call of recording.sql) if (!call.control && call.values.length > 0) statements.set(call.text, call);
    expect(statements.size).toBeGreaterThanOrEqual(8);
    const connection = await pool.connect();
    let reading = 0;
    try {
      for (const statement of statements.values()) {
        const custom = await indexesReadByPlan(connection, statement, "force_custom_plan");
        const generic = await indexesReadByPlan(connection, statement, "force_generic_plan");
        expect(generic, normaliseSql(statement.text)).toEqual(custom);
        if (custom.length > 0) reading += 1;
      }
    } finally {
      connection.release();
    }
    // Inserts read no index; the reads and guarded updates do.
    expect(reading).toBeGreaterThanOrEqual(8);
  });

  it("(the comparison above tells them apart: a partial index only the values can prove is a plan for the values alone)", async () => {
    const statement = {
      text: `SELECT id FROM team_alerts WHERE merchant_id = $1 AND mode = 'test' AND kind = 'k' AND subject = 's' AND (cleared_at IS NULL) = $2`,
      values: [merchantId, true],
    };
    const connection = await pool.connect();
    try {
      expect(await indexesReadByPlan(connection, statement, "force_custom_plan")).toEqual(["team_alerts_open_subject_key"]);
      expect(await indexesReadByPlan(connection, statement, "force_generic_plan")).not.toEqual(["team_alerts_open_subject_key"]);
    } finally {
      connection.release();
    }
  });
});
