import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../platform/db/client.js";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { eventsOf, randomAddress } from "../../test/support/customers.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { completeLiveSession } from "../../test/support/sessions.js";
import { expireDueVics } from "./expire-vics.js";

let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
});
afterAll(() => api.close());

const test = () => client(api.baseUrl, merchant.testKey);
const live = () => client(api.baseUrl, merchant.liveKey);

/** A completed test session's VIC, through the public API and its test helper. */
async function testVic(address: string = randomAddress()) {
  const created = await test().post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address, test_outcome: "interactive" });
  const completed = await test().post(`/api/v1/test_helpers/verification_sessions/${created.body.id}/complete`);
  expect(completed.status).toBe(200);
  return completed.body.vic as { id: string; status: string; expires_at: string };
}

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
}

const vicEvents = async (vicId: string) =>
  (await eventsOf(merchant.merchantId)).filter((e) => e.type.startsWith("vic.") && (e.data as { id: string }).id === vicId);

describe("GET /v1/vics/{id}", () => {
  it("returns the VIC its session shows, active, with no revocation", async () => {
    const vic = await testVic();
    const got = await test().get(`/api/v1/vics/${vic.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(vic);
    expect(got.body).toMatchObject({ object: "vic", status: "active", revoked_at: null, revocation_reason: null, onchain: null, livemode: false });
  });

  it("answers vic_not_found for unknown ids and for the other mode's or another merchant's VIC", async () => {
    const vic = await testVic();
    expectError(await test().get("/api/v1/vics/vic_doesnotexist"), 404, "vic_not_found");
    expectError(await live().get(`/api/v1/vics/${vic.id}`), 404, "vic_not_found");
    const other = await createTestMerchant();
    expectError(await client(api.baseUrl, other.testKey).get(`/api/v1/vics/${vic.id}`), 404, "vic_not_found");
  });
});

describe("GET /v1/vics", () => {
  it("lists newest first, filtered by customer_address and status, paging with the filter kept", async () => {
    const address = randomAddress();
    const [a, b, c] = [await testVic(address), await testVic(address), await testVic(address)];
    await testVic(); // another customer's
    await test().post(`/api/v1/vics/${b.id}/revoke`, { reason: "chargeback" });

    const all = await test().get(`/api/v1/vics?customer_address=${address.toUpperCase().replace("0X", "0x")}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((v: { id: string }) => v.id)).toEqual([c.id, b.id, a.id]);

    const active = await test().get(`/api/v1/vics?customer_address=${address}&status=active&limit=1`);
    expect(active.body.data.map((v: { id: string }) => v.id)).toEqual([c.id]);
    expect(active.body.has_more).toBe(true);
    const next = await test().get(`/api/v1/vics?customer_address=${address}&status=active&limit=1&cursor=${encodeURIComponent(active.body.next_cursor)}`);
    expect(next.body.data.map((v: { id: string }) => v.id)).toEqual([a.id]);
    expect(next.body.has_more).toBe(false);

    const revoked = await test().get(`/api/v1/vics?customer_address=${address}&status=revoked`);
    expect(revoked.body.data.map((v: { id: string; status: string }) => [v.id, v.status])).toEqual([[b.id, "revoked"]]);
    expect((await test().get(`/api/v1/vics?customer_address=${address}&status=expired`)).body.data).toEqual([]);
  });

  it("refuses an unknown status filter", async () => {
    expectError(await test().get("/api/v1/vics?status=suspended"), 400, "invalid_request");
  });
});

