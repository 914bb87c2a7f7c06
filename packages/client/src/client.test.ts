// The typed client against the real service: the Express app in this process, real Postgres,
// Redis and workers, a fresh merchant with real keys.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { startReceiver, type Receiver } from "../../../test/support/receiver.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { AuthenticationError, InvalidRequestError, NotFoundError, PermissionError, Proofbase, ProofbaseError, type VerificationSession } from "./index.js";

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let receiver: Receiver;
let proofbase: Proofbase;

beforeAll(async () => {
  [api, merchant, workers, receiver] = await Promise.all([
    startApi(),
    createTestMerchant(),
    runWorkers(["sandbox-progress", "webhook-delivery", "webhook-retry"]),
    startReceiver(),
  ]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
  await api?.close();
});

const randomAddress = () => `0x${[...Array(40)].map(() => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("")}`;

async function settled(id: string, status: VerificationSession["status"]): Promise<VerificationSession> {
  return waitFor(async () => {
    const session = await proofbase.verificationSessions.retrieve(id);
    return session.status === status ? session : null;
  }, `session ${id} to be ${status}`);
}

/** What the error a call throws carries. */
async function failure(call: () => Promise<unknown>): Promise<ProofbaseError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ProofbaseError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("verification sessions", () => {
  it("create, retrieve (until the sandbox completes it) and cancel", async () => {
    const created = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "approved", metadata: { order: "1234" } });
    expect(created).toMatchObject({ object: "verification_session", status: "created", livemode: false, metadata: { order: "1234" } });
    const completed = await settled(created.id, "completed");
    expect(completed.vic).toMatchObject({ object: "vic" });

    const waiting = await proofbase.verificationSessions.create({ flows: ["phone"], test_outcome: "abandoned" });
    const canceled = await proofbase.verificationSessions.cancel(waiting.id);
    expect(canceled).toMatchObject({ id: waiting.id, status: "canceled" });
    const again = await failure(() => proofbase.verificationSessions.cancel(waiting.id));
    expect(again).toMatchObject({ status: 409, code: "invalid_state" });
  });

  it("list: for await follows next_cursor across pages; page() returns one page", async () => {
    const other = await createTestMerchant();
    const client = new Proofbase(other.testKey, { baseUrl: api.baseUrl });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await client.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" })).id);

    const seen: string[] = [];
    for await (const session of client.verificationSessions.list({ limit: 2 })) seen.push(session.id);
    expect(seen).toEqual([...ids].reverse()); // newest first, every one exactly once

    const first = await client.verificationSessions.list({ limit: 3 }).page();
    expect(first).toMatchObject({ object: "list", has_more: true, livemode: false });
    expect(first.data.map((s) => s.id)).toEqual(seen.slice(0, 3));
    const second = await client.verificationSessions.list({ limit: 3, cursor: first.next_cursor! }).page();
    expect(second.data.map((s) => s.id)).toEqual(seen.slice(3, 6));

    const pages = [];
    for await (const page of client.verificationSessions.list({ limit: 3 }).pages()) pages.push(page.data.length);
    expect(pages).toEqual([3, 3, 1]);

    const canceledOnly = [];
    await client.verificationSessions.cancel(ids[0]!);
    for await (const session of client.verificationSessions.list({ status: "canceled" })) canceledOnly.push(session.id);
    expect(canceledOnly).toEqual([ids[0]]);
  });
});

describe("customers and notes", () => {
  it("a completed session's customer: retrieve, list, notes, suspend and unsuspend", async () => {
    const address = randomAddress();
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "approved", customer_address: address });
    await settled(session.id, "completed");

    const customer = await proofbase.customers.retrieve(address.toUpperCase().replace("0X", "0x"));
    expect(customer).toMatchObject({ object: "customer", address, kyc_status: "verified" });
    const listed = [];
    for await (const c of proofbase.customers.list({ updated_since: new Date(Date.now() - 60_000).toISOString() })) listed.push(c.address);
    expect(listed).toContain(address);

    const note = await proofbase.customers.notes.create(address, { body: "Called them back." });
    expect(note).toMatchObject({ object: "customer_note", body: "Called them back." });
    const notes = await proofbase.customers.notes.list(address);
    expect(notes.data.map((n) => n.id)).toEqual([note.id]);

    expect(await proofbase.customers.suspend(address, { reason: "chargeback" })).toMatchObject({ kyc_status: "suspended" });
    expect(await proofbase.customers.unsuspend(address)).toMatchObject({ kyc_status: "verified" });
  });
});

