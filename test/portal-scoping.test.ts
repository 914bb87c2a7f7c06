import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "./support/api.js";
import { createCustomer } from "./support/customers.js";
import { createTestMerchant, type TestMerchant } from "./support/factories.js";
import { portalLogin } from "./support/sessions.js";

// The dashboard reads and acts through /api/merchant/{mode}/...: what a signed-in owner reaches there
// must be exactly their own objects of that mode. Another merchant's ids, and the other mode's ids,
// are indistinguishable from ids that do not exist (404), for reads and for actions alike. No worker
// runs here: the endpoint's ping stays pending (its receiver, port 9, is never contacted).

let api: TestApi;
let owner: TestMerchant;
let stranger: TestMerchant;
let ownerPortal: Awaited<ReturnType<typeof portalLogin>>;
let strangerPortal: Awaited<ReturnType<typeof portalLogin>>;
const ids = { session: "", address: "", endpoint: "", event: "", reverification: "", rule: "" };

beforeAll(async () => {
  api = await startApi();
  [owner, stranger] = await Promise.all([createTestMerchant(), createTestMerchant()]);
  const test = client(api.baseUrl, owner.testKey);
  ids.address = await createCustomer(owner.merchantId, "test");
  ids.session = (await test.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: ids.address })).body.id;
  expect((await test.post(`/api/v1/customers/${ids.address}/notes`, { body: "owner's note" })).status).toBe(201);
  ids.endpoint = (await test.post("/api/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["verification_session.completed"] })).body.id;
  ids.event = (await test.get(`/api/v1/events?object_id=${ids.session}`)).body.data[0].id;
  ids.reverification = (await test.post("/api/v1/reverification-requests", { customer_address: ids.address, flows: ["wallet"] })).body.id;
  [ownerPortal, strangerPortal] = await Promise.all([
    portalLogin(api.baseUrl, owner.email, owner.password),
    portalLogin(api.baseUrl, stranger.email, stranger.password),
  ]);
  const rule = await ownerPortal.call("POST", "/decision-rules", { mode: "test", name: "owner's rule", priority: 5, condition: { signal: "*", op: "always" }, action: "review" });
  expect(rule.status).toBe(201);
  ids.rule = rule.body.id;
  for (const [name, id] of Object.entries(ids)) expect(id, name).toBeTruthy();
});
afterAll(() => api.close());

const reads = () => [
  `/verification-sessions/${ids.session}`,
  `/customers/${ids.address}`,
  `/customers/${ids.address}/notes`,
  `/webhook-endpoints/${ids.endpoint}`,
  `/webhook-endpoints/${ids.endpoint}/deliveries`,
  `/events/${ids.event}`,
  `/reverification-requests/${ids.reverification}`,
  `/decision-rules/${ids.rule}`,
];

describe("portal scoping (/api/merchant/{mode}/...)", () => {
  it("the owner reads its own test objects; another merchant and the live mode get 404 for the same ids", async () => {
    for (const path of reads()) {
      expect((await ownerPortal.call("GET", `/test${path}`)).status, `owner GET /test${path}`).toBe(200);
      const foreign = await strangerPortal.call("GET", `/test${path}`);
      expect(foreign.status, `stranger GET /test${path}`).toBe(404);
      expect(foreign.body.error.code).toMatch(/_not_found$/);
      expect((await ownerPortal.call("GET", `/live${path}`)).status, `owner GET /live${path}`).toBe(404);
    }
  });

  it("actions on another merchant's or the other mode's ids are 404 and change nothing", async () => {
    const actions: Array<[method: string, path: string, body?: unknown]> = [
      ["POST", `/verification-sessions/${ids.session}/cancel`],
      ["POST", `/customers/${ids.address}/suspend`, { reason: "not yours" }],
      ["POST", `/customers/${ids.address}/notes`, { body: "not yours" }],
      ["POST", `/webhook-endpoints/${ids.endpoint}/rotate-secret`],
      ["POST", `/webhook-endpoints/${ids.endpoint}/test`],
      ["DELETE", `/webhook-endpoints/${ids.endpoint}`],
      ["POST", `/events/${ids.event}/replay`],
    ];
    for (const [method, path, body] of actions) {
      expect((await strangerPortal.call(method, `/test${path}`, body)).status, `stranger ${method} /test${path}`).toBe(404);
      expect((await ownerPortal.call(method, `/live${path}`, body)).status, `owner ${method} /live${path}`).toBe(404);
    }
    // The rules the dashboard edits are addressed by id within the merchant.
    expect((await strangerPortal.call("PATCH", `/decision-rules/${ids.rule}`, { enabled: false })).status).toBe(404);
    expect((await strangerPortal.call("DELETE", `/decision-rules/${ids.rule}`)).status).toBe(404);

    const test = client(api.baseUrl, owner.testKey);
    expect((await test.get(`/api/v1/verification-sessions/${ids.session}`)).body.status).toBe("created");
    expect((await test.get(`/api/v1/customers/${ids.address}`)).body.kyc_status).toBe("verified");
    expect((await test.get(`/api/v1/customers/${ids.address}/notes`)).body.data.map((n: { body: string }) => n.body)).toEqual(["owner's note"]);
    // Only the ping of its creation: no test ping, no replay reached it, and it was not deleted.
    expect((await test.get(`/api/v1/webhook-endpoints/${ids.endpoint}/deliveries`)).body.data.map((d: { event_type: string }) => d.event_type)).toEqual(["ping"]);
    expect((await test.get(`/api/v1/decision-rules/${ids.rule}`)).body.enabled).toBe(true);
  });

  it("lists and their filters show only the signed-in merchant's objects of the mode in the path", async () => {
    const sessionIds = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((s) => s.id);
    expect(sessionIds(await ownerPortal.call("GET", `/test/verification-sessions?customer=${ids.address}`))).toEqual([ids.session]);
    expect(sessionIds(await strangerPortal.call("GET", `/test/verification-sessions?customer=${ids.address}`))).toEqual([]);
    expect(sessionIds(await ownerPortal.call("GET", "/live/verification-sessions"))).toEqual([]);
    expect((await strangerPortal.call("GET", `/test/events?object_id=${ids.session}`)).body.data).toEqual([]);
    expect((await ownerPortal.call("GET", `/test/events?object_id=${ids.session}`)).body.data.map((e: { id: string }) => e.id)).toEqual([ids.event]);
    expect((await strangerPortal.call("GET", "/test/customers")).body.data).toEqual([]);
    expect((await strangerPortal.call("GET", "/decision-rules?mode=test")).body.data.map((r: { id: string }) => r.id)).not.toContain(ids.rule);
    expect((await ownerPortal.call("GET", "/decision-rules?mode=live")).body.data.map((r: { id: string }) => r.id)).not.toContain(ids.rule);
  });

  it("an unknown mode is no route, and a signed-out browser gets not_authenticated", async () => {
    const unknown = await ownerPortal.call("GET", `/staging/verification-sessions/${ids.session}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("route_not_found");
    const anonymous = await fetch(`${api.baseUrl}/api/merchant/test/verification-sessions/${ids.session}`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("not_authenticated");
  });
});
