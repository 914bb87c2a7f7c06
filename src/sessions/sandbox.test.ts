import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { getQueue } from "../platform/queues/factory.js";
import { QUEUES } from "../platform/queues/names.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { eventsAbout, eventTypesAbout } from "../../test/support/sessions.js";
import { waitFor } from "../../test/support/wait.js";
import { runWorkers } from "../../test/support/workers.js";
import { runSandboxOutcome } from "./sandbox.js";
import { sandboxWalletAddress } from "./sandbox-wallet.js";
import { VIC_VALIDITY_MS } from "./settle-session.js";

let api: TestApi;
let workers: { stop: () => Promise<void> };
let merchant: TestMerchant;
let c: ReturnType<typeof client>;

beforeAll(async () => {
  api = await startApi();
  workers = await runWorkers([QUEUES.sandbox, QUEUES.sessionExpiry]);
  merchant = await createTestMerchant();
  c = client(api.baseUrl, merchant.testKey);
});
afterAll(async () => {
  await workers.stop();
  await api.close();
});

async function create(body: Record<string, unknown>) {
  const res = await c.post("/api/v1/verification-sessions", body);
  expect(res.status).toBe(201);
  return res.body as { id: string; status: string };
}

async function settled(id: string, status: string) {
  return waitFor(async () => {
    const res = await c.get(`/api/v1/verification-sessions/${id}`);
    return res.body.status === status ? res.body : null;
  }, `session ${id} to become ${status}`);
}

const customerEvents = (address: string) =>
  prisma.event.findMany({
    where: { merchantId: merchant.merchantId, data: { path: ["address"], equals: address } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

describe("sandbox outcomes (end to end through the sandbox-progress worker)", () => {
  it("approved: completes with a VIC, connects a test wallet, and emits each event exactly once", async () => {
    const created = await create({ flows: ["wallet", "phone"] });
    const session = await settled(created.id, "completed");
    const address = sandboxWalletAddress(created.id);
    expect(session).toMatchObject({ customer_address: address, last_error: null, client_token: null });
    expect(session.completed_at).not.toBeNull();
    expect(session.vic).toMatchObject({
      object: "vic",
      verification_session: created.id,
      customer_address: address,
      tier: "verified",
      flows: ["wallet", "phone"],
      livemode: false,
    });
    expect(session.vic.id).toMatch(/^vic_/);
    expect(new Date(session.vic.expires_at).getTime() - new Date(session.vic.issued_at).getTime()).toBe(VIC_VALIDITY_MS);

    // Running the outcome again (a redelivered job) changes nothing.
    expect(await runSandboxOutcome(created.id)).toBe("skipped");
    const events = await eventsAbout(created.id);
    expect(events.map((e) => e.type)).toEqual(["verification_session.created", "verification_session.completed"]);
    expect(events[1]!.data).toEqual(session);

    const customer = await c.get(`/api/v1/customers/${address}`);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ kyc_status: "verified", tier: "verified", latest_vic: session.vic.id });
    expect((await customerEvents(address)).map((e) => e.type)).toEqual(["customer.associated", "customer.kyc_status.changed"]);
    expect(events[1]!.createdAt.getTime()).toBeLessThanOrEqual((await customerEvents(address))[0]!.createdAt.getTime());
  });

  it("declined: fails with last_error and rejects the named customer", async () => {
    const address = `0x${"d".repeat(40)}`;
    const created = await create({ flows: ["wallet"], test_outcome: "declined", customer_address: address });
    const session = await settled(created.id, "failed");
    expect(session.vic).toBeNull();
    expect(session.completed_at).toBeNull();
    expect(session.last_error).toMatchObject({ code: "verification_declined" });
    expect(session.last_error.message).toMatch(/declined/);
    expect(await eventTypesAbout(created.id)).toEqual(["verification_session.created", "verification_session.failed"]);
    const customer = await c.get(`/api/v1/customers/${address}`);
    expect(customer.body).toMatchObject({ kyc_status: "rejected", tier: null });
    expect((await customerEvents(address)).map((e) => e.type)).toEqual(["customer.kyc_status.changed"]);
  });

  it("review: parks the session in requires_review and raises one flagged review", async () => {
    const created = await create({ flows: ["phone"], test_outcome: "review" });
    const session = await settled(created.id, "requires_review");
    expect(session.vic).toBeNull();
    const review = await prisma.review.findUniqueOrThrow({ where: { sessionId: created.id } });
    expect(review).toMatchObject({ status: "flagged", merchantId: merchant.merchantId, mode: "test" });
    expect(await eventTypesAbout(created.id)).toEqual(["verification_session.created"]);
    const flagged = await eventsAbout(review.id);
    expect(flagged.map((e) => e.type)).toEqual(["review.flagged"]);
    expect(flagged[0]!.data).toEqual((await c.get(`/api/v1/reviews/${review.id}`)).body);
  });

  it("abandoned: schedules no sandbox job and stays created while others settle", async () => {
    const abandoned = await create({ flows: ["wallet"], test_outcome: "abandoned" });
    const approved = await create({ flows: ["wallet"] });
    await settled(approved.id, "completed");
    expect(await getQueue(QUEUES.sandbox).getJob(`sandbox-${abandoned.id}`)).toBeUndefined();
    expect(await getQueue(QUEUES.sessionExpiry).getJob(`expire-${abandoned.id}`)).toBeDefined();
    expect(await runSandboxOutcome(abandoned.id)).toBe("skipped");
    expect((await c.get(`/api/v1/verification-sessions/${abandoned.id}`)).body.status).toBe("created");
    expect(await eventTypesAbout(abandoned.id)).toEqual(["verification_session.created"]);
  });

  it("phone-only without an address completes with no customer", async () => {
    const created = await create({ flows: ["phone"] });
    const session = await settled(created.id, "completed");
    expect(session.customer_address).toBeNull();
    expect(session.vic).toMatchObject({ customer_address: null, flows: ["phone"] });
    expect(await prisma.customer.count({ where: { merchantId: merchant.merchantId, address: sandboxWalletAddress(created.id) } })).toBe(0);
  });

  it("a canceled session never completes, even when its sandbox job runs", async () => {
    const created = await create({ flows: ["wallet"] });
    const canceled = await c.post(`/api/v1/verification-sessions/${created.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(await runSandboxOutcome(created.id)).toBe("skipped");
    expect((await c.get(`/api/v1/verification-sessions/${created.id}`)).body).toMatchObject({ status: "canceled", vic: null });
    expect(await prisma.vic.count({ where: { sessionId: created.id } })).toBe(0);
  });

  it("test mode never bills", async () => {
    expect(await prisma.verificationSession.count({ where: { merchantId: merchant.merchantId, status: "completed" } })).toBeGreaterThan(0);
    expect(await prisma.billableUsage.count({ where: { merchantId: merchant.merchantId } })).toBe(0);
  });
});
