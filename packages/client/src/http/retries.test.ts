// Idempotency and retries through a proxy that fails chosen attempts before passing them to the
// real service.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../../test/support/api.js";
import { createTestMerchant } from "../../../../test/support/factories.js";
import { startFaultProxy, type Fault, type FaultProxy } from "../../test-support/fault-proxy.js";
import { ConflictError, ConnectionError, InvalidRequestError, Proofbase, RateLimitError, ServerError } from "../index.js";

let api: TestApi;
let proxy: FaultProxy;

beforeAll(async () => {
  api = await startApi();
  proxy = await startFaultProxy(api.baseUrl);
});
afterEach(() => {
  proxy.requests.length = 0;
  proxy.fault = () => "pass";
});
afterAll(async () => {
  await proxy?.close();
  await api?.close();
});

/** A fresh merchant (so its session list holds only what the test created) and clients direct and through the proxy. */
async function merchantClients(options: ConstructorParameters<typeof Proofbase>[1] = {}) {
  const merchant = await createTestMerchant();
  return {
    direct: new Proofbase(merchant.testKey, { baseUrl: api.baseUrl }),
    proxied: new Proofbase(merchant.testKey, { baseUrl: proxy.url, ...options }),
  };
}

const script = (faults: Fault[]) => (_: unknown, index: number) => faults[index] ?? "pass";

const serviceError = (status: number, code: string, message = "scripted") => ({ status, body: { error: { type: "api_error", code, message, request_id: "req_proxy" } } });

describe("POST retries", () => {
  it("survive a lost answer, 429 + Retry-After and 503 with one Idempotency-Key: exactly one session exists", async () => {
    const { direct, proxied } = await merchantClients({ maxRetries: 3 });
    proxy.fault = script(["forward-then-reset", { ...serviceError(429, "rate_limited"), headers: { "Retry-After": "1" } }, serviceError(503, "service_unavailable")]);

    const started = Date.now();
    const session = await proxied.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After was honoured

    expect(proxy.requests).toHaveLength(4);
    const keys = new Set(proxy.requests.map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    const all = [];
    for await (const s of direct.verificationSessions.list()) all.push(s.id);
    expect(all).toEqual([session.id]); // the first attempt created it; the last one replayed it
  });

  it("retry 409 idempotency_key_in_use, and send the Idempotency-Key given", async () => {
    const { direct, proxied } = await merchantClients();
    proxy.fault = script([serviceError(409, "idempotency_key_in_use")]);
    const session = await proxied.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" }, { idempotencyKey: "order-1234" });
    expect(proxy.requests.map((r) => r.idempotencyKey)).toEqual(["order-1234", "order-1234"]);
    // The same key again later: the service replays the first answer instead of creating another.
    const again = await direct.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" }, { idempotencyKey: "order-1234" });
    expect(again.id).toBe(session.id);
  });

  it("give up after maxRetries (default 2: three attempts) with the last error", async () => {
    const { proxied } = await merchantClients();
    proxy.fault = () => serviceError(503, "service_unavailable");
    const error = await proxied.verificationSessions.create({ flows: ["wallet"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 503, code: "service_unavailable", requestId: "req_proxy" });
    expect(proxy.requests).toHaveLength(3);
  });

  it("do not wait for a Retry-After beyond maxRetryDelayMs", async () => {
    const { proxied } = await merchantClients({ maxRetryDelayMs: 5_000 });
    proxy.fault = () => ({ ...serviceError(429, "rate_limited"), headers: { "Retry-After": "120" } });
    const error = await proxied.verificationSessions.create({ flows: ["wallet"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 120 });
    expect(proxy.requests).toHaveLength(1);
  });

  it("never retry a 4xx answer that is final", async () => {
    const { proxied } = await merchantClients();
    const invalid = await proxied.verificationSessions.create({ flows: [] }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(InvalidRequestError);
    proxy.fault = () => serviceError(409, "idempotency_key_reused");
    expect(await proxied.verificationSessions.create({ flows: ["wallet"] }).catch((e: unknown) => e)).toBeInstanceOf(ConflictError);
    expect(proxy.requests).toHaveLength(2);
  });
});

describe("GET and DELETE retries", () => {
  it("GETs retry a reset connection and a 500", async () => {
    const { direct, proxied } = await merchantClients();
    const session = await direct.verificationSessions.create({ flows: ["wallet"], test_outcome: "abandoned" });
    proxy.fault = script(["reset", serviceError(500, "internal_error")]);
    expect(await proxied.verificationSessions.retrieve(session.id)).toMatchObject({ id: session.id });
    expect(proxy.requests).toHaveLength(3);
  });

  it("a DELETE whose answer was lost is not sent again (it may have run); one refused with 503 is", async () => {
    const { direct, proxied } = await merchantClients();
    const endpoint = await direct.webhookEndpoints.create({ url: "http://127.0.0.1:9/hooks", events: ["ping"] });
    proxy.fault = script(["forward-then-reset"]);
    const error = await proxied.webhookEndpoints.delete(endpoint.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ status: null, code: "connection_error" });
    expect(proxy.requests).toHaveLength(1);

    const second = await direct.webhookEndpoints.create({ url: "http://127.0.0.1:9/hooks", events: ["ping"] });
    proxy.requests.length = 0;
    proxy.fault = script([serviceError(503, "service_unavailable")]);
    expect(await proxied.webhookEndpoints.delete(second.id)).toMatchObject({ id: second.id, deleted: true });
    expect(proxy.requests).toHaveLength(2);
  });
});
