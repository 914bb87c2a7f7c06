import { digest, ES256 } from "@sd-jwt/crypto-nodejs";
import { SDJwtVcInstance } from "@sd-jwt/sd-jwt-vc";
import { decodeJwt, decodeProtectedHeader } from "jose";
import type { CheckedCredential, PresentationExpectation } from "../flows/credential/presentation-check.js";
import { prisma } from "../platform/db/client.js";
import { CredentialRejected, type CredentialRejection } from "../platform/errors/domain-errors.js";
import { CREDENTIAL_FORMAT, credentialIssuer, credentialVct, STATUS_LIST_SIZE } from "./credential-format.js";
import { publishedIssuerKeys, type PublicIssuerJwk } from "./issuer-keys.js";
import { statusListJwt } from "./status-list.js";
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

function verifierWith(keys: PublicIssuerJwk[]) {
  return new SDJwtVcInstance({
    hasher: digest,
    hashAlg: "sha-256",
    verifier: async (data, signature) => {
      const key = keys.find((k) => k.kid === decodeProtectedHeader(`${data.split(".")[0]}..`).kid);
      return key ? (await ES256.getVerifier(key))(data, signature) : false;
    },
    kbVerifier: async (data, signature, payload) => {
      const jwk = (payload as IssuerPayload).cnf?.jwk;
      return jwk ? (await ES256.getVerifier(jwk))(data, signature) : false;
    },
    // The library checks the status list too (it cannot be told not to): it gets this process's
    // own list, and the VIC's row in Postgres decides after, with its reason (a list may lag 30 s).
    // The uri is read from the credential after its issuer signature was checked: a list we made.
    statusListFetcher: async (uri) => {
      const list = listNumber(uri);
      const signed = list === null ? null : await statusListJwt(list, { known: true });
      if (!signed) throw new Error("the credential names no status list of this issuer");
      return signed.jwt;
    },
    statusValidator: async () => undefined,
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
  if (payload.iss !== credentialIssuer() || payload.vct !== credentialVct() || header.typ !== CREDENTIAL_FORMAT || !keys.some((k) => k.kid === header.kid))
    throw reject("issuer", `not a credential of this issuer (${credentialIssuer()}).`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= now) throw reject("expired", "the credential has expired.");
  if (kb.nonce !== expected.nonce) throw reject("nonce", "the key-binding JWT is not over the nonce this verification issued.");
  if (kb.aud !== expected.aud) throw reject("audience", `the key-binding JWT's aud must be '${expected.aud}'.`);
  if (typeof kb.iat !== "number" || kb.iat < now - KB_MAX_AGE_SECONDS || kb.iat > now + KB_MAX_SKEW_SECONDS)
    throw reject("holder_binding", `the key-binding JWT's iat must be within the last ${KB_MAX_AGE_SECONDS / 60} minutes.`);

  const verifier = verifierWith(keys);
  let verified: Awaited<ReturnType<SDJwtVcInstance["verify"]>>;
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
  const row =
    typeof idx === "number" && list !== null
      ? await prisma.credential.findUnique({ where: { statusIdx: list * STATUS_LIST_SIZE + idx }, select: { vicId: true } })
      : null;
  const vic = row && row.vicId === claims.vic_id ? await prisma.vic.findUnique({ where: { id: row.vicId } }) : null;
  if (!vic) throw reject("issuer", "the service issued no such credential.");
  if (VicLifecycle.parse(vic.status) === "revoked") throw reject("revoked", "the verification behind this credential was revoked.");
  if (VicLifecycle.parse(vic.status) === "expired" || vic.expiresAt.getTime() <= Date.now()) throw reject("expired", "the verification behind this credential has expired.");
  return { vicId: vic.id, tier: vic.tier, flows: vic.flows, vicIssuedAt: vic.issuedAt, claims: disclosed(claims) };
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
