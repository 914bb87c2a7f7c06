import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { createTestMerchant } from "../../../test/support/factories.js";
import { waitFor } from "../../../test/support/wait.js";
import { runWorkers } from "../../../test/support/workers.js";
import { prisma } from "../../platform/db/client.js";
import { PING_MESSAGE } from "../catalog.js";
import { inTransaction } from "./unit-of-work.js";

// End to end with the real delivery workers and a real (plain HTTP) receiver.
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let api: TestApi;
let receiver: Server;
let receiverUrl: string;
let workers: { stop: () => Promise<void> };
const received: Received[] = [];

beforeAll(async () => {
  api = await startApi();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  workers = await runWorkers(["webhook-delivery", "webhook-retry"]);
});

afterAll(async () => {
  await workers.stop();
  await api.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const forEvent = (eventId: string) => received.filter((r) => r.headers["x-pb-event-id"] === eventId);

describe("replay, delivered", () => {
  it("the creation ping arrives, and a replayed event arrives again with the same id and the same envelope", async () => {
    const merchant = await createTestMerchant();
    const c = client(api.baseUrl, merchant.testKey);
    const created = await c.post("/api/v1/webhook-endpoints", { url: receiverUrl, events: ["verification_session.completed"] });
    expect(created.status).toBe(201);

    const ping = await prisma.event.findFirstOrThrow({ where: { endpointId: created.body.id } });
    const [pingDelivery] = await waitFor(() => (forEvent(ping.id).length === 1 ? forEvent(ping.id) : null), "the creation ping");
    expect(pingDelivery!.headers["x-pb-event-type"]).toBe("ping");
    expect(JSON.parse(pingDelivery!.body)).toMatchObject({ id: ping.id, type: "ping", livemode: false, data: { message: PING_MESSAGE } });

    const eventId = await inTransaction(({ emit }) =>
      emit({ merchantId: merchant.merchantId, mode: "test", type: "verification_session.completed", data: { id: "vs_e2e", livemode: false } }),
    );
    await waitFor(() => forEvent(eventId).length === 1, "the first delivery");
    const replay = await c.post(`/api/v1/events/${eventId}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.deliveries).toHaveLength(1);
    const [first, second] = await waitFor(() => (forEvent(eventId).length === 2 ? forEvent(eventId) : null), "the replayed delivery");
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body)).toMatchObject({ id: eventId, type: "verification_session.completed" });

    await waitFor(
      async () => (await prisma.webhookDelivery.findMany({ where: { eventId } })).every((d) => d.status === "succeeded"),
      "both deliveries recorded as succeeded",
    );
    const listed = await c.get(`/api/v1/webhook-endpoints/${created.body.id}/deliveries`);
    const forThisEvent = listed.body.data.filter((d: { event_id: string }) => d.event_id === eventId);
    expect(forThisEvent.map((d: { id: string }) => d.id)).toContain(replay.body.deliveries[0]);
    for (const delivery of forThisEvent) {
      expect(delivery).toMatchObject({ status: "succeeded", next_attempt_at: null });
      expect(delivery.attempts).toEqual([
        { number: 1, at: expect.any(String), status_code: 204, duration_ms: expect.any(Number), error: null, response_body: "" },
      ]);
    }
  });
});
