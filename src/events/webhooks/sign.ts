import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { decryptSecret, type SignatureScheme } from "./secrets.js";

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

/**
 * The signature headers of one delivery attempt in the endpoint's scheme.
 * - `proofbase`: `X-PB-Signature` (spec 6.3).
 * - `standard`: the Standard Webhooks headers `webhook-id` (the event id, the same on every
 *   attempt, so receivers dedupe on it), `webhook-timestamp` and `webhook-signature`
 *   (`v1,<base64>` per secret, space-separated, new secret first), signed by the
 *   `standardwebhooks` package over `<id>.<timestamp>.<body>`.
 */
export function signatureHeaders(scheme: SignatureScheme, secrets: readonly string[], message: { eventId: string; timestamp: number; body: string }): Record<string, string> {
  if (scheme === "proofbase") return { "X-PB-Signature": signatureHeader(secrets, message.timestamp, message.body) };
  if (secrets.length === 0) throw new Error("at least one signing secret is required");
  const signedAt = new Date(message.timestamp * 1_000);
  return {
    "webhook-id": message.eventId,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(message.eventId, signedAt, message.body)).join(" "),
  };
}
