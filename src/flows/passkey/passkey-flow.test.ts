import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "../../platform/db/client.js";
import { redis } from "../../platform/redis.js";
import { runCustomerRedaction } from "../../privacy/run-redaction.js";
import { Proofbase } from "../../../packages/client/src/index.js";
import { client, startApi, type TestApi } from "../../../test/support/api.js";
import { randomAddress } from "../../../test/support/customers.js";
import { createTestMerchant, type ApiClient } from "../../../test/support/factories.js";
import { newWallet, proveWallet, sdkClient } from "../../../test/support/sdk.js";
import { FLAGS, SoftwareAuthenticator } from "./webauthn-authenticator.test-support.js";
import { challengeKey } from "./challenge-store.js";
import { relyingParty } from "./relying-party.js";

let api: TestApi;
let test: ApiClient;
let live: ApiClient;
let other: ApiClient;
/** The published client, with the same test key. */
let typed: Proofbase;

beforeAll(async () => {
  const [a, merchant, otherMerchant] = await Promise.all([startApi(), createTestMerchant(), createTestMerchant()]);
  api = a;
  test = client(api.baseUrl, merchant.testKey);
  live = client(api.baseUrl, merchant.liveKey);
  other = client(api.baseUrl, otherMerchant.testKey);
  typed = new Proofbase(merchant.testKey, { baseUrl: api.baseUrl });
});
afterAll(() => api.close());

async function passkeySession(address: string | null, key = test, flows = ["passkey"]) {
  const res = await key.post("/api/v1/verification-sessions", { flows, test_outcome: "interactive", ...(address ? { customer_address: address } : {}) });
  expect(res.status).toBe(201);
  return { session: res.body, sdk: sdkClient(api.baseUrl, res.body.client_token) };
}

async function options(sdk: ApiClient) {
  const res = await sdk.post("/passkey/options");
  expect(res.status).toBe(200);
  return res.body;
}

const signalsOf = async (sessionId: string) => (await prisma.verificationSession.findUniqueOrThrow({ where: { id: sessionId } })).signals;
const failure = (res: { status: number; body: any }, reason: string) => {
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({ code: "passkey_verification_failed", param: "response" });
  expect(res.body.error.message).toMatch(new RegExp(`^Passkey verification failed \\(${reason}\\)`));
};

/** Registers a new authenticator's passkey to `address` through a completed session. */
async function register(address: string, key = test) {
  const authenticator = new SoftwareAuthenticator(relyingParty().origin);
  const { session, sdk } = await passkeySession(address, key);
  const opts = await options(sdk);
  const done = await sdk.post("/passkey/verify", { response: authenticator.register(opts.options) });
  expect(done.status).toBe(200);
  return { authenticator, session, done: done.body };
}

