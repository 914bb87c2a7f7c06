import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A DNS server the test controls, started before src/platform/config.ts reads WEBHOOK_DNS_SERVERS.
const dns = await vi.hoisted(async () => {
  process.env.WEBHOOK_ALLOW_INSECURE_TARGETS = "false";
  process.env.WEBHOOK_TIMEOUT_MS = "1000";
  const { startDnsServer } = await import("./support/dns-server.js");
  const server = await startDnsServer();
  process.env.WEBHOOK_DNS_SERVERS = server.address;
  return server;
});

import { createServer, type Server } from "node:net";
import { config } from "../src/platform/config.js";
import { prisma } from "../src/platform/db/client.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { assertPublicUrl } from "../src/events/webhooks/url-safety.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { waitFor } from "./support/wait.js";
import { deliveryOf, emitEvent, insertEndpoint } from "./support/webhook-fixtures.js";
import { runWorkers } from "./support/workers.js";

let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let api: TestApi;
// A TCP listener on loopback standing in for an internal service: it must never see a connection.
let internal: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  internal = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => internal.listen(0, "::", resolve)); // dual stack: 127.0.0.1 and ::1
  port = (internal.address() as { port: number }).port;
  merchant = await createTestMerchant();
  api = await startApi();
  workers = await runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]);
});

afterAll(async () => {
  await workers?.stop();
  await api?.close();
  await dns?.close();
  internal?.close();
});

async function attemptError(url: string): Promise<string | null> {
  const endpoint = await insertEndpoint({ merchantId: merchant.merchantId, url });
  const eventId = await emitEvent({ merchantId: merchant.merchantId });
  const delivery = await waitFor(async () => {
    const d = await deliveryOf(eventId, endpoint.id);
    return d.status !== "pending" ? d : null; // status and attempt commit together; the status is read first
  }, `the attempt to ${url}`);
  // Each endpoint subscribes to the same type: disable it once checked so later events skip it.
  await prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { status: "disabled" } });
  expect(delivery.status).toBe("retrying");
  expect(delivery.attempts[0]!.statusCode).toBeNull();
  return delivery.attempts[0]!.error;
}

describe("at delivery time, with insecure targets off", () => {
  it("runs with insecure targets off", () => {
    expect(config.WEBHOOK_ALLOW_INSECURE_TARGETS).toBe(false);
  });

  it("refuses a name that resolved to a public address at creation but now resolves to loopback (DNS rebinding)", async () => {
    dns.records.set("hooks.merchant.test", { A: ["93.184.216.34"] });
    const url = `https://hooks.merchant.test:${port}/hooks`;
    await expect(assertPublicUrl(url)).resolves.toBeUndefined(); // what creation checked
    dns.records.set("hooks.merchant.test", { A: ["127.0.0.1"] });
    expect(await attemptError(url)).toBe(
      "target refused: url host 'hooks.merchant.test' is not an allowed webhook target: it must resolve, from our network, only to public addresses.",
    );
    expect(connections).toBe(0);
  });

  it.each([
    ["A to loopback", { A: ["127.0.0.1"] }],
    ["A to private", { A: ["10.0.0.7"] }],
    ["A to metadata", { A: ["169.254.169.254"] }],
    ["AAAA to loopback", { AAAA: ["::1"] }],
    ["AAAA to IPv4-mapped loopback", { AAAA: ["::ffff:127.0.0.1"] }],
    ["public A plus loopback A", { A: ["8.8.8.8", "127.0.0.1"] }],
    ["public A plus ULA AAAA", { A: ["8.8.8.8"], AAAA: ["fd00::1"] }],
  ])("refuses a name whose DNS now answers %s", async (_label, records) => {
    dns.records.set("rebound.merchant.test", records);
    expect(await attemptError(`https://rebound.merchant.test:${port}/hooks`)).toMatch(/^target refused: url host 'rebound\.merchant\.test' is not an allowed webhook target/);
    expect(connections).toBe(0);
  });

  it.each([
    `https://127.0.0.1:PORT/hooks`,
    `https://2130706433:PORT/hooks`,
    `https://0x7f000001:PORT/hooks`,
    `https://127.1:PORT/hooks`,
    `https://[::1]:PORT/hooks`,
    `https://[::ffff:127.0.0.1]:PORT/hooks`,
    `https://localhost:PORT/hooks`,
    `https://169.254.169.254/latest/meta-data/`,
    `https://[fd00:ec2::254]/latest/meta-data/`,
  ])("refuses a stored URL to a non-public address: %s", async (template) => {
    expect(await attemptError(template.replace("PORT", String(port)))).toMatch(/^target refused: url host must /);
    expect(connections).toBe(0);
  });

  it("refuses a stored http:// URL", async () => {
    expect(await attemptError(`http://8.8.8.8:${port}/hooks`)).toBe("target refused: url must use https://.");
  });

  it("refuses a name that no longer resolves", async () => {
    expect(await attemptError(`https://gone.merchant.test:${port}/hooks`)).toBe("target refused: url host 'gone.merchant.test' is not an allowed webhook target: it must resolve, from our network, only to public addresses.");
  });
});

describe("at creation, through the API", () => {
  it.each([
    "https://127.0.0.1/hooks",
    "https://2130706433/hooks",
    "https://[::ffff:127.0.0.1]/hooks",
    "https://169.254.169.254/latest/meta-data/",
    "https://metadata.google.internal/",
    "https://10.0.0.1/hooks",
    "https://100.64.0.1/hooks",
    "https://[fe80::1]/hooks",
    "https://private.merchant.test/hooks",
    "http://8.8.8.8/hooks",
    "https://user:pw@8.8.8.8/hooks",
  ])("answers 400 invalid_url for %s", async (url) => {
    dns.records.set("private.merchant.test", { A: ["192.168.0.10"] });
    const res = await client(api.baseUrl, merchant.testKey).post("/api/v1/webhook-endpoints", { url, events: ["ping"] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_url", param: "url" });
  });
});
