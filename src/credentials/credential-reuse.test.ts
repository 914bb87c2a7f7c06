import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { getListFromStatusListJWT } from "@sd-jwt/jwt-status-list";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { randomAddress } from "../../test/support/customers.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { sdkClient } from "../../test/support/sdk.js";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { createIssuerKey, forgetIssuerKeys } from "./issuer-keys.js";
import { forgetStatusLists } from "./status-list.js";

// Reuse with consent (contract section 21): a person holding a credential from merchant A's
// verification presents it to merchant B, through B's hosted-page flow or B's own backend.
let api: TestApi;
let issuerSide: TestMerchant;
let relying: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  [issuerSide, relying] = await Promise.all([createTestMerchant(), createTestMerchant()]);
});
afterAll(() => api.close());

const v1 = (merchant: TestMerchant) => client(api.baseUrl, merchant.testKey);
const issuer = () => config.PUBLIC_URL.replace(/\/+$/, "");
const now = () => Math.floor(Date.now() / 1000);

/** A person's device: a P-256 key made with the @sd-jwt packages, and a holder that presents with it. */
async function device() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  return { publicJwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y }, holder };
}
type Device = Awaited<ReturnType<typeof device>>;

/** Merchant A's completed wallet session, its credential saved on `holder`. */
async function savedCredential(holder: Device) {
  const address = randomAddress();
  const created = await v1(issuerSide).post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address, test_outcome: "interactive" });
  const completed = await v1(issuerSide).post(`/api/v1/test_helpers/verification_sessions/${created.body.id}/complete`);
  const issued = await sdkClient(api.baseUrl, created.body.client_token).post("/credential", { holder_jwk: holder.publicJwk });
  expect(issued.status).toBe(201);
  return { credential: issued.body.credential as string, vicId: completed.body.vic.id as string, address };
}

const present = (holder: Device, credential: string, kb: { nonce: string; aud: string }, disclose: Record<string, boolean> = {}) =>
  holder.holder.present(credential, disclose, { kb: { payload: { iat: now(), ...kb } } });

/** Merchant B's session asking for the credential flow (and `also`, which keeps it open after), and its SDK client. */
async function relyingSession(also: string[] = []) {
  const created = await v1(relying).post("/api/v1/verification-sessions", { flows: ["credential", ...also], test_outcome: "interactive" });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, sdk: sdkClient(api.baseUrl, created.body.client_token) };
}

async function request(sdk: ReturnType<typeof sdkClient>) {
  const res = await sdk.get("/credential/request");
  expect(res.status).toBe(200);
  return res.body as { nonce: string; aud: string; expires_at: string };
}

const rejected = (res: { status: number; body: any }, reason: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe("credential_rejected");
  expect(res.body.error.message).toContain(`(${reason})`);
};

