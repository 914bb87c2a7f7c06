// client.testHelpers against the real service (the Express app in this process, real Postgres
// and Redis; no workers: the helpers settle objects themselves).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../../test/support/api.js";
import { createCustomer } from "../../../test/support/customers.js";
import { createTestMerchant, type TestMerchant } from "../../../test/support/factories.js";
import { ConflictError, NotFoundError, PermissionError, Proofbase, ProofbaseError } from "./index.js";

let api: TestApi;
let merchant: TestMerchant;
let proofbase: Proofbase;

beforeAll(async () => {
  [api, merchant] = await Promise.all([startApi(), createTestMerchant()]);
  proofbase = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});
afterAll(async () => {
  await api?.close();
});

async function failure(call: () => Promise<unknown>): Promise<ProofbaseError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ProofbaseError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

const interactive = () => proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "interactive" });

describe("client.testHelpers", () => {
  it("verificationSessions: complete, fail, requireReview, expire settle a session and say so in events", async () => {
    const sessions = proofbase.testHelpers.verificationSessions;
    const completed = await sessions.complete((await interactive()).id);
    expect(completed).toMatchObject({ object: "verification_session", status: "completed", livemode: false });
    expect(completed.vic?.tier).toBe("verified");
    expect((await sessions.fail((await interactive()).id)).status).toBe("failed");
    expect((await sessions.requireReview((await interactive()).id)).status).toBe("requires_review");
    const expired = await sessions.expire((await interactive()).id);
    expect(expired).toMatchObject({ status: "expired", last_error: { code: "session_expired" } });

    const types = [];
    for await (const event of proofbase.events.list({ limit: 100 })) types.push(event.type);
    for (const type of ["verification_session.completed", "verification_session.failed", "review.flagged", "verification_session.expired"])
      expect(types).toContain(type);

    const conflict = await failure(() => sessions.complete(completed.id));
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict.code).toBe("invalid_state");
    const missing = await failure(() => sessions.expire("vs_nothing"));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.code).toBe("session_not_found");
  });

  it("reverificationRequests.submit and customers.setKycStatus", async () => {
    const address = await createCustomer(merchant.merchantId, "test");
    const request = await proofbase.reverificationRequests.create({ customer_address: address, flows: ["wallet"] });
    expect(await proofbase.testHelpers.reverificationRequests.submit(request.id)).toMatchObject({ id: request.id, status: "submitted" });
    const customer = await proofbase.testHelpers.customers.setKycStatus(address, { kyc_status: "rejected" });
    expect(customer).toMatchObject({ object: "customer", address, kyc_status: "rejected" });
  });

  it("vics.expire expires an active VIC (vic.expired); an expired one is a ConflictError", async () => {
    const interactive = await proofbase.verificationSessions.create({ flows: ["wallet"], test_outcome: "interactive" });
    const vic = (await proofbase.testHelpers.verificationSessions.complete(interactive.id)).vic!;
    expect(await proofbase.testHelpers.vics.expire(vic.id)).toMatchObject({ id: vic.id, status: "expired" });
    const again = await failure(() => proofbase.testHelpers.vics.expire(vic.id));
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.code).toBe("invalid_state");
  });

  it("a live key gets PermissionError test_mode_only", async () => {
    const live = new Proofbase(merchant.liveKey, { baseUrl: api.baseUrl });
    const error = await failure(() => live.testHelpers.verificationSessions.complete("vs_any"));
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).toMatchObject({ status: 403, code: "test_mode_only" });
  });
});
