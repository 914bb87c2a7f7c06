import { seal, unseal } from "../crypto/sealed-box.js";
import { randomToken } from "../ids.js";

export function generateSigningSecret(): string {
  return `pbwh_${randomToken(40)}`;
}

/** Signing secrets are stored encrypted (ENCRYPTION_KEY); only create and rotate show them. */
export function encryptSecret(plaintext: string): string {
  return seal("webhook-signing-secrets", plaintext);
}

export function decryptSecret(stored: string): string {
  return unseal("webhook-signing-secrets", stored);
}