describe("the credential flow (GET /credential/request, POST /credential/present)", () => {
  it("accepts a presentation with a subset of disclosures; the session gets the credential's signals and nothing the person disclosed", async () => {
    const holder = await device();
    const { credential, address } = await savedCredential(holder);
    const session = await relyingSession();
    const req = await request(session.sdk);
    expect(req.aud).toBe(relying.merchantId);
    // The person chose to disclose their wallet: it is checked, and still not kept.
    const res = await session.sdk.post("/credential/present", { presentation: await present(holder, credential, req, { customer_address: true }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.flows).toEqual([{ type: "credential", status: "verified" }]);
    expect(res.body.status).toBe("completed");
    const flow = await prisma.sdkFlow.findFirstOrThrow({ where: { objectId: session.id, type: "credential" } });
    expect(flow.signals).toEqual({ credential_tier: expect.any(String), credential_flows: "wallet", credential_age_days: 0 });
    const stored = JSON.stringify(await prisma.verificationSession.findUniqueOrThrow({ where: { id: session.id } }));
    expect(stored).not.toContain(address.toLowerCase().slice(2));
    expect(JSON.stringify(flow)).not.toContain(address.toLowerCase().slice(2));
  });

  it("refuses a replayed presentation, a nonce it did not issue, a foreign audience, a foreign holder and a foreign issuer", async () => {
    const holder = await device();
    const { credential } = await savedCredential(holder);
    const session = await relyingSession(["email"]);
    const req = await request(session.sdk);
    const presentation = await present(holder, credential, req);
    expect((await session.sdk.post("/credential/present", { presentation })).status).toBe(200);
    rejected(await session.sdk.post("/credential/present", { presentation }), "replayed");

    const other = await relyingSession(["email"]);
    rejected(await other.sdk.post("/credential/present", { presentation: await present(holder, credential, { nonce: "never-issued-nonce", aud: relying.merchantId }) }), "nonce");
    // Another session's nonce is not this one's.
    const elsewhere = await request((await relyingSession()).sdk);
    rejected(await other.sdk.post("/credential/present", { presentation: await present(holder, credential, elsewhere) }), "nonce");
    const fresh = await request(other.sdk);
    rejected(await other.sdk.post("/credential/present", { presentation: await present(holder, credential, { ...fresh, aud: issuerSide.merchantId }) }), "audience");

    const thief = await device();
    const stolen = await request(other.sdk);
    rejected(await other.sdk.post("/credential/present", { presentation: await present(thief, credential, stolen) }), "holder_binding");

    // A credential signed by a key the service never published, claiming to be ours.
    const forger = await ES256.generateKeyPair();
    const forged = await new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", signer: await ES256.getSigner(forger.privateKey), signAlg: "ES256", saltGenerator: () => "c2FsdA" }).issue(
      { iss: issuer(), vct: `${issuer()}/credentials/vic`, iat: now(), exp: now() + 3600, cnf: { jwk: holder.publicJwk }, vic_id: "vic_forged", tier: "verified", flows: ["wallet"], livemode: false },
      undefined,
      { header: { kid: "cik_forged", typ: "dc+sd-jwt" } },
    );
    const forgedReq = await request(other.sdk);
    rejected(await other.sdk.post("/credential/present", { presentation: await present(holder, forged, forgedReq) }), "issuer");
    rejected(await other.sdk.post("/credential/present", { presentation: "not-a-presentation" }), "holder_binding");
    const flow = await prisma.sdkFlow.findFirst({ where: { objectId: other.id, type: "credential" } });
    expect(flow?.status ?? "pending").toBe("pending");
  });

  it("refuses a revoked credential (its status list bit flips) and an expired one; a rotated issuer key's credential still verifies", async () => {
    const holder = await device();
    const revoked = await savedCredential(holder);
    const expired = await savedCredential(holder);
    const old = await savedCredential(holder);
    await createIssuerKey();
    forgetIssuerKeys();

    const payload = JSON.parse(Buffer.from(revoked.credential.split(".")[1]!, "base64url").toString()) as { status: { status_list: { idx: number; uri: string } } };
    await v1(issuerSide).post(`/api/v1/vics/${revoked.vicId}/revoke`, { reason: "fraud" });
    forgetStatusLists();
    const list = await (await fetch(`${api.baseUrl}${new URL(payload.status.status_list.uri).pathname}`)).text();
    expect(getListFromStatusListJWT(list).getStatus(payload.status.status_list.idx)).toBe(1);
    await v1(issuerSide).post(`/api/v1/test_helpers/vics/${expired.vicId}/expire`);

    for (const [saved, reason] of [[revoked, "revoked"], [expired, "expired"]] as const) {
      const session = await relyingSession();
      rejected(await session.sdk.post("/credential/present", { presentation: await present(holder, saved.credential, await request(session.sdk)) }), reason);
    }
    const session = await relyingSession();
    expect((await session.sdk.post("/credential/present", { presentation: await present(holder, old.credential, await request(session.sdk)) })).status).toBe(200);
  });

  it("answers only sessions that asked for it, and is in the signal catalog with types", async () => {
    const created = await v1(relying).post("/api/v1/verification-sessions", { flows: ["email"], test_outcome: "interactive" });
    const res = await sdkClient(api.baseUrl, created.body.client_token).get("/credential/request");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    const { signalCatalog } = await import("../flows/registry.js");
    expect(signalCatalog.filter((s) => s.flow === "credential").map((s) => [s.name, (s.schema as { type: string }).type])).toEqual([
      ["credential_tier", "string"],
      ["credential_flows", "string"],
      ["credential_age_days", "integer"],
    ]);
  });
});

describe("POST /v1/credential-verifications", () => {
  const verify = (presentation: string, nonce: string) => v1(relying).post("/api/v1/credential-verifications", { presentation, nonce });
  const nonce = () => `n-${crypto.randomUUID()}`;

  it("answers the disclosed claims only, once per nonce; foreign audiences, revoked and expired credentials are not valid", async () => {
    const holder = await device();
    const { credential, vicId, address } = await savedCredential(holder);
    const n1 = nonce();
    const kept = await verify(await present(holder, credential, { nonce: n1, aud: relying.merchantId }), n1);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ object: "credential_verification", valid: true, reason: null, livemode: false });
    expect(kept.body.claims).toMatchObject({ vic_id: vicId, flows: ["wallet"], iss: issuer(), livemode: false });
    expect(kept.body.claims).not.toHaveProperty("customer_address");
    expect(kept.body.claims).not.toHaveProperty("cnf");

    const n2 = nonce();
    const shown = await present(holder, credential, { nonce: n2, aud: relying.merchantId }, { customer_address: true });
    expect((await verify(shown, n2)).body.claims.customer_address).toBe(address);
    expect((await verify(shown, n2)).body).toMatchObject({ valid: false, reason: "replayed", claims: null });

    const n3 = nonce();
    expect((await verify(await present(holder, credential, { nonce: n3, aud: issuerSide.merchantId }), n3)).body).toMatchObject({ valid: false, reason: "audience" });
    const n4 = nonce();
    expect((await verify(await present(holder, credential, { nonce: n4, aud: relying.merchantId }), nonce())).body).toMatchObject({ valid: false, reason: "nonce" });

    await v1(issuerSide).post(`/api/v1/vics/${vicId}/revoke`, { reason: "fraud" });
    const n5 = nonce();
    expect((await verify(await present(holder, credential, { nonce: n5, aud: relying.merchantId }), n5)).body).toMatchObject({ valid: false, reason: "revoked" });

    const other = await savedCredential(holder);
    await v1(issuerSide).post(`/api/v1/test_helpers/vics/${other.vicId}/expire`);
    const n6 = nonce();
    expect((await verify(await present(holder, other.credential, { nonce: n6, aud: relying.merchantId }), n6)).body).toMatchObject({ valid: false, reason: "expired" });
  });
});

