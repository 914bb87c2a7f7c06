import { createHmac } from "node:crypto";
import { decryptSecret } from "./secrets.js";

/** Lowercase hex HMAC-SHA-256 of "<t>.<raw body>" keyed with one signing secret (spec 6.3). */
export function computeSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/**
 * The X-PB-Signature header: `t=<unix seconds>,v1=<hex>`, with one `v1=` per secret in the given
 * order (contract §5: during a rotation overlap the new secret first, then the old one).
 */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  if (secrets.length === 0) throw new Error("at least one signing secret is required");
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${computeSignature(secret, timestamp, body)}`)].join(",");
}

export interface EndpointSecrets {
  secretCiphertext: string;
  previousSecretCiphertext: string | null;
  previousSecretExpiresAt: Date | null;
}

/** The plaintext secrets that sign a delivery now: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(endpoint: EndpointSecrets, now: Date = new Date()): string[] {
  const secrets = [decryptSecret(endpoint.secretCiphertext)];
  if (endpoint.previousSecretCiphertext && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(decryptSecret(endpoint.previousSecretCiphertext));
  }
  return secrets;
}
