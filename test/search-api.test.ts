// Search and the review case through the API (contract section 14): each filter finds what it
// says and nothing else, bad filters are 400 with the parameter named (never a 500), and a
// reviewer sees the evidence, including who else verified the same number (by keyed hash).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { runSandboxOutcome } from "../src/sessions/sandbox.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { randomAddress } from "./support/customers.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { portalLogin } from "./support/sessions.js";

let api: TestApi;
let merchant: TestMerchant;
let v1: ReturnType<typeof client>;
const address = randomAddress();
const ids: Record<string, string> = {};

beforeAll(async () => {
  [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  v1 = client(api.baseUrl, merchant.testKey);
  const create = async (name: string, body: Record<string, unknown>) => {
    const res = await v1.post("/api/v1/verification-sessions", { test_outcome: "abandoned", ...body });
    expect(res.status).toBe(201);
    ids[name] = res.body.id;
  };
  await create("wallet", { flows: ["wallet"], customer_address: address, metadata: { order_id: "A-1042", plan: "pro" } });
  await create("phone", { flows: ["phone"], metadata: { order_id: "A-1043", plan: "pro" } });
  await create("email", { flows: ["email", "wallet"], customer_address: randomAddress(), metadata: { order_id: "A-1044" } });
  await create("review", { flows: ["wallet", "phone"], customer_address: address, test_outcome: "review" });
  expect(await runSandboxOutcome(ids.review!)).toBe("applied");
});
afterAll(() => api.close());

const listIds = async (path: string) => {
  const res = await v1.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((o: { id: string }) => o.id) as string[];
};

describe("session search", () => {
  it("filters by id, customer prefix, flow, metadata, status and created range", async () => {
    expect(await listIds(`/api/v1/verification-sessions?id=${ids.phone}`)).toEqual([ids.phone]);
    expect(await listIds(`/api/v1/verification-sessions?customer_prefix=0x${address.slice(2, 10).toUpperCase()}`)).toEqual([ids.review, ids.wallet]);
    expect(await listIds(`/api/v1/verification-sessions?flow=email`)).toEqual([ids.email]);
    expect(await listIds(`/api/v1/verification-sessions?flow=phone`)).toEqual([ids.review, ids.phone]);
    expect(await listIds(`/api/v1/verification-sessions?metadata=${encodeURIComponent("order_id=A-1043")}`)).toEqual([ids.phone]);
    expect(await listIds(`/api/v1/verification-sessions?metadata=plan%3Dpro&flow=wallet`)).toEqual([ids.wallet]);
    expect(await listIds(`/api/v1/verification-sessions?status=requires_review`)).toEqual([ids.review]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await listIds(`/api/v1/verification-sessions?created_gte=${future}`)).toEqual([]);
    expect((await listIds(`/api/v1/verification-sessions?created_lt=${future}&created_gte=2020-01-01`)).length).toBe(4);
  });

  it("pages a filtered search with one cursor bound to its filter", async () => {
    const first = await v1.get("/api/v1/verification-sessions?metadata=plan%3Dpro&limit=1");
    expect(first.body.has_more).toBe(true);
    const second = await v1.get(`/api/v1/verification-sessions?metadata=plan%3Dpro&limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.body.data.map((s: { id: string }) => s.id)).toEqual([ids.wallet]);
    expect(second.body.has_more).toBe(false);
    // The same cursor on another search starts that search from the top.
    const other = await v1.get(`/api/v1/verification-sessions?flow=phone&limit=1&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(other.body.data.map((s: { id: string }) => s.id)).toEqual([ids.review]);
  });

  it.each([
    ["verification-sessions", "customer_prefix=0x12", "customer_prefix"],
    ["verification-sessions", "customer_prefix=0xzzzz", "customer_prefix"],
    ["verification-sessions", "metadata=novalue", "metadata"],
    ["verification-sessions", "metadata==x", "metadata"],
    ["verification-sessions", `metadata=k%3D${"v".repeat(10_000)}`, "metadata"],
    ["verification-sessions", `id=${"x".repeat(10_000)}`, "id"],
    ["verification-sessions", "flow=fax", "flow"],
    ["verification-sessions", "created_gte=yesterday", "created_gte"],
    ["verification-sessions", "created_gte=2026-02-30", "created_gte"],
    ["verification-sessions", "created_gte=2026-11-02&created_lt=2026-11-01", "created_lt"],
    ["verification-sessions", "created_gte=1&created_gte=2", "created_gte"],
    ["customers", "address_prefix=0x1", "address_prefix"],
    ["customers", "kyc_status=gold", "kyc_status"],
    ["reviews", "status=open", "status"],
    ["reviews", "created_lt=soon", "created_lt"],
    ["events", `object_id=${"x".repeat(10_000)}`, "object_id"],
    ["events", "type=session.nope", "type"],
  ])("GET /v1/%s?%s is 400 naming %s", async (path, query, param) => {
    const res = await v1.get(`/api/v1/${path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", param });
    expect(res.body.error.message).not.toMatch(/SELECT|stack/i);
  });
});

describe("other searches", () => {
  it("customers by address prefix and KYC status, reviews by session, events by object and range", async () => {
    const customers = await v1.get(`/api/v1/customers?address_prefix=${address.slice(0, 12)}`);
    expect(customers.status).toBe(200);
    expect(customers.body.data.every((c: { address: string }) => c.address.startsWith(address.slice(0, 12)))).toBe(true);
    expect((await v1.get("/api/v1/customers?kyc_status=suspended")).body.data).toEqual([]);
    const reviews = await v1.get(`/api/v1/reviews?verification_session=${ids.review}`);
    expect(reviews.body.data).toHaveLength(1);
    expect(reviews.body.data[0].verification_session).toBe(ids.review);
    const events = await v1.get(`/api/v1/events?object_id=${ids.review}&created_gte=2020-01-01T00:00:00Z`);
    expect(events.body.data.length).toBeGreaterThanOrEqual(1);
    expect(events.body.data.every((e: { data: { id: string } }) => e.data.id === ids.review)).toBe(true);
    const review = reviews.body.data[0].id;
    const typed = await v1.get(`/api/v1/events?object_id=${review}&type=review.flagged`);
    expect(typed.body.data.map((e: { type: string }) => e.type)).toEqual(["review.flagged"]);
    expect((await v1.get(`/api/v1/events?object_id=${review}&created_lt=2020-01-01`)).body.data).toEqual([]);
  });
});

describe("review case and queue (portal)", () => {
  it("shows the evidence, other customers of the same number by hash, earlier sessions, and the open count", async () => {
    const portal = await portalLogin(api.baseUrl, merchant.email, merchant.password);
    const review = await prisma.review.findUniqueOrThrow({ where: { sessionId: ids.review } });
    // The phone flow as the SDK leaves it, and another customer who verified the same number.
    const other = randomAddress();
    const otherSession = await v1.post("/api/v1/verification-sessions", { flows: ["phone"], customer_address: other, test_outcome: "abandoned" });
    const flow = { type: "phone", merchantId: merchant.merchantId, mode: "test" as const, status: "verified", phoneHash: `hash-${review.id}`, phoneMasked: "+33 •• •• •• 42", verifiedAt: new Date() };
    await prisma.sdkFlow.createMany({ data: [{ ...flow, objectId: ids.review! }, { ...flow, objectId: otherSession.body.id }] });
    // Every flow row of a session carries the customer's address; the case shows it on the wallet's only.
    const wallet = { type: "wallet", merchantId: merchant.merchantId, mode: "test" as const, status: "verified", address, verifiedAt: new Date() };
    await prisma.sdkFlow.create({ data: { ...wallet, objectId: ids.review! } });
    await prisma.sdkFlow.updateMany({ where: { objectId: ids.review!, type: "phone" }, data: { address } });
    await prisma.verificationSession.update({ where: { id: ids.review }, data: { signals: { phone_country: "FR", phone_line_type: "voip", phone_reused: true } } });

    const res = await portal.call("GET", `/test/reviews/${review.id}/case`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: "review_case",
      review: { id: review.id, status: "flagged" },
      verification_session: { id: ids.review, status: "requires_review" },
      signals: { phone_country: "FR", phone_line_type: "voip" },
      phone: { masked: "+33 •• •• •• 42", country: "FR", line_type: "voip", other_customers: [{ customer_address: other, verification_session: otherSession.body.id }] },
      email: null,
      livemode: false,
    });
    expect(res.body.flows).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "wallet", address }), expect.objectContaining({ type: "phone", address: null, phone_number_masked: "+33 •• •• •• 42" })]),
    );
    expect(res.body.earlier_sessions.map((s: { id: string }) => s.id)).toEqual([ids.wallet]);
    expect(JSON.stringify(res.body)).not.toContain(`hash-${review.id}`);

    expect((await portal.call("GET", `/live/reviews/${review.id}/case`)).status).toBe(404);
    const intruder = await createTestMerchant();
    const stranger = await portalLogin(api.baseUrl, intruder.email, intruder.password);
    expect((await stranger.call("GET", `/test/reviews/${review.id}/case`)).body.error.code).toBe("review_not_found");

    const queue = await portal.call("GET", "/test/review-queue");
    expect(queue.body).toMatchObject({ object: "review_queue", open: 1, livemode: false });
    expect((await portal.call("GET", "/live/review-queue")).body.open).toBe(0);
  });
});