describe("reviews and decision rules", () => {
  it("a session sent to review: list flagged reviews, retrieve, resolve; the session completes", async () => {
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "review" });
    await settled(session.id, "requires_review");
    const review = await waitFor(async () => {
      for await (const r of proofbase.reviews.list({ status: "flagged" })) if (r.verification_session === session.id) return r;
      return null;
    }, "the flagged review");
    expect(await proofbase.reviews.retrieve(review.id)).toMatchObject({ id: review.id, status: "flagged" });
    const resolved = await proofbase.reviews.resolve(review.id, { decision: "approve", tier: "verified" });
    expect(resolved).toMatchObject({ status: "resolved" });
    await settled(session.id, "completed");
  });

  it("decision rules: list and retrieve", async () => {
    const rules = await proofbase.decisionRules.list();
    expect(rules.data.length).toBeGreaterThan(0);
    expect(await proofbase.decisionRules.retrieve(rules.data[0]!.id)).toMatchObject({ id: rules.data[0]!.id, object: "decision_rule" });
  });
});

describe("reverification requests", () => {
  it("create (for a known customer), retrieve and list", async () => {
    const address = randomAddress();
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "approved", customer_address: address });
    await settled(session.id, "completed");
    const request = await proofbase.reverificationRequests.create({ customer_address: address, flows: ["wallet"], reason: "annual check" });
    expect(request).toMatchObject({ object: "reverification_request", customer_address: address });
    expect(await proofbase.reverificationRequests.retrieve(request.id)).toMatchObject({ id: request.id });
    const page = await proofbase.reverificationRequests.list({ customer_address: address }).page();
    expect(page.data.map((r) => r.id)).toEqual([request.id]);
  });
});

describe("VICs", () => {
  it("retrieve, list (by customer and status) and revoke (twice: unchanged)", async () => {
    const address = randomAddress();
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "approved", customer_address: address });
    const vicId = (await settled(session.id, "completed")).vic!.id;
    expect(await proofbase.vics.retrieve(vicId)).toMatchObject({ id: vicId, object: "vic", status: "active" });
    expect((await proofbase.vics.list({ customer_address: address, status: "active" }).page()).data.map((v) => v.id)).toEqual([vicId]);
    const revoked = await proofbase.vics.revoke(vicId, { reason: "chargeback" });
    expect(revoked).toMatchObject({ id: vicId, status: "revoked", revocation_reason: "chargeback" });
    expect(await proofbase.vics.revoke(vicId, { reason: "again" })).toEqual(revoked);
    expect((await proofbase.vics.list({ customer_address: address, status: "active" }).page()).data).toEqual([]);
  });
});

