import { digest } from "@sd-jwt/crypto-nodejs";
import { SDJwtInstance } from "@sd-jwt/core";
import { decodeJwt, decodeProtectedHeader } from "jose";
import type { CheckedCredential, PresentationExpectation } from "../flows/presentation-check.js";
import { prisma } from "../platform/db/client.js";
import { CredentialRejected, type CredentialRejection } from "../platform/errors/domain-errors.js";
import { CREDENTIAL_FORMAT, credentialIssuer, credentialVct, STATUS_LIST_SIZE } from "./credential-format.js";
import { es256Verifier } from "./es256.js";
import { publishedIssuerKeys, type PublicIssuerJwk } from "./issuer-keys.js";
import { VicLifecycle } from "./vic-lifecycle.js";

/** How old a key-binding JWT may be (its `iat`), and how far ahead of our clock. */
export const KB_MAX_AGE_SECONDS = 600;
const KB_MAX_SKEW_SECONDS = 60;

const reject = (reason: CredentialRejection, message: string) => new CredentialRejected(reason, `Credential rejected (${reason}): ${message}`);

interface IssuerPayload {
  iss?: unknown;
  vct?: unknown;
  exp?: unknown;
  livemode?: unknown;
  vic_id?: unknown;
  status?: { status_list?: { idx?: unknown; uri?: unknown } };
  cnf?: { jwk?: JsonWebKey };
}

/** The issuer-signed JWT's header and payload, and the key-binding JWT's payload, unverified: what decides which check to run. */
function decodeParts(presentation: string) {
  try {
    const parts = presentation.split("~");
    const kbJwt = parts[parts.length - 1];
    if (parts.length < 2 || !kbJwt) throw reject("holder_binding", "the presentation has no key-binding JWT; sign one with the credential's holder key over the nonce and audience.");
    return { header: decodeProtectedHeader(parts[0]!), payload: decodeJwt(parts[0]!) as IssuerPayload, kb: decodeJwt(kbJwt) };
  } catch (error) {
    if (error instanceof CredentialRejected) throw error;
    throw reject("malformed", "not an SD-JWT VC presentation (issuer JWT~disclosures~key-binding JWT).");
  }
}

// An issuer key's verifier is imported once per process (keys never change; rotation adds one).
const issuerVerifiers = new Map<string, (data: string, signature: string) => Promise<boolean>>();
function issuerVerifier(key: PublicIssuerJwk) {
  let verifier = issuerVerifiers.get(key.kid);
  if (!verifier) {
    verifier = es256Verifier(key);
    issuerVerifiers.set(key.kid, verifier);
  }
  return verifier;
}

/**
 * The SD-JWT verifier (@sd-jwt/core): the issuer's signature, the disclosures' digests and the
 * holder's key binding. Not the VC verifier of @sd-jwt/sd-jwt-vc, which would also fetch, verify
 * and inflate the whole status list at every check: the VIC's row in Postgres decides the status
 * here, immediately (the public list may lag 30 s), and `vct` and `typ` are checked before.
 */
function verifierWith(issuerKey: PublicIssuerJwk) {
  return new SDJwtInstance({
    hasher: digest,
    hashAlg: "sha-256",
    verifier: (data, signature) => issuerVerifier(issuerKey)(data, signature),
    kbVerifier: async (data, signature, payload) => {
      const jwk = (payload as IssuerPayload).cnf?.jwk;
      return jwk ? es256Verifier(jwk)(data, signature) : false;
    },
  });
}

/**
 * Checks a presentation of a Proofbase credential, cheapest refusals first, each with its reason:
 * the issuer (ours, a published key: rotated ones included), expiry, the key binding's nonce,
 * audience and age, then the signatures (issuer, disclosures' digests, holder key over
 * `sd_hash`), then the VIC's status in Postgres (immediate, where the public list may lag 30 s).
 * The nonce's single use is the caller's (the flow's store, the merchant endpoint's record).
 */
