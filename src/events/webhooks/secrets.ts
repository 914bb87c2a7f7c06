import { randomBytes } from "node:crypto";
import { seal, unseal } from "../../platform/crypto/sealed-box.js";
import { randomToken } from "../../platform/ids.js";

/** How an endpoint's deliveries are signed (docs/webhooks.md, "Signature schemes"). */
export const SIGNATURE_SCHEMES = ["proofbase", "standard"] as const;
export type SignatureScheme = (typeof SIGNATURE_SCHEMES)[number];

/**
 * A fresh signing secret in the scheme's format: `pbwh_` and 40 base62 characters, or Standard
 * Webhooks' `whsec_` and the base64 of a 32-byte key (what its libraries decode).
 */
export function generateSigningSecret(scheme: SignatureScheme): string {
  return scheme === "standard" ? `whsec_${randomBytes(32).toString("base64")}` : `pbwh_${randomToken(40)}`;
}

/** Signing secrets are stored encrypted (ENCRYPTION_KEY); only create and rotate show them. */
export function encryptSecret(plaintext: string): string {
  return seal("webhook-signing-secrets", plaintext);
}

// Every delivery attempt signs with its endpoint's secret; decrypting is cached per ciphertext
// (a rotation produces a new ciphertext, so entries never go stale).
const decrypted = new Map<string, string>();
const CACHE_LIMIT = 5_000;

export function decryptSecret(stored: string): string {
  let secret = decrypted.get(stored);
  if (secret === undefined) {
    secret = unseal("webhook-signing-secrets", stored);
    if (decrypted.size >= CACHE_LIMIT) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(stored, secret);
  }
  return secret;
}