describe("webhook endpoints and the event log", () => {
  it("create (with its ping), list, retrieve, update, test, deliveries, rotate, replay an event, delete", async () => {
    const endpoint = await proofbase.webhookEndpoints.create({ url: receiver.url, events: ["verification_session.created"] });
    expect(endpoint.secret).toMatch(/^pbwh_/);
    await receiver.waitForRequests(1); // the automatic ping

    expect((await proofbase.webhookEndpoints.list()).data.map((e) => e.id)).toContain(endpoint.id);
    expect(await proofbase.webhookEndpoints.retrieve(endpoint.id)).toMatchObject({ id: endpoint.id, url: receiver.url });
    const updated = await proofbase.webhookEndpoints.update(endpoint.id, { events: ["verification_session.created", "verification_session.completed"] });
    expect(updated.events).toEqual(["verification_session.created", "verification_session.completed"]);

    expect(await proofbase.webhookEndpoints.test(endpoint.id)).toMatchObject({ livemode: false });
    await receiver.waitForRequests(2);
    const deliveries = await waitFor(async () => {
      const list = await proofbase.webhookEndpoints.deliveries(endpoint.id);
      return list.data.length >= 2 && list.data.every((d) => d.status === "succeeded") ? list : null;
    }, "two succeeded deliveries");
    expect(deliveries.data.every((d) => d.event_type === "ping")).toBe(true);

    const rotated = await proofbase.webhookEndpoints.rotateSecret(endpoint.id);
    expect(rotated.secret).toMatch(/^pbwh_/);
    expect(rotated.secret).not.toBe(endpoint.secret);

    const [ping] = (await proofbase.events.list({ type: "ping", limit: 1 }).page()).data;
    expect(await proofbase.events.retrieve(ping!.id)).toMatchObject({ id: ping!.id, type: "ping", data: { message: expect.any(String) } });
    const replay = await proofbase.events.replay(ping!.id);
    expect(replay).toMatchObject({ object: "event_replay", event_id: ping!.id });
    expect(replay.deliveries).toHaveLength(1);
    await receiver.waitForRequests(3);

    expect(await proofbase.webhookEndpoints.delete(endpoint.id)).toMatchObject({ id: endpoint.id, deleted: true });
    expect(await failure(() => proofbase.webhookEndpoints.retrieve(endpoint.id))).toMatchObject({ status: 404, code: "endpoint_not_found" });
  });
});

describe("usage", () => {
  it("lists billable usage with a live key; a test key gets PermissionError live_key_required", async () => {
    const live = new Proofbase(merchant.liveKey, { baseUrl: api.baseUrl });
    expect(await live.usage.list()).toMatchObject({ object: "list", livemode: true, data: expect.any(Array) });
    const error = await failure(() => proofbase.usage.list());
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({ status: 403, code: "live_key_required" });
  });
});

describe("any operation by its operationId", () => {
  it("call() fills the path, sends query and body, and answers what the named resources answer", async () => {
    const created = await proofbase.call("createVerificationSession", { body: { flows: ["wallet"], test_outcome: "interactive", metadata: { via: "call" } } });
    expect(created).toMatchObject({ object: "verification_session", status: "created", metadata: { via: "call" } });
    expect(await proofbase.call("retrieveVerificationSession", { params: { id: created.id } })).toEqual(await proofbase.verificationSessions.retrieve(created.id));
    const page = await proofbase.call("listVerificationSessions", { query: { limit: 1 } });
    expect(page).toMatchObject({ object: "list", data: [expect.objectContaining({ id: created.id })] });

    const missing = await failure(() => proofbase.call("retrieveVerificationSession", { params: { id: "vs_doesnotexist" } }));
    expect(missing).toMatchObject({ status: 404, code: "session_not_found" });
    expect(() => proofbase.call("retrieveVerificationSession")).toThrow(/needs params.id/);
    expect(() => proofbase.call("noSuchOperation" as never)).toThrow(/no operation noSuchOperation/);
  });
});

describe("typed errors", () => {
  it("404: NotFoundError with code, status and the request id", async () => {
    const error = await failure(() => proofbase.verificationSessions.retrieve("vs_doesnotexist"));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "session_not_found", type: "invalid_request_error" });
    expect(error.requestId).toMatch(/\S{8,}/);
  });

  it("400: InvalidRequestError naming the param", async () => {
    const limit = await failure(() => proofbase.verificationSessions.list({ limit: 500 }).page());
    expect(limit).toBeInstanceOf(InvalidRequestError);
    expect(limit).toMatchObject({ status: 400, code: "invalid_limit", param: "limit" });

    const body = await failure(() => proofbase.verificationSessions.create({ flows: ["fingerprint" as "wallet"] }));
    expect(body).toBeInstanceOf(InvalidRequestError);
    expect(body).toMatchObject({ status: 400, code: "invalid_request" });
    expect(body.param).toMatch(/^flows/);
  });

  it("401: AuthenticationError for an unknown key, never retried", async () => {
    const error = await failure(() => new Proofbase("pb_sk_test_unknownunknownunknown", { baseUrl: api.baseUrl }).verificationSessions.list().page());
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "invalid_api_key" });
    expect(error.requestId).toBeTruthy();
  });
});
