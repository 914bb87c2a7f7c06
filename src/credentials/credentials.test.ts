import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { getListFromStatusListJWT } from "@sd-jwt/jwt-status-list";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startApi, type TestApi } from "../../test/support/api.js";
import { randomAddress } from "../../test/support/customers.js";
import { createTestMerchant, type TestMerchant } from "../../test/support/factories.js";
import { sdkClient } from "../../test/support/sdk.js";
import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { unseal } from "../platform/crypto/sealed-box.js";
import { createIssuerKey, forgetIssuerKeys } from "./issuer-keys.js";
import { STATUS_LIST_SIZE } from "./credential-format.js";
import { forgetStatusLists } from "./status-list.js";

let api: TestApi;
let merchant: TestMerchant;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
});
afterAll(() => api.close());

const test = () => client(api.baseUrl, merchant.testKey);
const issuer = () => config.PUBLIC_URL.replace(/\/+$/, "");

/** A completed test session (through the public API) and its client token. */
async function completedSession(address = randomAddress()) {
  const created = await test().post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: address, test_outcome: "interactive" });
  const completed = await test().post(`/api/v1/test_helpers/verification_sessions/${created.body.id}/complete`);
  expect(completed.status).toBe(200);
  return { token: created.body.client_token as string, vicId: completed.body.vic.id as string, address };
}

/** The person's device: a P-256 key pair made with the @sd-jwt packages. */
async function holderDevice() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  return { publicJwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y }, signer: await ES256.getSigner(privateKey) };
}

/** A verifier that knows only what the service publishes: /.well-known/jwt-vc-issuer, and the status list URIs. */
async function publicVerifier() {
  const metadata = (await client(api.baseUrl).get("/.well-known/jwt-vc-issuer")).body as { issuer: string; jwks: { keys: Array<JsonWebKey & { kid: string }> } };
  const byKid = new Map(metadata.jwks.keys.map((key) => [key.kid, key]));
  const verifyWithKid = async (data: string, signature: string) => {
    const kid = decodeProtectedHeader(data.split(".")[0] + "..").kid;
    const key = kid ? byKid.get(kid) : undefined;
    return key ? (await ES256.getVerifier(key))(data, signature) : false;
  };
  return new SDJwtVcInstance({
    hasher: digest,
    hashAlg: "sha-256",
    verifier: verifyWithKid,
    kbVerifier: async (data, signature, payload) => {
      const jwk = (payload as { cnf?: { jwk?: JsonWebKey } }).cnf?.jwk;
      return jwk ? (await ES256.getVerifier(jwk))(data, signature) : false;
    },
    statusListFetcher: async (uri) => {
      expect(uri.startsWith(issuer())).toBe(true);
      const res = await fetch(`${api.baseUrl}${new URL(uri).pathname}`);
      return res.text();
    },
    statusVerifier: verifyWithKid,
  });
}

async function issue(token: string, holderJwk: object) {
  return sdkClient(api.baseUrl, token).post("/credential", { holder_jwk: holderJwk });
}

