import { ES256 } from "@sd-jwt/crypto-nodejs";
import { prisma } from "../platform/db/client.js";
import { seal, unseal } from "../platform/crypto/sealed-box.js";
import { newId } from "../platform/ids.js";

/** A public ES256 JWK as published at /.well-known/jwt-vc-issuer. */
export interface PublicIssuerJwk {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  kid: string;
  alg: "ES256";
  use: "sig";
}

export interface SigningKey {
  kid: string;
  privateJwk: JsonWebKey;
}

// Keys change only on rotation: each process re-reads them at most this often.
const CACHE_MS = 5_000;
type LoadedKey = { id: string; publicJwk: PublicIssuerJwk; privateJwkSealed: string };
// The read in flight is shared: requests arriving together when the cache runs out make one query.
let cached: { at: number; keys: Promise<LoadedKey[]> } | undefined;

function loadKeys(fresh = false): Promise<LoadedKey[]> {
  if (!fresh && cached && Date.now() - cached.at < CACHE_MS) return cached.keys;
  const keys = prisma.credentialIssuerKey
    .findMany({ where: { retiredAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] })
    .then((rows) => rows.map((row) => ({ id: row.id, publicJwk: row.publicJwk as unknown as PublicIssuerJwk, privateJwkSealed: row.privateJwkSealed })));
  const entry = { at: Date.now(), keys };
  cached = entry;
  // A failed read is not kept: the next request reads again.
  keys.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return keys;
}

/**
 * Makes a new issuer key, which signs from now on (the CLI's `rotate-credential-issuer-key`, and
 * the first issuance when there is none). Its private half is sealed with ENCRYPTION_KEYS.
 */
export async function createIssuerKey(): Promise<PublicIssuerJwk> {
  const { publicKey, privateKey } = await ES256.generateKeyPair();
  const kid = newId("issuerKey");
  const publicJwk: PublicIssuerJwk = { kty: "EC", crv: "P-256", x: publicKey.x!, y: publicKey.y!, kid, alg: "ES256", use: "sig" };
  await prisma.credentialIssuerKey.create({
    data: { id: kid, publicJwk: publicJwk as object, privateJwkSealed: seal("credential-issuer-keys", JSON.stringify(privateKey)) },
  });
  cached = undefined;
  return publicJwk;
}

/**
 * Retires a compromised key (the CLI's `retire-credential-issuer-key`): it is no longer published
 * and never signs again, so every credential it signed stops verifying (each api process within
 * 5 s). When it is the key that signs, a new key is made first, so issuance goes on; people
 * re-save their credential from the hosted page to get one signed by it. Retiring twice is a no-op.
 */
export async function retireIssuerKey(kid: string): Promise<{ retired: string; retiredAt: Date; signingKey: PublicIssuerJwk }> {
  const row = await prisma.credentialIssuerKey.findUnique({ where: { id: kid }, select: { retiredAt: true } });
  if (!row) throw new Error(`no credential issuer key ${kid}`);
  const live = await loadKeys(true);
  const signing = live[0]?.id === kid || live.length === 0 ? await createIssuerKey() : live[0]!.publicJwk;
  await prisma.credentialIssuerKey.updateMany({ where: { id: kid, retiredAt: null }, data: { retiredAt: new Date() } });
  cached = undefined;
  const { retiredAt } = await prisma.credentialIssuerKey.findUniqueOrThrow({ where: { id: kid }, select: { retiredAt: true } });
  return { retired: kid, retiredAt: retiredAt!, signingKey: signing };
}

/** The key that signs: the newest. The first call on an empty table makes one. */
export async function signingKey(): Promise<SigningKey> {
  let newest = (await loadKeys())[0];
  if (!newest) {
    // Two first issuances may each make one: both are published, the newest signs.
    await createIssuerKey();
    newest = (await loadKeys())[0]!;
  }
  return { kid: newest.id, privateJwk: unsealedPrivateJwk(newest.id, newest.privateJwkSealed) };
}

// Unsealed once per key and process: a key never changes (rotation adds another).
const unsealed = new Map<string, JsonWebKey>();
function unsealedPrivateJwk(kid: string, sealed: string): JsonWebKey {
  let jwk = unsealed.get(kid);
  if (!jwk) {
    jwk = JSON.parse(unseal("credential-issuer-keys", sealed)) as JsonWebKey;
    unsealed.set(kid, jwk);
  }
  return jwk;
}

/** Every issuer key not retired, newest first: what /.well-known/jwt-vc-issuer publishes and verification accepts. */
export async function publishedIssuerKeys(): Promise<PublicIssuerJwk[]> {
  return (await loadKeys()).map((key) => key.publicJwk);
}

/** Forgets the cached keys (tests that rotate in this process). */
export function forgetIssuerKeys(): void {
  cached = undefined;
}
