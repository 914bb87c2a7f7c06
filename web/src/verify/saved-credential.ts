import type { VerifyClient } from "../sdk/proofbase-verify";

/**
 * The person's saved credentials, kept in this browser's localStorage with the P-256 key they are
 * bound to (docs/credentials.md, "The hosted page"). A presentation made here discloses none of
 * the selectively disclosable claims: the credential flow keeps only tier, flows and age.
 */
export interface SavedCredential {
  credential: string;
  /** The holder's private key (JWK): whoever holds it and the credential can present it. */
  key: JsonWebKey;
  savedAt: string;
}

const STORAGE_KEY = "proofbase.credentials";

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const text = (value: string) => new TextEncoder().encode(value);
const b64urlJson = (value: unknown) => b64url(text(JSON.stringify(value)));

function payloadOf(credential: string): { exp?: number; iss?: string } {
  try {
    const part = credential.split(".")[1] ?? "";
    return JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: number; iss?: string };
  } catch {
    return {};
  }
}

export function savedCredentials(): SavedCredential[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as SavedCredential[];
    return Array.isArray(list) ? list.filter((saved) => (payloadOf(saved.credential).exp ?? 0) * 1000 > Date.now()) : [];
  } catch {
    return [];
  }
}

/** A new device key, the completed verification's credential bound to it, both kept here. */
export async function saveCredential(client: VerifyClient): Promise<SavedCredential> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const { kty, crv, x, y } = await crypto.subtle.exportKey("jwk", pair.publicKey);
  const issued = await client.issueCredential({ kty, crv, x, y });
  const saved: SavedCredential = { credential: issued.credential, key: await crypto.subtle.exportKey("jwk", pair.privateKey), savedAt: new Date().toISOString() };
  localStorage.setItem(STORAGE_KEY, JSON.stringify([saved, ...savedCredentials().filter((s) => s.credential !== saved.credential)].slice(0, 10)));
  return saved;
}

/** The file the person may keep: the credential and its key. */
export function credentialFile(saved: SavedCredential): Blob {
  return new Blob([JSON.stringify({ format: "dc+sd-jwt", ...saved }, null, 2)], { type: "application/json" });
}

/**
 * A presentation of `saved` for this verification: the issuer-signed JWT without any selective
 * disclosure, and a key-binding JWT (`kb+jwt`, ES256 by the saved key) over the nonce, the
 * audience and `sd_hash` (SHA-256 of what precedes it), as RFC 9901 section 4.3 has it.
 */
export async function presentSaved(client: VerifyClient, saved: SavedCredential) {
  const request = await client.requestCredential();
  const sdJwt = `${saved.credential.split("~")[0]}~`;
  const sdHash = b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", text(sdJwt))));
  const signingInput = `${b64urlJson({ alg: "ES256", typ: "kb+jwt" })}.${b64urlJson({ iat: Math.floor(Date.now() / 1000), aud: request.aud, nonce: request.nonce, sd_hash: sdHash })}`;
  const key = await crypto.subtle.importKey("jwk", saved.key, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, text(signingInput)));
  return client.presentCredential(`${sdJwt}${signingInput}.${b64url(signature)}`);
}
