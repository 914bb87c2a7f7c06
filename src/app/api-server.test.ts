import { Socket, type AddressInfo } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../test/support/api.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { sdkClient, newWallet } from "../../test/support/sdk.js";
import { portalLogin } from "../../test/support/sessions.js";
import { waitForRedis } from "../platform/redis.js";
import { ApiRequest, ApiResponse, createApiServer } from "./api-server.js";

// What a request and its response gain after they are constructed, per request served: every
// surface, a body, an Idempotency-Key, errors, the documents and the dashboard's static files.
// Anything listed here is a property ApiRequest or ApiResponse should declare.

/**
 * Added after construction and left so: private to a library (router's symbols, Node's own
 * symbol for the server's unique headers), or counted lazily by Node's streams, where a
 * declared `_eventsCount` would change EventEmitter's bookkeeping.
 */
const LEFT_TO_THEIR_OWNERS = new Set(["_eventsCount", "Symbol(router.tracing.matchedRoute)", "Symbol(router.tracing.publishedErrors)", "Symbol(kUniqueHeaders)"]);

let server: Server;
let baseUrl: string;
let merchant: TestMerchant;
const added = new Set<string>();
const missingAtArrival = new Set<string>();

function ownKeys(object: object): Set<PropertyKey> {
  return new Set(Reflect.ownKeys(object).filter((key) => !LEFT_TO_THEIR_OWNERS.has(String(key))));
}

beforeAll(async () => {
  await waitForRedis();
  merchant = await createTestMerchant();
  server = createApiServer();
  const request = new ApiRequest(new Socket());
  const declared = { request: ownKeys(request), response: ownKeys(new ApiResponse(request)) };
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    // Express replaces the objects' prototypes, so the class shows in their own properties.
    for (const key of declared.request) if (!Object.hasOwn(req, key)) missingAtArrival.add(`request.${String(key)}`);
    for (const key of declared.response) if (!Object.hasOwn(res, key)) missingAtArrival.add(`response.${String(key)}`);
    res.on("finish", () => {
      for (const key of ownKeys(req)) if (!declared.request.has(key)) added.add(`request.${String(key)} (${req.method} ${req.url})`);
      for (const key of ownKeys(res)) if (!declared.response.has(key)) added.add(`response.${String(key)} (${req.method} ${req.url})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
);

describe("the api's request and response objects", () => {
  it("are built by the server with every declared property", async () => {
    await fetch(`${baseUrl}/healthz`);
    expect([...missingAtArrival]).toEqual([]);
  });

  it("gain no property after construction, on any surface", async () => {
    const v1 = client(baseUrl, merchant.testKey);
    const created = await v1.post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" }, { "Idempotency-Key": `shape-${Date.now()}` });
    expect(created.status).toBe(201);
    expect((await v1.get(`/api/v1/verification-sessions/${created.body.id}`)).status).toBe(200);
    expect((await v1.get("/api/v1/events?limit=2")).status).toBe(200);
    expect((await v1.post("/api/v1/verification-sessions", { flows: ["nope"] })).status).toBe(400);
    expect((await v1.get("/api/v1/no-such-route")).status).toBe(404);
    expect((await client(baseUrl, "pb_sk_test_wrong").get("/api/v1/events")).status).toBe(401);
    expect((await client(baseUrl).get("/api/v1/openapi.json")).status).toBe(200);

    const sdk = sdkClient(baseUrl, created.body.client_token);
    const challenge = await sdk.post("/wallet/challenge", { address: newWallet().address });
    expect(challenge.status, JSON.stringify(challenge.body)).toBe(201);
    expect((await sdk.get("/session")).status).toBe(200);

    const portal = await portalLogin(baseUrl, merchant.email, merchant.password);
    expect((await portal.call("GET", `/test/verification-sessions/${created.body.id}`)).status).toBe(200);
    expect((await portal.call("POST", "/test/verification-sessions", { flows: ["wallet"] })).status).toBe(201);

    for (const path of ["/healthz", "/readyz", "/metrics", "/", "/verify"]) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();

    expect([...added]).toEqual([]);
  });
});