describe("the third-party verifier of docs/credentials.md", () => {
  type Verify = (input: { issuer: string; presentation: string; nonce: string; audience: string; livemode?: boolean; fetch?: typeof fetch }) => Promise<Record<string, unknown>>;

  it("runs as written against the real service: accepts a holder's presentation, refuses another audience and a revoked credential", async () => {
    const guide = readFileSync(new URL("../../docs/credentials.md", import.meta.url), "utf8");
    const snippet = /<!-- verify-credential-snippet[^>]*-->\n```js\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(snippet).toBeDefined();
    // Inside the checkout, so that its imports resolve to the project's node_modules as a verifier's would to its own.
    const root = new URL("../../", import.meta.url).pathname;
    mkdirSync(join(root, "build"), { recursive: true });
    const dir = mkdtempSync(join(root, "build", "credential-snippet-"));
    try {
      writeFileSync(join(dir, "verify.mjs"), snippet!);
      const { verifyProofbaseCredential } = (await import(pathToFileURL(join(dir, "verify.mjs")).href)) as { verifyProofbaseCredential: Verify };
      // The service answers at PUBLIC_URL in production; here it listens on a test port.
      const viaTestPort = ((input: string) => fetch(input.replace(issuer(), api.baseUrl))) as typeof fetch;
      const verify = (presentation: string, nonce: string, audience = "https://shop.example") =>
        verifyProofbaseCredential({ issuer: issuer(), presentation, nonce, audience, livemode: false, fetch: viaTestPort });

      const holder = await device();
      const { credential, vicId, address } = await savedCredential(holder);
      const shown = await present(holder, credential, { nonce: "n-doc-1", aud: "https://shop.example" }, { customer_address: true });
      const claims = await verify(shown, "n-doc-1");
      expect(claims).toMatchObject({ vic_id: vicId, customer_address: address, flows: ["wallet"], livemode: false });
      expect(claims).not.toHaveProperty("cnf");
      await expect(verify(shown, "n-doc-1", "https://elsewhere.example")).rejects.toThrow(/someone else/);
      await expect(verify(shown, "another-nonce")).rejects.toThrow();

      await v1(issuerSide).post(`/api/v1/vics/${vicId}/revoke`, { reason: "fraud" });
      forgetStatusLists(); // this process's 30 s cache of the list
      await expect(verify(await present(holder, credential, { nonce: "n-doc-2", aud: "https://shop.example" }), "n-doc-2")).rejects.toThrow(/status/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
