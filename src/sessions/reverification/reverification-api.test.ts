import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createCustomer, eventsOf, randomAddress } from "../../../test/support/customers.js";
import { createKey, createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { expireOverdueReverificationRequests } from "./expire-reverification.js";
import { submitReverificationRequest } from "./submit-reverification.js";

let api: TestApi;
let merchant: TestMerchant;
let address: string;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
  address = await createCustomer(merchant.merchantId, "test");
  await createCustomer(merchant.merchantId, "live", address);
});
afterAll(() => api.close());

const test = () => client(api.baseUrl, merchant.testKey);
const live = () => client(api.baseUrl, merchant.liveKey);
const PATH = "/api/v1/reverification-requests";

function expectError(res: { status: number; body: any }, status: number, code: string, param?: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

describe("POST /v1/reverification-requests", () => {
  it("mints a pending request (201) that GET returns identically", async () => {
    const before = Date.now();
    const res = await test().post(PATH, { customer_address: address.toUpperCase().replace("0X", "0x"), flows: ["wallet", "phone"], reason: "annual review" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: "reverification_request",
      customer_address: address,
      flows: ["wallet", "phone"],
      reason: "annual review",
      status: "pending",
      submitted_at: null,
      livemode: false,
    });
    expect(res.body.id).toMatch(/^rvr_/);
    const ttl = Date.parse(res.body.expires_at) - Date.parse(res.body.created_at);
    expect(ttl).toBe(86_400_000);
    expect(Date.parse(res.body.created_at)).toBeGreaterThanOrEqual(before - 5);
    const got = await test().get(`${PATH}/${res.body.id}`);
    expect(got.status).toBe(200);
    // The client token and its hosted page url are shown once, at creation.
    expect(res.body.client_token).toMatch(/^pbvs_[0-9A-Za-z]{40}$/);
    expect(res.body.url).toMatch(new RegExp(`/verify#token=${res.body.client_token}$`));
    expect(got.body).toEqual({ ...res.body, client_token: null, url: null });
  });

  it("defaults reason to null and works with a live key", async () => {
    const res = await live().post(PATH, { customer_address: address, flows: ["phone"] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reason: null, livemode: true, status: "pending" });
  });

  it.each([
    [{ flows: ["wallet"] }, "customer_address"],
    [{ customer_address: "0x12", flows: ["wallet"] }, "customer_address"],
    [{ customer_address: "ADDR", flows: [] }, "flows"],
    [{ customer_address: "ADDR" }, "flows"],
    [{ customer_address: "ADDR", flows: ["selfie"] }, "flows"],
    [{ customer_address: "ADDR", flows: ["wallet", "wallet"] }, "flows"],
    [{ customer_address: "ADDR", flows: ["wallet"], reason: "" }, "reason"],
    [{ customer_address: "ADDR", flows: ["wallet"], reason: "x".repeat(501) }, "reason"],
    [{ customer_address: "ADDR", flows: ["wallet"], test_outcome: "expired" }, "test_outcome"],
    [{ customer_address: "ADDR", flows: ["wallet"], metadata: {} }, "metadata"],
  ])("refuses %j with invalid_request", async (body, param) => {
    const payload = JSON.parse(JSON.stringify(body).replace("ADDR", address));
    expectError(await test().post(PATH, payload), 400, "invalid_request", param);
  });

  it("refuses test_outcome from a live key", async () => {
    expectError(await live().post(PATH, { customer_address: address, flows: ["wallet"], test_outcome: "submitted" }), 400, "invalid_request", "test_outcome");
  });

  it("answers customer_not_found for a customer this merchant does not have in this mode", async () => {
    const other = await createTestMerchant();
    const testOnly = await createCustomer(merchant.merchantId, "test");
    expectError(await test().post(PATH, { customer_address: randomAddress(), flows: ["wallet"] }), 404, "customer_not_found");
    expectError(await live().post(PATH, { customer_address: testOnly, flows: ["wallet"] }), 404, "customer_not_found");
    expectError(await client(api.baseUrl, other.testKey).post(PATH, { customer_address: address, flows: ["wallet"] }), 404, "customer_not_found");
  });

  it("requires reverification:write", async () => {
    const key = await createKey(merchant.merchantId, "test", ["customers:read", "customers:write"]);
    expectError(await client(api.baseUrl, key).post(PATH, { customer_address: address, flows: ["wallet"] }), 403, "missing_scope");
    expectError(await client(api.baseUrl, key).get(PATH), 403, "missing_scope");
    expectError(await client(api.baseUrl, key).get(`${PATH}/rvr_x`), 403, "missing_scope");
  });
});

describe("GET /v1/reverification-requests", () => {
  it("answers reverification_not_found for unknown ids, another merchant's and the other mode's", async () => {
    const created = await test().post(PATH, { customer_address: address, flows: ["wallet"] });
    const other = await createTestMerchant();
    expectError(await test().get(`${PATH}/rvr_doesnotexist`), 404, "reverification_not_found");
    expectError(await live().get(`${PATH}/${created.body.id}`), 404, "reverification_not_found");
    expectError(await client(api.baseUrl, other.testKey).get(`${PATH}/${created.body.id}`), 404, "reverification_not_found");
    const otherList = await client(api.baseUrl, other.testKey).get(PATH);
    expect(otherList.body.data).toEqual([]);
    const liveList = await live().get(PATH);
    expect(liveList.body.data.every((r: { livemode: boolean }) => r.livemode)).toBe(true);
  });

  it("pages newest first, exactly once each, while requests are created during the iteration", async () => {
    const m = await createTestMerchant();
    const a = await createCustomer(m.merchantId, "test");
    const http = client(api.baseUrl, m.testKey);
    for (let i = 0; i < 17; i++) await http.post(PATH, { customer_address: a, flows: ["wallet"] });
    const start = await prisma.reverificationRequest.findMany({ where: { merchantId: m.merchantId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const res: { body: any } = await http.get(`${PATH}?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.body.object).toBe("list");
      seen.push(...res.body.data.map((r: { id: string }) => r.id));
      if (!res.body.has_more) break;
      cursor = res.body.next_cursor;
      await http.post(PATH, { customer_address: a, flows: ["phone"] });
    }
    expect(seen).toEqual(start.map((r) => r.id));
  });

  it("filters by customer_address, binding the cursor to it", async () => {
    const m = await createTestMerchant();
    const [a, b] = [await createCustomer(m.merchantId, "test"), await createCustomer(m.merchantId, "test")];
    const http = client(api.baseUrl, m.testKey);
    for (const target of [a, b, a, b, a]) await http.post(PATH, { customer_address: target, flows: ["wallet"] });
    const page1 = await http.get(`${PATH}?limit=2&customer_address=${a.toUpperCase().replace("0X", "0x")}`);
    expect(page1.body.data.map((r: { customer_address: string }) => r.customer_address)).toEqual([a, a]);
    const page2 = await http.get(`${PATH}?limit=2&customer_address=${a}&cursor=${encodeURIComponent(page1.body.next_cursor)}`);
    expect(page2.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(page2.body.data).toHaveLength(1);
    const foreign = await http.get(`${PATH}?limit=2&customer_address=${b}&cursor=${encodeURIComponent(page1.body.next_cursor)}`);
    expect(foreign.body.data.map((r: { customer_address: string }) => r.customer_address)).toEqual([b, b]);
    expectError(await http.get(`${PATH}?customer_address=nope`), 400, "invalid_request", "customer_address");
    expectError(await http.get(`${PATH}?status=pending`), 400, "invalid_request", "status");
  });
});

describe("submission and expiry", () => {
  it("submits once, emitting one reverification.submitted carrying the request as GET shows it, even when raced", async () => {
    const created = await live().post(PATH, { customer_address: address, flows: ["wallet"] });
    const results = await Promise.all(Array.from({ length: 5 }, () => submitReverificationRequest(created.body.id)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const got = await live().get(`${PATH}/${created.body.id}`);
    expect(got.body).toMatchObject({ status: "submitted", livemode: true });
    expect(got.body.submitted_at).not.toBeNull();
    const events = (await eventsOf(merchant.merchantId, "reverification.submitted")).filter((e) => (e.data as { id: string }).id === created.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.mode).toBe("live");
    expect(events[0]!.data).toEqual(got.body);
    expect(await submitReverificationRequest(created.body.id)).toBeNull();
  });

  it("expires overdue pending requests without an event, and refuses a late submission", async () => {
    const m = await createTestMerchant();
    const a = await createCustomer(m.merchantId, "test");
    const http = client(api.baseUrl, m.testKey);
    const overdue = (await http.post(PATH, { customer_address: a, flows: ["wallet"] })).body;
    const fresh = (await http.post(PATH, { customer_address: a, flows: ["wallet"] })).body;
    const submitted = (await http.post(PATH, { customer_address: a, flows: ["wallet"] })).body;
    await submitReverificationRequest(submitted.id);
    await prisma.reverificationRequest.updateMany({ where: { id: { in: [overdue.id, submitted.id] } }, data: { expiresAt: new Date(Date.now() - 1000) } });

    expect(await submitReverificationRequest(overdue.id)).toBeNull();
    expect(await expireOverdueReverificationRequests()).toBeGreaterThanOrEqual(1);
    expect((await http.get(`${PATH}/${overdue.id}`)).body.status).toBe("expired");
    expect((await http.get(`${PATH}/${fresh.id}`)).body.status).toBe("pending");
    expect((await http.get(`${PATH}/${submitted.id}`)).body.status).toBe("submitted");
    expect(await submitReverificationRequest(overdue.id)).toBeNull();
    expect(await expireOverdueReverificationRequests()).toBe(0);
    const types = (await eventsOf(m.merchantId)).map((e) => e.type).filter((t) => t.startsWith("reverification"));
    expect(types).toEqual(["reverification.submitted"]);
  });
});
