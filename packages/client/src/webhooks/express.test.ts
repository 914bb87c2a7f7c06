import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../../../test/support/factories.js";
import { waitFor } from "../../../../test/support/wait.js";
import { runWorkers } from "../../../../test/support/workers.js";
import { Proofbase } from "../proofbase.js";
import { proofbaseWebhook, signWebhookPayload, type ProofbaseEvent } from "./index.js";

let api: TestApi;
let merchant: TestMerchant;
let workers: { stop: () => Promise<void> };
let server: Server;
let base: string;
let secret = "pbwh_notsetyet";
const handled: Array<{ event: ProofbaseEvent; rawBody: Buffer | undefined; body: unknown }> = [];

beforeAll(async () => {
  [api, merchant, workers] = await Promise.all([startApi(), createTestMerchant(), runWorkers(["webhook-delivery", "webhook-retry"])]);
  const app = express();
  app.post("/webhooks", proofbaseWebhook(() => secret), (req, res) => {
    handled.push({ event: req.proofbaseEvent, rawBody: req.rawBody, body: req.body });
    res.status(200).send("ok");
  });
  app.post("/after-raw", express.raw({ type: "application/json" }), proofbaseWebhook(() => secret), (req, res) => {
    res.json({ id: req.proofbaseEvent.id }); // as docs/client.md writes it: no `!` under strict
  });
  app.post("/after-json", express.json(), proofbaseWebhook(() => secret), (_req, res) => void res.status(200).end());
  app.post("/small", proofbaseWebhook(() => secret, { limitBytes: 10 }), (_req, res) => void res.status(200).end());
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).json({ misuse: error.message }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await workers?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

describe("proofbaseWebhook (Express middleware)", () => {
  it("hands a real delivery's typed event, and its raw bytes, to the route", async () => {
    const proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
    const endpoint = await proofbase.webhookEndpoints.create({ url: `${base}/webhooks`, events: ["verification_session.created"] });
    secret = endpoint.secret;
    const session = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    // The endpoint's ping can arrive before the create response hands the test its secret (it
    // is then refused, and retried minutes later): only the session's event is waited for.
    const createdEvent = () => handled.find((h) => h.event.type === "verification_session.created");
    await waitFor(() => createdEvent() !== undefined, "the session event");
    const created = createdEvent()!;
    expect(created.event.data).toMatchObject({ id: session.id });
    expect(created.body).toEqual(created.event);
    expect(JSON.parse(created.rawBody!.toString("utf8"))).toEqual(created.event);
    // The worker records the attempt once the route has answered, so the status may lag a moment.
    const status = async () => (await proofbase.webhookEndpoints.deliveries(endpoint.id)).data.find((d) => d.event_type === "verification_session.created")?.status;
    await waitFor(async () => (await status()) === "succeeded", "the delivery to be recorded as succeeded");
  });

  it("answers 400 with the reason for a forged, unsigned or stale delivery; the route never runs", async () => {
    const count = handled.length;
    const body = JSON.stringify({ id: "evt_forged", type: "ping", data: {} });
    const forged = await post("/webhooks", body, { "X-PB-Signature": signWebhookPayload(body, "pbwh_someoneelsessecret0000000000000000000") });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: "no_matching_signature" } });
    const unsigned = await post("/webhooks", body);
    expect(await unsigned.json()).toMatchObject({ error: { code: "missing_header" } });
    const stale = await post("/webhooks", body, { "X-PB-Signature": signWebhookPayload(body, secret, Math.floor(Date.now() / 1000) - 3600) });
    expect(await stale.json()).toMatchObject({ error: { code: "timestamp_outside_tolerance" } });
    expect(handled.length).toBe(count);
  });

  it("works after express.raw(), refuses to run after express.json(), and answers 413 past its limit", async () => {
    const body = JSON.stringify({ id: "evt_local", type: "ping", data: { message: "hi" } });
    const headers = { "X-PB-Signature": signWebhookPayload(body, secret) };
    expect(await (await post("/after-raw", body, headers)).json()).toEqual({ id: "evt_local" });
    const misuse = await post("/after-json", body, headers);
    expect(misuse.status).toBe(500);
    expect((await misuse.json()).misuse).toMatch(/before express\.json\(\)/);
    expect((await post("/small", body, headers)).status).toBe(413);
  });
});
