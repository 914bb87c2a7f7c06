import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "../config.js";

/** What a sealed value is for; each purpose gets its own key derived from ENCRYPTION_KEY. */
export type SealPurpose = "webhook-signing-secrets" | "idempotent-responses" | "sms-codes" | "email-codes" | "invitation-tokens" | "totp-secrets" | "password-reset-tokens";

const keys = new Map<SealPurpose, Buffer>();
function keyFor(purpose: SealPurpose): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", config.ENCRYPTION_KEY, "proofbase", purpose, 32));
    keys.set(purpose, key);
  }
  return key;
}

/** AES-256-GCM; format `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(purpose: SealPurpose, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

export function unseal(purpose: SealPurpose, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("unrecognised sealed value format");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
