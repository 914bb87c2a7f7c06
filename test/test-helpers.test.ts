import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { expireSession } from "../src/sessions/expire-session.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";
import { transitionSession } from "../src/sessions/state-machine.js";
import { inTransaction } from "../src/events/webhooks/unit-of-work.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createCustomer, randomAddress } from "./support/customers.js";
import { withoutFacets } from "./support/customer-facets.js";
import { createTestMerchant, type ApiClient, type TestMerchant } from "./support/factories.js";

/**
 * The test helpers (/v1/test_helpers/...) against the real API, no workers: each helper's trail
 * of events is compared with the one the real path leaves (the sandbox's own outcome, the expiry
 * job's expireSession) for a twin session of another fresh merchant.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

async function account(): Promise<{ merchant: TestMerchant; test: ApiClient; live: ApiClient }> {
  const merchant = await createTestMerchant();
  return { merchant, test: client(api.baseUrl, merchant.testKey), live: client(api.baseUrl, merchant.liveKey) };
}

async function createSession(c: ApiClient, body: Record<string, unknown>): Promise<string> {
  const res = await c.post("/api/v1/verification-sessions", body);
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Every event of the merchant, oldest first. */
const eventsOf = (merchantId: string) => prisma.event.findMany({ where: { merchantId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

/** A value's structure (keys and value types), with ids, times and free text left out. */
function shape(value: unknown): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === "object") return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** A merchant's trail of events: types in order, each with its data's shape and its statuses. */
async function trail(merchantId: string) {
  return (await eventsOf(merchantId)).map((e) => {
    const data = e.data as Record<string, any>;
    return { type: e.type, shape: shape(data), status: data.status, kyc_status: data.kyc_status, tier: data.tier, error: data.last_error?.code };
  });
}

const helper = (c: ApiClient, name: string, id: string) => c.post(`/api/v1/test_helpers/verification_sessions/${id}/${name}`);

describe("session test helpers emit exactly what the real path emits", () => {
  for (const [name, outcome, status] of [
    ["complete", "approved", "completed"],
    ["fail", "declined", "failed"],
    ["require_review", "review", "requires_review"],
  ] as const) {
    it(`${name}: an interactive session settles like a sandbox '${outcome}' session (events, customer, review)`, async () => {
      const real = await account();
      const realId = await createSession(real.test, { flows: ["wallet"], test_outcome: outcome });
      expect(await runSandboxOutcome(realId)).toBe("applied");

      const helped = await account();
      const id = await createSession(helped.test, { flows: ["wallet"], test_outcome: "interactive" });
      const res = await helper(helped.test, name, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, status, livemode: false });
      expect(res.body).toEqual((await helped.test.get(`/api/v1/verification-sessions/${id}`)).body);

      expect(await trail(helped.merchant.merchantId)).toEqual(await trail(real.merchant.merchantId));
      const types = (await eventsOf(helped.merchant.merchantId)).map((e) => e.type);
      expect(types.length).toBeGreaterThan(1);
      expect(types[0]).toBe("verification_session.created");
      if (name === "require_review") {
        expect(types).toContain("review.flagged");
        expect(await prisma.review.count({ where: { sessionId: id, status: "flagged" } })).toBe(1);
      }
      if (name === "complete") expect(res.body.vic).toMatchObject({ object: "vic", tier: "verified" });
      // Settled: a second call is invalid_state and writes nothing.
      const again = await helper(helped.test, name, id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe("invalid_state");
      expect((await eventsOf(helped.merchant.merchantId)).length).toBe(types.length);
    });
  }

  it("complete also settles a session its end user already started (processing), keeping its customer", async () => {
    const { merchant, test } = await account();
    const address = randomAddress();
    const id = await createSession(test, { flows: ["wallet"], test_outcome: "interactive" });
    await inTransaction((uow) => transitionSession(uow, { sessionId: id, from: ["created"], to: "processing", data: { customerAddress: address } }));
    const res = await helper(test, "complete", id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", customer_address: address });
    expect((await test.get(`/api/v1/customers/${address}`)).body).toMatchObject({ kyc_status: "verified", latest_vic: res.body.vic.id });
    expect((await eventsOf(merchant.merchantId)).map((e) => e.type)).toEqual([
      "verification_session.created",
      "verification_session.completed",
      "customer.associated",
      "customer.kyc_status.changed",
    ]);
  });

  it("expire: expires now through the real expiry path, like the expiry job at the TTL", async () => {
    const real = await account();
    const realId = await createSession(real.test, { flows: ["wallet", "phone"], test_outcome: "abandoned" });
    expect(await expireSession(realId, new Date(Date.now() + 48 * 3600_000))).toBe("expired");

    const helped = await account();
    const id = await createSession(helped.test, { flows: ["wallet", "phone"], test_outcome: "abandoned" });
    const res = await helper(helped.test, "expire", id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "expired", last_error: { code: "session_expired" } });
    expect(new Date(res.body.expires_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await trail(helped.merchant.merchantId)).toEqual(await trail(real.merchant.merchantId));
    expect((await eventsOf(helped.merchant.merchantId)).map((e) => e.type)).toEqual(["verification_session.created", "verification_session.expired"]);
    expect((await helper(helped.test, "expire", id)).body.error.code).toBe("invalid_state");
  });

  it("refuses sessions that are not created or processing (409 invalid_state) and unknown ones (404)", async () => {
    const { test } = await account();
    const canceled = await createSession(test, { flows: ["wallet"], test_outcome: "interactive" });
    expect((await test.post(`/api/v1/verification-sessions/${canceled}/cancel`)).status).toBe(200);
    for (const name of ["complete", "fail", "require_review", "expire"]) {
      const res = await helper(test, name, canceled);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("invalid_state");
      expect(res.body.error.message).toContain("canceled");
    }
    const reviewed = await createSession(test, { flows: ["wallet"], test_outcome: "interactive" });
    expect((await helper(test, "require_review", reviewed)).status).toBe(200);
    expect((await helper(test, "complete", reviewed)).body.error.code).toBe("invalid_state");

    const missing = await helper(test, "complete", "vs_doesnotexist");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("session_not_found");
    // Another merchant's session is the same 404.
    const other = await account();
    const theirs = await createSession(other.test, { flows: ["wallet"], test_outcome: "interactive" });
    expect((await helper(test, "complete", theirs)).body.error.code).toBe("session_not_found");
  });

  it("a session past its TTL is not completed (it is due to expire) but can be expired", async () => {
    const { test } = await account();
    const id = await createSession(test, { flows: ["wallet"], test_outcome: "interactive" });
    await prisma.verificationSession.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await helper(test, "complete", id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain("expired");
    expect((await helper(test, "expire", id)).body.status).toBe("expired");
  });
});

describe("test helpers are test-mode only", () => {
  it("a live key gets 403 test_mode_only on every helper, before anything is looked up", async () => {
    const { live } = await account();
    const paths = [
      "/api/v1/test_helpers/verification_sessions/vs_x/complete",
      "/api/v1/test_helpers/verification_sessions/vs_x/fail",
      "/api/v1/test_helpers/verification_sessions/vs_x/require_review",
      "/api/v1/test_helpers/verification_sessions/vs_x/expire",
      "/api/v1/test_helpers/reverification_requests/rvr_x/submit",
    ];
    for (const path of paths) {
      const res = await live.post(path);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { type: "permission_error", code: "test_mode_only" }, livemode: true });
    }
    const kyc = await live.post(`/api/v1/test_helpers/customers/${randomAddress()}/kyc_status`, { kyc_status: "rejected" });
    expect(kyc.status).toBe(403);
    expect(kyc.body.error.code).toBe("test_mode_only");
  });
});

describe("reverification submit helper", () => {
  it("submits a pending request through the real submit path, once", async () => {
    const { merchant, test } = await account();
    const address = await createCustomer(merchant.merchantId, "test");
    const created = await test.post("/api/v1/reverification-requests", { customer_address: address, flows: ["wallet"] });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const res = await test.post(`/api/v1/test_helpers/reverification_requests/${id}/submit`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "submitted" });
    expect(res.body.submitted_at).not.toBeNull();
    const submitted = (await eventsOf(merchant.merchantId)).filter((e) => e.type === "reverification.submitted");
    expect(submitted.map((e) => e.data)).toEqual([res.body]);

    const again = await test.post(`/api/v1/test_helpers/reverification_requests/${id}/submit`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invalid_state");
    expect((await test.post("/api/v1/test_helpers/reverification_requests/rvr_nothing/submit")).body.error.code).toBe("reverification_not_found");
  });
});

describe("customer kyc_status helper", () => {
  it("moves the status, emits customer.kyc_status.changed with the customer as GET shows it", async () => {
    const { merchant, test } = await account();
    const address = await createCustomer(merchant.merchantId, "test");
    const path = `/api/v1/test_helpers/customers/${address}/kyc_status`;
    const res = await test.post(path, { kyc_status: "rejected" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address, kyc_status: "rejected", tier: null });
    // GET adds the flows' fields (customer facets).
    expect(res.body).toEqual(withoutFacets((await test.get(`/api/v1/customers/${address}`)).body));
    const changed = (await eventsOf(merchant.merchantId)).filter((e) => e.type === "customer.kyc_status.changed");
    expect(changed.at(-1)!.data).toEqual(res.body);

    const same = await test.post(path, { kyc_status: "rejected" });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe("invalid_state");

    // suspended: the real suspension (reason, kept status), then only unsuspend restores it.
    const suspended = await test.post(path, { kyc_status: "suspended" });
    expect(suspended.body).toMatchObject({ kyc_status: "suspended", suspended_reason: expect.any(String) });
    expect((await test.post(path, { kyc_status: "verified" })).body.error.code).toBe("invalid_state");
    expect((await test.post(`/api/v1/customers/${address}/unsuspend`)).body.kyc_status).toBe("rejected");
    const types = (await eventsOf(merchant.merchantId)).filter((e) => e.type === "customer.kyc_status.changed").map((e) => (e.data as any).kyc_status);
    expect(types).toEqual(["verified", "rejected", "suspended", "rejected"]);
  });

  it("404 for an unknown customer, 400 for an unknown status", async () => {
    const { merchant, test } = await account();
    const unknown = await test.post(`/api/v1/test_helpers/customers/${randomAddress()}/kyc_status`, { kyc_status: "verified" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("customer_not_found");
    const address = await createCustomer(merchant.merchantId, "test");
    const bad = await test.post(`/api/v1/test_helpers/customers/${address}/kyc_status`, { kyc_status: "gold" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "kyc_status" });
  });
});
