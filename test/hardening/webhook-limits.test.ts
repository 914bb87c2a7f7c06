import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dns = await vi.hoisted(async () => {
  const { startDnsServer } = await import("../support/dns-server.js");
  const server = await startDnsServer();
  Object.assign(process.env, {
    WEBHOOK_ALLOW_INSECURE_TARGETS: "false",
    WEBHOOK_DNS_SERVERS: server.address,
    WEBHOOK_MAX_HOSTS_PER_MERCHANT: "3",
    WEBHOOK_REPLAY_DELIVERIES_PER_HOUR: "20",
    NOTES_MAX_PER_CUSTOMER: "3",
  });
  return server;
});

import { prisma } from "../../src/platform/db/client.js";
import { createCustomer } from "../support/customers.js";
import { startApiWithMerchant, type ApiClient, type TestMerchant } from "../support/factories.js";
import type { TestApi } from "../support/api.js";

let api: TestApi;
let merchant: TestMerchant;
let test: ApiClient;
let live: ApiClient;
beforeAll(async () => {
  ({ api, merchant, test, live } = await startApiWithMerchant());
});
afterAll(async () => {
  await api.close();
  await dns.close();
});

describe("endpoint URLs", () => {
  it("does not say which private address a name resolved to", async () => {
    dns.records.set("internal.example.test", { A: ["10.20.30.40"] });
    const res = await test.post("/api/v1/webhook-endpoints", { url: "https://internal.example.test/hook", events: ["ping"] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_url");
    expect(res.body.error.message).not.toContain("10.20.30.40");
    expect(res.body.error.message).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    dns.records.set("meta.example.test", { A: ["169.254.169.254"] });
    const meta = await test.post("/api/v1/webhook-endpoints", { url: "https://meta.example.test/hook", events: ["ping"] });
    expect(meta.body.error.message).not.toContain("169.254");
  });

  it.each([22, 25, 80, 6379, 5432, 11211, 2375])("refuses port %i", async (port) => {
    const res = await test.post("/api/v1/webhook-endpoints", { url: `https://93.184.215.14:${port}/hook`, events: ["ping"] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_url", param: "url" });
    expect(res.body.error.message).toMatch(/port/);
  });

  it("allows 443, 8443 and other unprivileged ports", async () => {
    for (const port of ["", ":443", ":8443", ":4443"]) {
      const res = await live.post("/api/v1/webhook-endpoints", { url: `https://93.184.215.14${port}/hook`, events: ["ping"] });
      expect(res.status).toBe(201);
      await live.delete(`/api/v1/webhook-endpoints/${res.body.id}`);
    }
  });
});

describe("amplification", () => {
  it("caps distinct hosts per merchant (both modes), on create and on update", async () => {
    const { test: fresh, live: freshLive } = await import("../support/factories.js").then(async (f) => {
      const m = await f.createTestMerchant();
      const { client } = await import("../support/api.js");
      return { test: client(api.baseUrl, m.testKey), live: client(api.baseUrl, m.liveKey) };
    });
    for (const host of ["93.184.215.20", "93.184.215.21"]) expect((await fresh.post("/api/v1/webhook-endpoints", { url: `https://${host}/a`, events: ["ping"] })).status).toBe(201);
    const third = await freshLive.post("/api/v1/webhook-endpoints", { url: "https://93.184.215.22/a", events: ["ping"] });
    expect(third.status).toBe(201);
    // Many endpoints on a host already used are fine.
    expect((await fresh.post("/api/v1/webhook-endpoints", { url: "https://93.184.215.20/b", events: ["ping"] })).status).toBe(201);
    const fourth = await fresh.post("/api/v1/webhook-endpoints", { url: "https://93.184.215.23/a", events: ["ping"] });
    expect(fourth.status).toBe(400);
    expect(fourth.body.error).toMatchObject({ code: "invalid_url", param: "url" });
    expect(fourth.body.error.message).toMatch(/3 distinct hosts/);
    const moved = await freshLive.post(`/api/v1/webhook-endpoints/${third.body.id}`, { url: "https://93.184.215.24/a" });
    expect(moved.status).toBe(200); // its own host is freed by the move
    const other = await fresh.post("/api/v1/webhook-endpoints", { url: "https://93.184.215.25/a", events: ["ping"] });
    expect(other.status).toBe(400);
  });

  it("bounds the deliveries that replays may create per hour, and refused replays create none", async () => {
    const endpoints = [];
    for (let i = 0; i < 8; i++) {
      const res = await test.post("/api/v1/webhook-endpoints", { url: `https://93.184.215.14/r${i}`, events: ["customer.kyc_status.changed"] });
      expect(res.status).toBe(201);
      endpoints.push(res.body.id);
    }
    const address = await createCustomer(merchant.merchantId, "test");
    await test.post(`/api/v1/customers/${address}/suspend`, { reason: "fraud" });
    const event = await prisma.event.findFirstOrThrow({ where: { merchantId: merchant.merchantId, mode: "test", type: "customer.kyc_status.changed" } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await test.post(`/api/v1/events/${event.id}/replay`)).status);
    expect(statuses).toEqual([202, 202, 429, 429]); // 8 + 8 = 16 of 20; a third would make 24
    const refused = await test.post(`/api/v1/events/${event.id}/replay`);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma.webhookDelivery.count({ where: { eventId: event.id } })).toBe(8 * 3);
  });
});

describe("customer notes", () => {
  it("caps notes per customer so the plain list shows them all", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    for (let i = 0; i < 3; i++) expect((await test.post(`/api/v1/customers/${address}/notes`, { body: `note ${i}` })).status).toBe(201);
    const fourth = await test.post(`/api/v1/customers/${address}/notes`, { body: "one too many" });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe("invalid_state");
    expect((await test.get(`/api/v1/customers/${address}/notes`)).body.data).toHaveLength(3);
  });
});