describe("POST /api/sdk/v1/credential", () => {
  it("issues an SD-JWT VC that a verifier holding only the public issuer keys accepts, with the contract's claims", async () => {
    const { token, vicId, address } = await completedSession();
    const device = await holderDevice();
    const res = await issue(token, device.publicJwk);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: "credential", format: "dc+sd-jwt" });

    const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: device.signer, kbSignAlg: "ES256" });
    const presentation = await holder.present(res.body.credential, { customer_address: true }, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-1" } } });
    const verified = await (await publicVerifier()).verify(presentation, { keyBindingNonce: "n-1", requiredClaimKeys: ["vic_id"] });
    expect(verified.payload).toMatchObject({
      iss: issuer(),
      vct: `${issuer()}/credentials/vic`,
      vic_id: vicId,
      tier: expect.any(String),
      flows: ["wallet"],
      livemode: false,
      customer_address: address,
      cnf: { jwk: device.publicJwk },
      status: { status_list: { idx: expect.any(Number), uri: expect.stringContaining(`${issuer()}/credentials/status/`) } },
    });
    const vic = (await test().get(`/api/v1/vics/${vicId}`)).body;
    expect(verified.payload.exp).toBe(Math.floor(Date.parse(vic.expires_at) / 1000));
    expect(verified.kb?.payload).toMatchObject({ aud: "https://shop.example", nonce: "n-1" });
  });

  it("presents a subset of the disclosures: the claims kept back are not in the presentation", async () => {
    const { token } = await completedSession();
    const device = await holderDevice();
    const { credential } = (await issue(token, device.publicJwk)).body;
    const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: device.signer, kbSignAlg: "ES256" });
    expect(await holder.presentableKeys(credential)).toEqual(["customer_address"]);
    const presentation = await holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-2" } } });
    const verified = await (await publicVerifier()).verify(presentation, { keyBindingNonce: "n-2" });
    expect(verified.payload.customer_address).toBeUndefined();
    expect(verified.payload.vic_id).toMatch(/^vic_/);
  });

  it("refuses a foreign holder's key binding and a tampered nonce", async () => {
    const { token } = await completedSession();
    const device = await holderDevice();
    const thief = await holderDevice();
    const { credential } = (await issue(token, device.publicJwk)).body;
    const stolen = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: thief.signer, kbSignAlg: "ES256" });
    const presentation = await stolen.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-3" } } });
    await expect((await publicVerifier()).verify(presentation, { keyBindingNonce: "n-3" })).rejects.toThrow();
    const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: device.signer, kbSignAlg: "ES256" });
    const own = await holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-4" } } });
    await expect((await publicVerifier()).verify(own, { keyBindingNonce: "another" })).rejects.toThrow();
  });

  it("revoking the VIC flips its bit on the public status list; the credential then fails verification", async () => {
    const { token, vicId } = await completedSession();
    const device = await holderDevice();
    const { credential } = (await issue(token, device.publicJwk)).body;
    const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: device.signer, kbSignAlg: "ES256" });
    const present = () => holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-5" } } });
    const verifier = await publicVerifier();
    const { payload } = await verifier.verify(await present(), { keyBindingNonce: "n-5" });
    const { idx, uri } = (payload.status as { status_list: { idx: number; uri: string } }).status_list;
    const path = new URL(uri).pathname;

    const before = await fetch(`${api.baseUrl}${path}`);
    expect(before.headers.get("content-type")).toBe("application/statuslist+jwt");
    expect(before.headers.get("cache-control")).toBe("public, max-age=30");
    const etag = before.headers.get("etag")!;
    expect(getListFromStatusListJWT(await before.text()).getStatus(idx)).toBe(0);
    expect((await fetch(`${api.baseUrl}${path}`, { headers: { "If-None-Match": etag } })).status).toBe(304);

    await test().post(`/api/v1/vics/${vicId}/revoke`, { reason: "fraud" });
    forgetStatusLists(); // this process's 30 s cache: the list is rebuilt now rather than within 30 s
    const after = await fetch(`${api.baseUrl}${path}`, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const jwt = await after.text();
    expect(getListFromStatusListJWT(jwt).getStatus(idx)).toBe(1);
    // The list is signed by a published key.
    const keys = (await client(api.baseUrl).get("/.well-known/jwt-vc-issuer")).body.jwks.keys as Array<JsonWebKey & { kid: string }>;
    const kid = decodeProtectedHeader(jwt).kid;
    await jwtVerify(jwt, await importJWK(keys.find((k) => k.kid === kid)!, "ES256"), { typ: "statuslist+jwt" });
    await expect(verifier.verify(await present(), { keyBindingNonce: "n-5" })).rejects.toThrow(/status/i);
  });

  it("publishes only the lists credentials point into: any other list number is 404, not a list built, signed and kept in memory", async () => {
    const { token } = await completedSession();
    expect((await issue(token, (await holderDevice()).publicJwk)).status).toBe(201);
    const [row] = await prisma.$queryRaw<{ max: number }[]>`SELECT max(status_idx) AS max FROM credentials`;
    const newest = Math.floor(row!.max / STATUS_LIST_SIZE);
    expect((await fetch(`${api.baseUrl}/credentials/status/${newest}`)).status).toBe(200);
    const beyond = newest + 1;
    for (const list of [beyond, 999_999_999]) {
      const res = await fetch(`${api.baseUrl}/credentials/status/${list}`);
      expect(res.status, `list ${list}`).toBe(404);
      expect((await res.json()).error.code).toBe("route_not_found");
    }
    expect((await fetch(`${api.baseUrl}/credentials/status/0`)).status).toBe(200);
  });

  it("refuses a session that is not completed, a revoked or expired VIC, and a key that is not a P-256 point", async () => {
    const device = await holderDevice();
    const open = await test().post("/api/v1/verification-sessions", { flows: ["wallet"], test_outcome: "interactive" });
    const refused = await issue(open.body.client_token, device.publicJwk);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("invalid_state");

    const expired = await completedSession();
    await test().post(`/api/v1/test_helpers/vics/${expired.vicId}/expire`);
    expect((await issue(expired.token, device.publicJwk)).body.error.code).toBe("invalid_state");

    const { token } = await completedSession();
    const bad = await issue(token, { ...device.publicJwk, y: device.publicJwk.x });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "holder_jwk" });
    expect((await issue(token, { kty: "RSA", n: "x", e: "AQAB" })).status).toBe(400);
  });
});

