import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../src/platform/db/client.js";
import { QUEUES } from "../src/platform/queues/names.js";
import { client, startApi, type TestApi } from "./support/api.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { startReceiver, type Receiver } from "./support/receiver.js";
import { runWorkers } from "./support/workers.js";

// Endpoints with `signature_scheme: "standard"`, checked by the official Standard Webhooks
// package (what any receiver using a Standard Webhooks library runs).
let merchant: TestMerchant;
let api: TestApi;
let workers: { stop: () => Promise<void> };
let receiver: Receiver;

beforeAll(async () => {
  merchant = await createTestMerchant();
  api = await startApi();
  workers = await runWorkers([QUEUES.webhookDelivery, QUEUES.webhookRetry]);
  receiver = await startReceiver();
});
afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
  await api?.close();
});

const headersOf = (request: { headers: Record<string, string | string[] | undefined> }) =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));

describe("Standard Webhooks signatures", () => {
  it("sign every delivery of a standard endpoint so the standardwebhooks package verifies it, across a rotation overlap", async () => {
    const api1 = client(api.baseUrl, merchant.testKey);
    const created = await api1.post("/api/v1/webhook-endpoints", { url: receiver.url, events: ["verification_session.created"], signature_scheme: "standard" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ signature_scheme: "standard", secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/) });
    expect((await api1.get(`/api/v1/webhook-endpoints/${created.body.id}`)).body).toMatchObject({ signature_scheme: "standard" });

    // The ping that creation fires: Standard Webhooks headers only, signed over id.timestamp.body.
    const [ping] = await receiver.waitForRequests(1);
    const headers = headersOf(ping!);
    expect(headers["x-pb-signature"]).toBeUndefined();
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const body = ping!.rawBody.toString("utf8");
    expect(headers["webhook-id"]).toBe(JSON.parse(body).id);
    expect(new Webhook(created.body.secret).verify(body, headers)).toMatchObject({ type: "ping" });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(body, headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(created.body.secret).verify(`${body} `, headers)).toThrow(/No matching signature/);

    // Rotate: during the overlap both secrets sign (new first), so a receiver on either verifies.
    const rotated = await api1.post(`/api/v1/webhook-endpoints/${created.body.id}/rotate-secret`, {});
    expect(rotated.body.secret).toMatch(/^whsec_/);
    await api1.post("/api/v1/verification-sessions", { flows: ["wallet"] });
    const [, event] = await receiver.waitForRequests(2);
    const eventHeaders = headersOf(event!);
    expect(eventHeaders["webhook-signature"]!.split(" ")).toHaveLength(2);
    const eventBody = event!.rawBody.toString("utf8");
    for (const secret of [rotated.body.secret, created.body.secret]) expect(new Webhook(secret).verify(eventBody, eventHeaders)).toMatchObject({ type: "verification_session.created" });
  });

  it("leave proofbase endpoints (the default) as they were, and refuse an unknown scheme", async () => {
    const api1 = client(api.baseUrl, merchant.testKey);
    const plain = await api1.post("/api/v1/webhook-endpoints", { url: `${receiver.url}?plain`, events: ["verification_session.created"] });
    expect(plain.body).toMatchObject({ signature_scheme: "proofbase", secret: expect.stringMatching(/^pbwh_/) });
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: plain.body.id } })).signatureScheme).toBe("proofbase");
    const refused = await api1.post("/api/v1/webhook-endpoints", { url: receiver.url, events: ["ping"], signature_scheme: "svix" });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "invalid_request", param: "signature_scheme" } } });
  });
});
