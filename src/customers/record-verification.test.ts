import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { client, type TestApi } from "../../test/support/api.js";
import { eventsOf, randomAddress, recordResult } from "../../test/support/customers.js";
import { withoutFacets } from "../../test/support/customer-facets.js";
import { createTestMerchant, startApiWithMerchant, type TestMerchant } from "../../test/support/factories.js";

let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  ({ api, merchant } = await startApiWithMerchant());
});
afterAll(() => api.close());

const typesFor = async (address: string) =>
  (await eventsOf(merchant.merchantId)).filter((e) => (e.data as { address: string }).address === address).map((e) => e.type);

describe("recordVerificationResult", () => {
  it("creates, associates and verifies a new customer, with events carrying the customer as GET shows it", async () => {
    const address = randomAddress();
    await recordResult({ merchantId: merchant.merchantId, mode: "test", address: address.toUpperCase().replace("0X", "0x"), tier: "gold", vicId: "vic_1" });

    const res = await client(api.baseUrl, merchant.testKey).get(`/api/v1/customers/${address}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: "customer",
      address,
      kyc_status: "verified",
      tier: "gold",
      latest_vic: "vic_1",
      livemode: false,
    });
    expect(res.body.id).toMatch(/^cus_/);
    expect(res.body.associated_at).toBe(res.body.status_updated_at);

    const events = (await eventsOf(merchant.merchantId)).filter((e) => (e.data as { address: string }).address === address);
    expect(events.map((e) => e.type)).toEqual(["customer.associated", "customer.kyc_status.changed"]);
    // GET adds the flows' fields (customer facets) to the customer events carry.
    for (const event of events) expect(event.data).toEqual(withoutFacets(res.body));
  });

  it("associates once and emits kyc_status.changed only when the status changes", async () => {
    const address = randomAddress();
    const base = { merchantId: merchant.merchantId, mode: "test" as const, address };
    await recordResult({ ...base, tier: "basic", vicId: "vic_a" });
    const first = await prisma.customer.findFirstOrThrow({ where: { merchantId: merchant.merchantId, address } });
    await recordResult({ ...base, tier: "gold", vicId: "vic_b" });
    const second = await prisma.customer.findFirstOrThrow({ where: { id: first.id } });
    expect(second.associatedAt).toEqual(first.associatedAt);
    expect(second.statusUpdatedAt).toEqual(first.statusUpdatedAt);
    expect(second).toMatchObject({ tier: "gold", latestVicId: "vic_b", kycStatus: "verified" });
    expect(await typesFor(address)).toEqual(["customer.associated", "customer.kyc_status.changed"]);

    await recordResult({ ...base, result: "rejected", tier: null });
    const third = await prisma.customer.findFirstOrThrow({ where: { id: first.id } });
    expect(third).toMatchObject({ kycStatus: "rejected", tier: null, latestVicId: "vic_b" });
    expect(third.statusUpdatedAt.getTime()).toBeGreaterThanOrEqual(second.statusUpdatedAt.getTime());
    expect(await typesFor(address)).toEqual(["customer.associated", "customer.kyc_status.changed", "customer.kyc_status.changed"]);

    await recordResult({ ...base, result: "rejected", tier: null });
    expect(await typesFor(address)).toHaveLength(3);
  });

  it("does not associate on a rejected result; a later verified result associates", async () => {
    const address = randomAddress();
    const base = { merchantId: merchant.merchantId, mode: "test" as const, address };
    await recordResult({ ...base, result: "rejected", tier: null });
    const rejected = await prisma.customer.findFirstOrThrow({ where: { merchantId: merchant.merchantId, address } });
    expect(rejected).toMatchObject({ kycStatus: "rejected", associatedAt: null });
    expect(await typesFor(address)).toEqual(["customer.kyc_status.changed"]);

    await recordResult({ ...base });
    expect(await typesFor(address)).toEqual(["customer.kyc_status.changed", "customer.associated", "customer.kyc_status.changed"]);
  });

  it("is safe when many sessions complete at once for one new address", async () => {
    const address = randomAddress();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordResult({ merchantId: merchant.merchantId, mode: "test", address, vicId: `vic_${i}` })),
    );
    expect(await prisma.customer.count({ where: { merchantId: merchant.merchantId, mode: "test", address } })).toBe(1);
    expect(await typesFor(address)).toEqual(["customer.associated", "customer.kyc_status.changed"]);
  });

  it("is safe when many sessions complete at once for an existing, not yet associated customer", async () => {
    const address = randomAddress();
    await recordResult({ merchantId: merchant.merchantId, mode: "test", address, result: "rejected", tier: null });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => recordResult({ merchantId: merchant.merchantId, mode: "test", address, vicId: `vic_${i}` })),
    );
    expect(await typesFor(address)).toEqual(["customer.kyc_status.changed", "customer.associated", "customer.kyc_status.changed"]);
  });

  it("associates once per merchant and per mode", async () => {
    const address = randomAddress();
    const other = await createTestMerchant();
    await recordResult({ merchantId: merchant.merchantId, mode: "test", address });
    await recordResult({ merchantId: merchant.merchantId, mode: "live", address });
    await recordResult({ merchantId: other.merchantId, mode: "test", address });
    await recordResult({ merchantId: merchant.merchantId, mode: "live", address });

    const rows = await prisma.customer.findMany({ where: { address } });
    expect(rows).toHaveLength(3);
    const associated = await prisma.event.findMany({ where: { type: "customer.associated", data: { path: ["address"], equals: address } } });
    expect(associated.map((e) => `${e.merchantId === merchant.merchantId ? "m1" : "m2"}-${e.mode}`).sort()).toEqual(["m1-live", "m1-test", "m2-test"]);
    expect(associated.find((e) => e.mode === "live")!.data).toMatchObject({ livemode: true });
  });

  it("keeps a suspended customer suspended, and unsuspend restores the latest result", async () => {
    const address = randomAddress();
    const base = { merchantId: merchant.merchantId, mode: "test" as const, address };
    const http = client(api.baseUrl, merchant.testKey);
    await recordResult({ ...base, result: "rejected", tier: null });
    expect((await http.post(`/api/v1/customers/${address}/suspend`, { reason: "fraud check" })).status).toBe(200);
    const before = await typesFor(address);

    await recordResult({ ...base, tier: "gold", vicId: "vic_s" });
    const suspended = (await http.get(`/api/v1/customers/${address}`)).body;
    expect(suspended).toMatchObject({ kyc_status: "suspended", tier: "gold", latest_vic: "vic_s", suspended_reason: "fraud check" });
    expect(suspended.associated_at).not.toBeNull();
    expect(await typesFor(address)).toEqual([...before, "customer.associated"]);

    const unsuspended = await http.post(`/api/v1/customers/${address}/unsuspend`);
    expect(unsuspended.body).toMatchObject({ kyc_status: "verified", tier: "gold", suspended_reason: null });
  });
});