describe("issuance is bounded", () => {
  it("the same device key gets the same credential (one status entry) re-signed; a sixth key is refused", async () => {
    const { token, vicId } = await completedSession();
    const device = await holderDevice();
    const statusOf = (credential: string) => {
      const payload = JSON.parse(Buffer.from(credential.split(".")[1]!, "base64url").toString()) as { iat: number; status: { status_list: { idx: number } } };
      return { iat: payload.iat, idx: payload.status.status_list.idx };
    };
    const first = (await issue(token, device.publicJwk)).body.credential as string;
    const again = await issue(token, device.publicJwk);
    expect(again.status).toBe(201);
    expect(again.body.credential).not.toBe(first); // signed afresh, with new salts
    expect(statusOf(again.body.credential)).toEqual(statusOf(first));
    expect(await prisma.credential.count({ where: { vicId } })).toBe(1);

    const others = await Promise.all(Array.from({ length: 5 }, () => holderDevice()));
    const answers = await Promise.all(others.map((other) => issue(token, other.publicJwk)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 400]);
    const refused = answers.find((res) => res.status === 400)!;
    expect(refused.body.error).toMatchObject({ code: "credential_limit_reached", type: "invalid_request_error" });
    expect(await prisma.credential.count({ where: { vicId } })).toBe(5);
    // A device already holding it still gets it.
    expect((await issue(token, device.publicJwk)).status).toBe(201);
  });
});

describe("issuer keys", () => {
  it("are sealed at rest; after a rotation the new key signs and credentials of the old one still verify", async () => {
    const { token } = await completedSession();
    const device = await holderDevice();
    const old = (await issue(token, device.publicJwk)).body.credential as string;
    const oldKid = decodeProtectedHeader(old.split("~")[0]!).kid!;
    const row = await prisma.credentialIssuerKey.findUniqueOrThrow({ where: { id: oldKid } });
    expect(row.privateJwkSealed).toMatch(/^v2\./);
    expect(JSON.parse(unseal("credential-issuer-keys", row.privateJwkSealed))).toHaveProperty("d");
    expect(JSON.stringify(row.publicJwk)).not.toContain('"d"');

    const rotated = await createIssuerKey();
    forgetIssuerKeys();
    // The api runs in this process: its cache is the one just forgotten.
    const fresh = (await issue(token, device.publicJwk)).body.credential as string;
    expect(decodeProtectedHeader(fresh.split("~")[0]!).kid).toBe(rotated.kid);
    const published = (await client(api.baseUrl).get("/.well-known/jwt-vc-issuer")).body;
    expect(published.issuer).toBe(issuer());
    expect(published.jwks.keys.map((k: { kid: string }) => k.kid)).toEqual(expect.arrayContaining([rotated.kid, oldKid]));
    for (const key of published.jwks.keys) expect(key).not.toHaveProperty("d");

    const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: device.signer, kbSignAlg: "ES256" });
    const verifier = await publicVerifier();
    for (const credential of [old, fresh]) {
      const presentation = await holder.present(credential, {}, { kb: { payload: { iat: Math.floor(Date.now() / 1000), aud: "https://shop.example", nonce: "n-6" } } });
      await expect(verifier.verify(presentation, { keyBindingNonce: "n-6" })).resolves.toBeDefined();
    }
  });
});