describe("the passkey flow: registration", () => {
  it("registers a passkey for the session's customer, verifies the flow and gives its signals", async () => {
    const address = randomAddress();
    const authenticator = new SoftwareAuthenticator(relyingParty().origin);
    const { session, sdk } = await passkeySession(address);
    expect((await sdk.get("/session")).body.flows).toEqual([{ type: "passkey", status: "pending", ceremony: "registration" }]);

    const opts = await options(sdk);
    expect(opts).toMatchObject({ object: "passkey_options", ceremony: "registration" });
    expect(opts.options).toMatchObject({
      rp: { id: relyingParty().id },
      user: { name: address },
      attestation: "none",
      authenticatorSelection: { userVerification: "required" },
      timeout: 300_000,
    });
    expect(await redis.ttl(challengeKey(session, opts.options.challenge))).toBeGreaterThan(290);
    expect(await prisma.sdkFlow.findUniqueOrThrow({ where: { objectId_type: { objectId: session.id, type: "passkey" } } })).toMatchObject({ status: "pending" });

    const done = await sdk.post("/passkey/verify", { response: authenticator.register(opts.options, { flags: FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS }) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", flows: [{ type: "passkey", status: "verified", ceremony: "registration" }] });
    expect(await signalsOf(session.id)).toMatchObject({ passkey_user_verified: true, passkey_backed_up: true, passkey_reused: false });

    const stored = await prisma.passkey.findFirstOrThrow({ where: { customerAddress: address } });
    expect(stored).toMatchObject({ credentialId: authenticator.id, backedUp: true, deviceType: "multiDevice", transports: ["internal"], registeredBy: session.id });

    // The customer shows it; another merchant's customer of the same address would not.
    const customer = await test.get(`/api/v1/customers/${address}`);
    expect(customer.status).toBe(200);
    expect(customer.body.passkeys).toEqual([{ id: stored.id, created_at: stored.createdAt.toISOString(), last_used_at: expect.any(String), backed_up: true }]);
  });

  it("refuses an answer from another origin, for another RP ID, without user verification, and a replayed or expired challenge", async () => {
    const address = randomAddress();
    const authenticator = new SoftwareAuthenticator(relyingParty().origin);
    const { session, sdk } = await passkeySession(address);

    failure(await sdk.post("/passkey/verify", { response: authenticator.register((await options(sdk)).options, { origin: "https://evil.example" }) }), "wrong_origin");
    failure(await sdk.post("/passkey/verify", { response: authenticator.register((await options(sdk)).options, { rpId: "evil.example" }) }), "wrong_rp_id");
    failure(await sdk.post("/passkey/verify", { response: authenticator.register((await options(sdk)).options, { flags: FLAGS.UP }) }), "user_not_verified");

    // A challenge is used up by its first answer, even a refused one.
    const opts = await options(sdk);
    failure(await sdk.post("/passkey/verify", { response: authenticator.register(opts.options, { origin: "https://evil.example" }) }), "wrong_origin");
    failure(await sdk.post("/passkey/verify", { response: authenticator.register(opts.options) }), "challenge_used");

    // A challenge past its 5 minutes is gone from the store: the same answer as one never issued.
    const aged = await options(sdk);
    await redis.del(challengeKey(session, aged.options.challenge));
    failure(await sdk.post("/passkey/verify", { response: authenticator.register(aged.options) }), "challenge_expired");
    failure(await sdk.post("/passkey/verify", { response: authenticator.register(aged.options, { challenge: "bm90LWlzc3VlZA" }) }), "challenge_expired");

    expect(await prisma.passkey.count({ where: { customerAddress: address } })).toBe(0);
    expect((await sdk.get("/session")).body.flows).toEqual([{ type: "passkey", status: "pending", ceremony: "registration" }]);
    // Still usable: a good answer to a fresh challenge verifies.
    expect((await sdk.post("/passkey/verify", { response: authenticator.register((await options(sdk)).options) })).status).toBe(200);
  });

  it("refuses options while the session has no customer, and serves them once the wallet flow named one", async () => {
    const { sdk } = await passkeySession(null);
    const res = await sdk.post("/passkey/options");
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "invalid_state", message: expect.stringContaining("no customer yet") });
    const { sdk: walletOnly } = await passkeySession(null, test, ["wallet"]);
    expect((await walletOnly.post("/passkey/options")).body.error.code).toBe("invalid_request");

    const wallet = newWallet();
    const { session, sdk: walletFirst } = await passkeySession(null, test, ["wallet", "passkey"]);
    expect((await walletFirst.post("/passkey/options")).status).toBe(409);
    expect((await proveWallet(walletFirst, wallet)).status).toBe(200);
    const opts = await options(walletFirst);
    expect(opts).toMatchObject({ ceremony: "registration", options: { user: { name: wallet.lower } } });
    const authenticator = new SoftwareAuthenticator(relyingParty().origin);
    const done = await walletFirst.post("/passkey/verify", { response: authenticator.register(opts.options) });
    expect(done.body).toMatchObject({ status: "completed", flows: [{ type: "wallet", status: "verified" }, { type: "passkey", status: "verified", ceremony: "registration" }] });
    expect(await prisma.passkey.findFirstOrThrow({ where: { credentialId: authenticator.id } })).toMatchObject({ customerAddress: wallet.lower, registeredBy: session.id });
  });
});

