import { randomBytes } from "node:crypto";
import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Retiring the key that signs changes what every api process sharing the database accepts: this
// file has a database of its own, so other files' credentials keep verifying meanwhile.
const { privateDatabase } = await vi.hoisted(async () => {
  const { startPrivateDatabase } = await import("../../test/support/private-database.js");
  return { privateDatabase: await startPrivateDatabase() };
});

const { client, startApi } = await import("../../test/support/api.js");
const { randomAddress } = await import("../../test/support/customers.js");
const { createTestMerchant } = await import("../../test/support/factories.js");
const { spawnService } = await import("../../test/support/processes.js");
const { sdkClient } = await import("../../test/support/sdk.js");
const { prisma } = await import("../platform/db/client.js");
const { forgetIssuerKeys, retireIssuerKey } = await import("./issuer-keys.js");

type Api = Awaited<ReturnType<typeof startApi>>;
type Merchant = Awaited<ReturnType<typeof createTestMerchant>>;
let api: Api;
let merchant: Merchant;

beforeAll(async () => {
  api = await startApi();
  merchant = await createTestMerchant();
});
afterAll(async () => {
  await api.close();
  await prisma.$disconnect();
  await privateDatabase.drop();
});

const now = () => Math.floor(Date.now() / 1000);
const kidOf = (credential: string) => decodeProtectedHeader(credential.split("~")[0]!).kid!;
const publishedKids = async () => ((await client(api.baseUrl).get("/.well-known/jwt-vc-issuer")).body.jwks.keys as { kid: string }[]).map((key) => key.kid);

/** A completed session's credential, saved on a new device; and a way to present it to the merchant's own check. */
async function savedCredential() {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const holder = new SDJwtVcInstance({ hasher: digest, hashAlg: "sha-256", kbSigner: await ES256.getSigner(privateKey), kbSignAlg: "ES256" });
  const v1 = client(api.baseUrl, merchant.testKey);
  const created = await v1.post("/api/v1/verification-sessions", { flows: ["wallet"], customer_address: randomAddress(), test_outcome: "interactive" });
  expect((await v1.post(`/api/v1/test_helpers/verification_sessions/${created.body.id}/complete`)).status).toBe(200);
  const save = async () => {
    const issued = await sdkClient(api.baseUrl, created.body.client_token).post("/credential", { holder_jwk: { kty: "EC", crv: "P-256", x: publicKey.x, y: publicKey.y } });
    expect(issued.status).toBe(201);
    return issued.body.credential as string;
  };
  const check = async (credential: string) => {
    const nonce = randomBytes(18).toString("base64url");
    const presentation = await holder.present(credential, {}, { kb: { payload: { iat: now(), aud: merchant.merchantId, nonce } } });
    return (await v1.post("/api/v1/credential-verifications", { presentation, nonce })).body as { valid: boolean; reason: string | null };
  };
  return { save, check };
}

function retireWithCli(kid: string) {
  const cli = spawnService("src/cli.ts", {}, ["retire-credential-issuer-key", kid]);
  return cli.exited.then((code) => ({ code, out: cli.stdout(), err: cli.output() }));
}

describe("retiring a compromised issuer key (npm run cli -- retire-credential-issuer-key)", () => {
  it("unpublishes the key that signs, makes a new one first, refuses what it signed; the person re-saves and is accepted again", async () => {
    const person = await savedCredential();
    const before = await person.save();
    const compromised = kidOf(before);
    expect(await person.check(before)).toMatchObject({ valid: true });

    const retired = await retireWithCli(compromised);
    expect(retired.code, retired.err).toBe(0);
    const printed = JSON.parse(retired.out) as { retired: string; retired_at: string; signing_key: { kid: string } };
    expect(printed.retired).toBe(compromised);
    expect(printed.signing_key.kid).not.toBe(compromised);
    // The api runs in this process: its 5 s key cache is the one forgotten here.
    forgetIssuerKeys();

    expect(await publishedKids()).toEqual([printed.signing_key.kid]);
    expect(await person.check(before)).toMatchObject({ valid: false, reason: "issuer" });
    const again = await person.save();
    expect(kidOf(again)).toBe(printed.signing_key.kid);
    expect(await person.check(again)).toEqual(expect.objectContaining({ valid: true, reason: null }));
  });

  it("retiring an older key keeps the key that signs; twice is a no-op; an unknown kid is refused", async () => {
    const signing = kidOf(await (await savedCredential()).save());
    const older = await prisma.credentialIssuerKey.findFirstOrThrow({ where: { id: { not: signing } }, select: { id: true, retiredAt: true } });
    expect(older.retiredAt).not.toBeNull();

    const twice = await retireIssuerKey(older.id);
    expect(twice).toMatchObject({ retired: older.id, retiredAt: older.retiredAt, signingKey: { kid: signing } });
    expect(await publishedKids()).toEqual([signing]);
    await expect(retireIssuerKey("issuer_key_nope")).rejects.toThrow("no credential issuer key issuer_key_nope");
  });
});