export async function checkPresentation(presentation: string, expected: PresentationExpectation): Promise<CheckedCredential> {
  const { header, payload, kb } = decodeParts(presentation);
  const keys = await publishedIssuerKeys();
  const issuerKey = keys.find((k) => k.kid === header.kid);
  if (payload.iss !== credentialIssuer() || payload.vct !== credentialVct() || header.typ !== CREDENTIAL_FORMAT || !issuerKey)
    throw reject("issuer", `not a credential of this issuer (${credentialIssuer()}).`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= now) throw reject("expired", "the credential has expired.");
  if (kb.nonce !== expected.nonce) throw reject("nonce", "the key-binding JWT is not over the nonce this verification issued.");
  if (kb.aud !== expected.aud) throw reject("audience", `the key-binding JWT's aud must be '${expected.aud}'.`);
  if (typeof kb.iat !== "number" || kb.iat < now - KB_MAX_AGE_SECONDS || kb.iat > now + KB_MAX_SKEW_SECONDS)
    throw reject("holder_binding", `the key-binding JWT's iat must be within the last ${KB_MAX_AGE_SECONDS / 60} minutes.`);

  // The issuer JWT was decoded above: its header names the key that must have signed it.
  const verifier = verifierWith(issuerKey);
  let verified: Awaited<ReturnType<SDJwtInstance<Record<string, unknown>>["verify"]>>;
  try {
    verified = await verifier.verify(presentation, { keyBindingNonce: expected.nonce, requiredClaimKeys: ["vic_id", "tier", "flows"] });
  } catch {
    // Which signature failed: the issuer's alone (checked again only on this path), else the holder's.
    const issuerSigned = await verifier.validate(presentation).then(
      () => true,
      () => false,
    );
    if (!issuerSigned) throw reject("signature", "the issuer's signature or a disclosure does not verify.");
    throw reject("holder_binding", "the key-binding JWT is not signed by the credential's holder key over these disclosures.");
  }
  const claims = verified.payload as Record<string, unknown>;
  if ((claims.livemode === true ? "live" : "test") !== expected.mode)
    throw reject("mode", `a ${claims.livemode === true ? "live" : "test"}-mode credential cannot be used in ${expected.mode} mode.`);

  const idx = payload.status?.status_list?.idx;
  const list = listNumber(payload.status?.status_list?.uri);
  const vic = typeof idx === "number" && Number.isSafeInteger(idx) && idx >= 0 && idx < STATUS_LIST_SIZE && list !== null ? await credentialVic(list * STATUS_LIST_SIZE + idx) : null;
  if (!vic || vic.id !== claims.vic_id) throw reject("issuer", "the service issued no such credential.");
  if (VicLifecycle.parse(vic.status) === "revoked") throw reject("revoked", "the verification behind this credential was revoked.");
  if (VicLifecycle.parse(vic.status) === "expired" || vic.expiresAt.getTime() <= Date.now()) throw reject("expired", "the verification behind this credential has expired.");
  return { vicId: vic.id, tier: vic.tier, flows: vic.flows, vicIssuedAt: vic.issuedAt, claims: disclosed(claims) };
}

/** The VIC behind the credential at status index `statusIdx` (one statement). */
async function credentialVic(statusIdx: number) {
  const [vic] = await prisma.$queryRaw<Array<{ id: string; status: string; tier: string; flows: string[]; issued_at: Date; expires_at: Date }>>`
    SELECT v.id, v.status, v.tier, v.flows, v.issued_at, v.expires_at
      FROM credentials c JOIN vics v ON v.id = c.vic_id
     WHERE c.status_idx = ${statusIdx}`;
  return vic ? { id: vic.id, status: vic.status, tier: vic.tier, flows: vic.flows, issuedAt: vic.issued_at, expiresAt: vic.expires_at } : null;
}

/** The list number of one of our status list URIs (iss is already ours, and the payload signed). */
function listNumber(uri: unknown): number | null {
  if (typeof uri !== "string" || !uri.startsWith(`${credentialIssuer()}/credentials/status/`)) return null;
  const n = Number(uri.slice(uri.lastIndexOf("/") + 1));
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** What a verifier is told: the credential's claims, without the key-binding and status plumbing. */
function disclosed(claims: Record<string, unknown>): Record<string, unknown> {
  const { cnf: _cnf, status: _status, _sd_alg: _alg, ...rest } = claims;
  return rest;
}