describe("the passkey flow: reverification with the customer's passkey", () => {
  it("runs an authentication ceremony with the registered passkey, and records its use", async () => {
    const address = randomAddress();
    const { authenticator } = await register(address);

    const { session, sdk } = await passkeySession(address);
    expect((await sdk.get("/session")).body.flows).toEqual([{ type: "passkey", status: "pending", ceremony: "authentication" }]);
    const opts = await options(sdk);
    expect(opts).toMatchObject({ object: "passkey_options", ceremony: "authentication" });
    expect(opts.options).toMatchObject({ rpId: relyingParty().id, userVerification: "required", allowCredentials: [{ id: authenticator.id, type: "public-key" }] });

    // A registration answer to an authentication challenge is refused.
    failure(await sdk.post("/passkey/verify", { response: new SoftwareAuthenticator(relyingParty().origin).register({ ...opts.options, rp: { id: relyingParty().id } }) }), "wrong_ceremony");
    // Another key's signature over a fresh challenge does not hold.
    const forged = await options(sdk);
    const impostor = new SoftwareAuthenticator(relyingParty().origin);
    const answer = impostor.authenticate(forged.options);
    failure(await sdk.post("/passkey/verify", { response: { ...answer, id: authenticator.id, rawId: authenticator.id } }), "bad_signature");
    failure(await sdk.post("/passkey/verify", { response: authenticator.authenticate((await options(sdk)).options, { origin: "http://127.0.0.1:1" }) }), "wrong_origin");

    const done = await sdk.post("/passkey/verify", { response: authenticator.authenticate((await options(sdk)).options) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", flows: [{ type: "passkey", status: "verified", ceremony: "authentication" }] });
    expect(await signalsOf(session.id)).toMatchObject({ passkey_user_verified: true, passkey_backed_up: false, passkey_reused: false });
    const stored = await prisma.passkey.findFirstOrThrow({ where: { customerAddress: address } });
    expect(Number(stored.counter)).toBe(authenticator.counter);

    // A reverification request asks the same ceremony.
    const request = await test.post("/api/v1/reverification-requests", { customer_address: address, flows: ["passkey"], reason: "annual review" });
    expect(request.status).toBe(201);
    const rsdk = sdkClient(api.baseUrl, request.body.client_token);
    const ropts = await options(rsdk);
    expect(ropts.ceremony).toBe("authentication");
    // A replayed signature counter (a cloned authenticator) is refused.
    authenticator.counter -= 2;
    failure(await rsdk.post("/passkey/verify", { response: authenticator.authenticate(ropts.options) }), "counter");
    authenticator.counter += 5;
    expect((await rsdk.post("/passkey/verify", { response: authenticator.authenticate((await options(rsdk)).options) })).status).toBe(200);
  });
});

describe("passkey_reused and the customer's passkeys", () => {
  it("says reused when the credential is registered to another customer of the merchant, in the same mode only", async () => {
    const first = randomAddress();
    const second = randomAddress();
    const { authenticator } = await register(first);

    // The same credential registering for another customer: reused, and it stays the first's.
    const { session, sdk } = await passkeySession(second);
    expect((await sdk.post("/passkey/verify", { response: authenticator.register((await options(sdk)).options) })).status).toBe(200);
    expect(await signalsOf(session.id)).toMatchObject({ passkey_reused: true });
    expect(await prisma.passkey.count({ where: { credentialId: authenticator.id } })).toBe(1);

    // Another merchant knows nothing of it.
    const elsewhere = await passkeySession(second, other);
    expect((await elsewhere.sdk.post("/passkey/verify", { response: authenticator.register((await options(elsewhere.sdk)).options) })).status).toBe(200);
    expect(await signalsOf(elsewhere.session.id)).toMatchObject({ passkey_reused: false });
  });

  it("removes a customer's passkey with DELETE /v1/customers/{address}/passkeys/{id}; the next verification registers again", async () => {
    const address = randomAddress();
    await register(address);
    const [passkey] = (await test.get(`/api/v1/customers/${address}`)).body.passkeys;
    expect(passkey.id).toMatch(/^pk_/);

    expect((await other.delete(`/api/v1/customers/${address}/passkeys/${passkey.id}`)).body.error.code).toBe("customer_not_found");
    expect((await live.delete(`/api/v1/customers/${address}/passkeys/${passkey.id}`)).body.error.code).toBe("customer_not_found");
    const wrong = await test.delete(`/api/v1/customers/${address}/passkeys/pk_nope`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe("passkey_not_found");

    // The typed client reaches the flow's route by its operationId: no method of its own.
    const removed = await typed.call("deleteCustomerPasskey", { params: { address, id: passkey.id } });
    expect(removed).toEqual({ id: passkey.id, object: "passkey", deleted: true, livemode: false });
    expect((await test.get(`/api/v1/customers/${address}`)).body.passkeys).toEqual([]);
    expect((await test.delete(`/api/v1/customers/${address}/passkeys/${passkey.id}`)).status).toBe(404);

    const { sdk } = await passkeySession(address);
    expect((await options(sdk)).ceremony).toBe("registration");
  });

  it("deletes a customer's passkeys when the customer is redacted", async () => {
    const address = randomAddress();
    await register(address);
    expect((await test.get(`/api/v1/customers/${address}`)).body.passkeys).toHaveLength(1);
    const asked = await test.post(`/api/v1/customers/${address}/redact`);
    expect(asked.status).toBe(200);
    await runCustomerRedaction(asked.body.id);
    expect(await prisma.passkey.count({ where: { customerAddress: address } })).toBe(0);
    expect((await test.get(`/api/v1/customers/${address}`)).body).toMatchObject({ redaction: { status: "redacted" }, passkeys: [] });
  });
});