describe("POST /v1/vics/{id}/revoke", () => {
  it("revokes once: vic.revoked carries the VIC as GET shows it; revoking again is a no-op", async () => {
    const vic = await testVic();
    const res = await test().post(`/api/v1/vics/${vic.id}/revoke`, { reason: "fraud confirmed" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: vic.id, status: "revoked", revocation_reason: "fraud confirmed" });
    expect(Date.parse(res.body.revoked_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await test().get(`/api/v1/vics/${vic.id}`)).body).toEqual(res.body);

    const again = await test().post(`/api/v1/vics/${vic.id}/revoke`, { reason: "another reason" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    const events = await vicEvents(vic.id);
    expect(events.map((e) => e.type)).toEqual(["vic.revoked"]);
    expect(events[0]!.data).toEqual(res.body);
    // The session shows its VIC revoked too.
    const session = await test().get(`/api/v1/verification-sessions/${res.body.verification_session}`);
    expect(session.body.vic).toEqual(res.body);
  });

  it("revokes once under concurrent requests", async () => {
    const vic = await testVic();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => test().post(`/api/v1/vics/${vic.id}/revoke`, { reason: `race ${i}` })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.revocation_reason)).size).toBe(1);
    expect((await vicEvents(vic.id)).map((e) => e.type)).toEqual(["vic.revoked"]);
  });

  it("refuses a blank or missing reason, an unknown VIC, and an expired VIC (invalid_state), changing nothing", async () => {
    const vic = await testVic();
    expectError(await test().post(`/api/v1/vics/${vic.id}/revoke`, { reason: "  " }), 400, "invalid_request");
    expectError(await test().post(`/api/v1/vics/${vic.id}/revoke`, {}), 400, "invalid_request");
    expectError(await test().post("/api/v1/vics/vic_nope/revoke", { reason: "x" }), 404, "vic_not_found");
    expect((await test().post(`/api/v1/test_helpers/vics/${vic.id}/expire`)).body.status).toBe("expired");
    expectError(await test().post(`/api/v1/vics/${vic.id}/revoke`, { reason: "too late" }), 409, "invalid_state");
    const after = (await test().get(`/api/v1/vics/${vic.id}`)).body;
    expect(after).toMatchObject({ status: "expired", revoked_at: null, revocation_reason: null });
  });
});

describe("expiry", () => {
  it("the test helper expires an active VIC now (vic.expired); a settled VIC is invalid_state; live keys cannot use it", async () => {
    const vic = await testVic();
    const res = await test().post(`/api/v1/test_helpers/vics/${vic.id}/expire`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("expired");
    expect(Date.parse(res.body.expires_at)).toBeLessThanOrEqual(Date.now());
    expect((await vicEvents(vic.id)).map((e) => e.type)).toEqual(["vic.expired"]);
    expectError(await test().post(`/api/v1/test_helpers/vics/${vic.id}/expire`), 409, "invalid_state");
    expect((await live().post(`/api/v1/test_helpers/vics/${vic.id}/expire`)).status).toBe(403);
  });

  it("expireDueVics expires exactly the active VICs past expires_at, in batches, each once, and concurrent runs split the work", async () => {
    const due = await Promise.all(Array.from({ length: 25 }, () => testVic()));
    const notDue = await testVic();
    const revoked = await testVic();
    await test().post(`/api/v1/vics/${revoked.id}/revoke`, { reason: "r" });
    await prisma.vic.updateMany({ where: { id: { in: [...due.map((v) => v.id), revoked.id] } }, data: { expiresAt: new Date(Date.now() - 1_000) } });

    const runs = await Promise.all([expireDueVics({ batch: 4 }), expireDueVics({ batch: 4 }), expireDueVics({ batch: 7 })]);
    // Other files' VICs may be due too: at least ours, and never one twice.
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(due.length);
    for (const vic of due) {
      expect((await test().get(`/api/v1/vics/${vic.id}`)).body.status).toBe("expired");
      expect((await vicEvents(vic.id)).map((e) => e.type)).toEqual(["vic.expired"]);
    }
    expect((await test().get(`/api/v1/vics/${notDue.id}`)).body.status).toBe("active");
    expect((await test().get(`/api/v1/vics/${revoked.id}`)).body.status).toBe("revoked");
    expect(await vicEvents(notDue.id)).toEqual([]);
    expect(await expireDueVics({ batch: 4 })).toBe(0);
  });

  it("a live VIC past expires_at expires with its attestation asked to be revoked once", async () => {
    const session = await completeLiveSession(api.baseUrl, merchant, { customer_address: randomAddress() });
    const vicId = session.vic!.id;
    await prisma.vic.update({ where: { id: vicId }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    await expireDueVics();
    expect((await live().get(`/api/v1/vics/${vicId}`)).body.status).toBe("expired");
    const rows = await prisma.vicAttestation.findMany({ where: { vicId } });
    expect(rows.map((r) => r.revokeRequested)).toEqual([true]);
  });
});
