import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { createCustomer, eventsOf, randomAddress, recordResult } from "../../test/support/customers.js";
import { withoutFacets } from "../../test/support/customer-facets.js";
import { createKey, createTestMerchant, type TestMerchant } from "../../test/support/factories.js";

let api: TestApi;
let merchant: TestMerchant;
let other: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  [merchant, other] = await Promise.all([createTestMerchant(), createTestMerchant()]);
});
afterAll(() => api.close());

const test = () => client(api.baseUrl, merchant.testKey);

function expectError(res: { status: number; body: any }, status: number, code: string, param?: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

/** Follows next_cursor to the end, calling `between` after each page; returns every id seen. */
async function collect(path: string, key: string, between: () => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const sep = path.includes("?") ? "&" : "?";
    const res: { status: number; body: any } = await client(api.baseUrl, key).get(`${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((c: { id: string }) => c.id));
    if (!res.body.has_more) {
      expect(res.body.next_cursor).toBeNull();
      return ids;
    }
    cursor = res.body.next_cursor;
    await between();
  }
  throw new Error("too many pages");
}

describe("GET /v1/customers/{address}", () => {
  it("finds a customer whatever the case of the address, and stores it lower-case", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const upper = `0x${address.slice(2).toUpperCase()}`;
    const res = await test().get(`/api/v1/customers/${upper}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: "customer", address, kyc_status: "verified", livemode: false });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it.each([["0x123"], ["0x" + "g".repeat(40)], ["1234567890123456789012345678901234567890ab"], ["0x" + "a".repeat(41)]])(
    "refuses the malformed address %s with invalid_request",
    async (address) => {
      expectError(await test().get(`/api/v1/customers/${address}`), 400, "invalid_request", "address");
      expectError(await test().post(`/api/v1/customers/${address}/notes`, { body: "x" }), 400, "invalid_request", "address");
    },
  );

  it("answers 404 customer_not_found for an unknown address, another merchant's and the other mode's", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    expectError(await test().get(`/api/v1/customers/${randomAddress()}`), 404, "customer_not_found");
    expectError(await client(api.baseUrl, merchant.liveKey).get(`/api/v1/customers/${address}`), 404, "customer_not_found");
    expectError(await client(api.baseUrl, other.testKey).get(`/api/v1/customers/${address}`), 404, "customer_not_found");
    for (const key of [merchant.liveKey, other.testKey]) {
      const http = client(api.baseUrl, key);
      expectError(await http.post(`/api/v1/customers/${address}/suspend`, { reason: "x" }), 404, "customer_not_found");
      expectError(await http.post(`/api/v1/customers/${address}/unsuspend`), 404, "customer_not_found");
      expectError(await http.get(`/api/v1/customers/${address}/notes`), 404, "customer_not_found");
      expectError(await http.post(`/api/v1/customers/${address}/notes`, { body: "x" }), 404, "customer_not_found");
    }
  });

  it("requires customers:read to read and customers:write to change", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const readOnly = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["customers:read"]));
    const writeOnly = client(api.baseUrl, await createKey(merchant.merchantId, "test", ["customers:write"]));
    expect((await readOnly.get(`/api/v1/customers/${address}`)).status).toBe(200);
    expectError(await writeOnly.get(`/api/v1/customers/${address}`), 403, "missing_scope");
    expectError(await writeOnly.get(`/api/v1/customers`), 403, "missing_scope");
    expectError(await writeOnly.get(`/api/v1/customers/${address}/notes`), 403, "missing_scope");
    expectError(await readOnly.post(`/api/v1/customers/${address}/suspend`, { reason: "x" }), 403, "missing_scope");
    expectError(await readOnly.post(`/api/v1/customers/${address}/notes`, { body: "x" }), 403, "missing_scope");
  });
});

