import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { currentKey, derivedKey, keyRing, ringKey, type RingKey } from "./key-ring.js";

/** What a sealed value is for; each purpose gets its own key derived from each ring key. */
export type SealPurpose = "webhook-signing-secrets" | "idempotent-responses" | "sms-codes" | "email-codes" | "invitation-tokens" | "totp-secrets" | "password-reset-tokens" | "credential-issuer-keys";

/** AES-256-GCM under the ring's current key; format `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(purpose: SealPurpose, plaintext: string): string {
  const key = currentKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(key.secret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v2", key.id, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

function open(purpose: SealPurpose, key: RingKey, iv: string, tag: string, ciphertext: string): string {
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(key.secret, purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** The id of the key a sealed value names; `v1` values (from before the ring) name none. */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split(".");
  return version === "v2" && id ? id : null;
}

export function unseal(purpose: SealPurpose, sealed: string): string {
  const parts = sealed.split(".");
  if (parts[0] === "v2" && parts.length === 5) {
    const [, id, iv, tag, ciphertext] = parts as [string, string, string, string, string];
    const key = ringKey(id);
    if (!key) throw new Error(`sealed with key ${id}, which ENCRYPTION_KEYS does not hold`);
    return open(purpose, key, iv, tag, ciphertext);
  }
  if (parts[0] === "v1" && parts.length === 4) {
    // Sealed before values named their key: the GCM tag tells which ring key it was.
    const [, iv, tag, ciphertext] = parts as [string, string, string, string];
    for (const key of keyRing()) {
      try {
        return open(purpose, key, iv, tag, ciphertext);
      } catch {
        // not this key: try the next
      }
    }
    throw new Error("sealed with a key ENCRYPTION_KEYS does not hold");
  }
  throw new Error("unrecognised sealed value format");
}