describe("GET /v1/customers", () => {
  it("pages newest first, exactly once each, while customers are created during the iteration", async () => {
    const m = await createTestMerchant();
    for (let i = 0; i < 23; i++) await createCustomer(m.merchantId, "test");
    const start = await prisma.customer.findMany({
      where: { merchantId: m.merchantId, mode: "test" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const seen = await collect("/api/v1/customers?limit=5", m.testKey, async () => {
      await createCustomer(m.merchantId, "test");
      await createCustomer(m.merchantId, "test");
    });
    expect(seen).toEqual(start.map((c) => c.id));
  });

  it("lists only the key's merchant and mode", async () => {
    const m = await createTestMerchant();
    const testAddress = await createCustomer(m.merchantId, "test");
    const liveAddress = await createCustomer(m.merchantId, "live");
    await createCustomer(other.merchantId, "test");
    const testList = await client(api.baseUrl, m.testKey).get("/api/v1/customers");
    const liveList = await client(api.baseUrl, m.liveKey).get("/api/v1/customers");
    expect(testList.body.data.map((c: { address: string }) => c.address)).toEqual([testAddress]);
    expect(liveList.body.data.map((c: { address: string }) => c.address)).toEqual([liveAddress]);
    expect(liveList.body).toMatchObject({ object: "list", has_more: false, next_cursor: null, livemode: true });
    expect(liveList.body.data[0].livemode).toBe(true);
  });

  describe("updated_since", () => {
    let m: TestMerchant;
    const at = (iso: string) => new Date(iso);
    const byStatusTime: Record<string, string> = {};

    beforeAll(async () => {
      m = await createTestMerchant();
      for (const iso of ["2025-01-01T00:00:00.000Z", "2025-06-01T12:00:00.000Z", "2025-06-01T12:00:00.001Z", "2026-01-01T00:00:00.000Z"]) {
        const address = await createCustomer(m.merchantId, "test");
        await prisma.customer.updateMany({ where: { merchantId: m.merchantId, address }, data: { statusUpdatedAt: at(iso) } });
        byStatusTime[iso] = address;
      }
    });

    const addresses = async (query: string) => {
      const res = await client(api.baseUrl, m.testKey).get(`/api/v1/customers?${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((c: { address: string }) => c.address).sort();
    };
    const expected = (...isos: string[]) => isos.map((iso) => byStatusTime[iso]).sort();

    it("accepts ISO 8601 and returns customers whose status changed strictly after it", async () => {
      expect(await addresses("updated_since=2025-06-01T12:00:00Z")).toEqual(
        expected("2025-06-01T12:00:00.001Z", "2026-01-01T00:00:00.000Z"),
      );
      expect(await addresses(`updated_since=${encodeURIComponent("2025-06-01T14:00:00+02:00")}`)).toEqual(
        expected("2025-06-01T12:00:00.001Z", "2026-01-01T00:00:00.000Z"),
      );
      expect(await addresses("updated_since=2025-06-01T11:59:59.999Z")).toEqual(
        expected("2025-06-01T12:00:00.000Z", "2025-06-01T12:00:00.001Z", "2026-01-01T00:00:00.000Z"),
      );
      expect(await addresses("updated_since=2024-12-31")).toHaveLength(4);
    });

    it("accepts unix seconds", async () => {
      const seconds = Date.parse("2025-06-01T12:00:00Z") / 1000;
      expect(await addresses(`updated_since=${seconds}`)).toEqual(expected("2025-06-01T12:00:00.001Z", "2026-01-01T00:00:00.000Z"));
      expect(await addresses(`updated_since=${seconds - 1}`)).toHaveLength(3);
      expect(await addresses(`updated_since=${Date.parse("2026-01-01T00:00:00Z") / 1000}`)).toEqual([]);
    });

    it("sees a status change made by suspend", async () => {
      const address = byStatusTime["2025-01-01T00:00:00.000Z"]!;
      const since = Math.floor(Date.now() / 1000) - 1;
      expect(await addresses(`updated_since=${since}`)).toEqual([]);
      expect((await client(api.baseUrl, m.testKey).post(`/api/v1/customers/${address}/suspend`, { reason: "r" })).status).toBe(200);
      expect(await addresses(`updated_since=${since}`)).toEqual([address]);
    });

    it.each([["garbage"], [""], ["-1"], ["2025-06-01T12:00:00Q"], ["1.5"]])("refuses %j with 400 invalid_request", async (value) => {
      const res = await client(api.baseUrl, m.testKey).get(`/api/v1/customers?updated_since=${encodeURIComponent(value)}`);
      expectError(res, 400, "invalid_request", "updated_since");
    });

    it("refuses a repeated updated_since and unknown query parameters", async () => {
      expectError(await client(api.baseUrl, m.testKey).get("/api/v1/customers?updated_since=1&updated_since=2"), 400, "invalid_request", "updated_since");
      expectError(await client(api.baseUrl, m.testKey).get("/api/v1/customers?status=verified"), 400, "invalid_request", "status");
    });

    it("binds the cursor to the filter value", async () => {
      const first = await client(api.baseUrl, m.testKey).get("/api/v1/customers?limit=1&updated_since=2024-01-01");
      expect(first.body.has_more).toBe(true);
      const cursor = encodeURIComponent(first.body.next_cursor);
      const sameFilter = await client(api.baseUrl, m.testKey).get(`/api/v1/customers?limit=1&updated_since=2024-01-01&cursor=${cursor}`);
      expect(sameFilter.body.data[0].id).not.toBe(first.body.data[0].id);
      const otherFilter = await client(api.baseUrl, m.testKey).get(`/api/v1/customers?limit=1&updated_since=2024-01-02&cursor=${cursor}`);
      expect(otherFilter.body.data[0].id).toBe(first.body.data[0].id); // foreign cursor ignored: starts at the top
      const noFilter = await client(api.baseUrl, m.testKey).get(`/api/v1/customers?limit=1&cursor=${cursor}`);
      expect(noFilter.body.data[0].id).toBe(first.body.data[0].id);
    });

    it("pages a filtered list exactly while rows are created and change status during the iteration", async () => {
      const p = await createTestMerchant();
      for (let i = 0; i < 12; i++) await createCustomer(p.merchantId, "test");
      const old = await prisma.customer.findMany({ where: { merchantId: p.merchantId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
      // Every other customer changed status long ago, so the filter excludes it.
      const excluded = old.filter((_, i) => i % 2 === 1);
      await prisma.customer.updateMany({ where: { id: { in: excluded.map((c) => c.id) } }, data: { statusUpdatedAt: at("2020-01-01T00:00:00Z") } });
      const matching = old.filter((_, i) => i % 2 === 0);
      let touched = 0;
      const seen = await collect("/api/v1/customers?limit=2&updated_since=2024-01-01", p.testKey, async () => {
        await createCustomer(p.merchantId, "test");
        // A matching customer changes status again mid-iteration: it must still come exactly once.
        const target = matching[matching.length - 1 - touched++]!;
        await client(api.baseUrl, p.testKey).post(`/api/v1/customers/${target.address}/suspend`, { reason: "r" });
      });
      expect(seen).toEqual(matching.map((c) => c.id));
    });
  });
});

describe("suspend and unsuspend", () => {
  it("suspends with a reason, refuses twice, and unsuspend restores the previous status, each change emitting one event", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const customerEvents = async () =>
      (await eventsOf(merchant.merchantId, "customer.kyc_status.changed")).filter((e) => (e.data as { address: string }).address === address);
    const initial = (await customerEvents()).length;

    const suspended = await test().post(`/api/v1/customers/${address}/suspend`, { reason: "chargeback investigation" });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ kyc_status: "suspended", suspended_reason: "chargeback investigation", tier: "basic", livemode: false });
    const got = await test().get(`/api/v1/customers/${address}`);
    // Retrieving adds the flows' fields (customer facets) to what a change answers.
    expect(withoutFacets(got.body)).toEqual(suspended.body);
    let events = await customerEvents();
    expect(events).toHaveLength(initial + 1);
    expect(events.at(-1)!.data).toEqual(suspended.body);

    expectError(await test().post(`/api/v1/customers/${address}/suspend`, { reason: "again" }), 409, "invalid_state");
    expect(await customerEvents()).toHaveLength(initial + 1);

    const unsuspended = await test().post(`/api/v1/customers/${address}/unsuspend`, {});
    expect(unsuspended.status).toBe(200);
    expect(unsuspended.body).toMatchObject({ kyc_status: "verified", suspended_reason: null, tier: "basic" });
    expect(Date.parse(unsuspended.body.status_updated_at)).toBeGreaterThanOrEqual(Date.parse(suspended.body.status_updated_at));
    events = await customerEvents();
    expect(events).toHaveLength(initial + 2);
    expect(events.at(-1)!.data).toEqual(withoutFacets((await test().get(`/api/v1/customers/${address}`)).body));

    expectError(await test().post(`/api/v1/customers/${address}/unsuspend`), 409, "invalid_state");
    expect(await customerEvents()).toHaveLength(initial + 2);
  });

  it("restores a rejected status on unsuspend", async () => {
    const address = randomAddress();
    await recordResult({ merchantId: merchant.merchantId, mode: "test", address, result: "rejected", tier: null });
    await test().post(`/api/v1/customers/${address}/suspend`, { reason: "r" });
    expect((await test().post(`/api/v1/customers/${address}/unsuspend`)).body.kyc_status).toBe("rejected");
  });

  it("lets only one of two concurrent suspends win", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const results = await Promise.all([1, 2, 3].map((i) => test().post(`/api/v1/customers/${address}/suspend`, { reason: `r${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    [{}, "reason"],
    [{ reason: "" }, "reason"],
    [{ reason: "   " }, "reason"],
    [{ reason: "x".repeat(501) }, "reason"],
    [{ reason: 5 }, "reason"],
    [{ reason: "ok", extra: 1 }, "extra"],
  ])("refuses the suspend body %j", async (body, param) => {
    const address = await createCustomer(merchant.merchantId, "test");
    expectError(await test().post(`/api/v1/customers/${address}/suspend`, body), 400, "invalid_request", param);
    expect((await test().get(`/api/v1/customers/${address}`)).body.kyc_status).toBe("verified");
  });

  it("accepts a 500-character reason and refuses fields on unsuspend", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    expect((await test().post(`/api/v1/customers/${address}/suspend`, { reason: "é".repeat(500) })).status).toBe(200);
    expectError(await test().post(`/api/v1/customers/${address}/unsuspend`, { reason: "x" }), 400, "invalid_request", "reason");
  });
});

describe("notes", () => {
  it("creates notes (201) and lists them newest first, in this merchant and mode only", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    await createCustomer(merchant.merchantId, "live", address);
    const created = [];
    for (const body of ["first", "second", "third"]) {
      const res = await test().post(`/api/v1/customers/${address.toUpperCase().replace("0X", "0x")}/notes`, { body });
      expect(res.status).toBe(201);
      created.push(res.body);
    }
    expect(created[0]).toMatchObject({ object: "customer_note", customer: address, body: "first", livemode: false });
    expect(created[0].id).toMatch(/^note_/);
    const list = await test().get(`/api/v1/customers/${address}/notes`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ object: "list", data: [...created].reverse(), livemode: false });
    expect(list.body.has_more).toBeUndefined();
    expect((await client(api.baseUrl, merchant.liveKey).get(`/api/v1/customers/${address}/notes`)).body.data).toEqual([]);
  });

  it("lists at most the latest 100 notes", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const customer = await prisma.customer.findFirstOrThrow({ where: { merchantId: merchant.merchantId, mode: "test", address } });
    const base = Date.now() - 1_000_000;
    await prisma.customerNote.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        id: `note_bulk${String(i).padStart(3, "0")}`,
        customerId: customer.id,
        merchantId: merchant.merchantId,
        mode: "test" as const,
        body: `n${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    });
    const list = await test().get(`/api/v1/customers/${address}/notes`);
    expect(list.body.data).toHaveLength(100);
    expect(list.body.data[0].body).toBe("n104");
    expect(list.body.data[99].body).toBe("n5");
  });

  it.each([
    [{}, "body"],
    [{ body: "" }, "body"],
    [{ body: " \n " }, "body"],
    [{ body: "x".repeat(5001) }, "body"],
    [{ body: ["x"] }, "body"],
    [{ body: "ok", author: "me" }, "author"],
  ])("refuses the note %j", async (payload, param) => {
    const address = await createCustomer(merchant.merchantId, "test");
    expectError(await test().post(`/api/v1/customers/${address}/notes`, payload), 400, "invalid_request", param);
    expect((await test().get(`/api/v1/customers/${address}/notes`)).body.data).toEqual([]);
  });

  it("accepts exactly 5000 characters, counted as characters not UTF-16 units", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    expect((await test().post(`/api/v1/customers/${address}/notes`, { body: "x".repeat(5000) })).status).toBe(201);
    expect((await test().post(`/api/v1/customers/${address}/notes`, { body: "😀".repeat(5000) })).status).toBe(201);
  });

  it("answers 404 for notes of an unknown customer", async () => {
    expectError(await test().get(`/api/v1/customers/${randomAddress()}/notes`), 404, "customer_not_found");
    expectError(await test().post(`/api/v1/customers/${randomAddress()}/notes`, { body: "x" }), 404, "customer_not_found");
  });
});
