import { createHash, hkdfSync } from "node:crypto";
import { config } from "../config.js";

/**
 * The encryption key ring (ENCRYPTION_KEYS, newest first): the first key seals, every key
 * unseals and verifies. A key is named by an id derived from it, never by its position, so a
 * ciphertext still finds its key after the ring is reordered or grown.
 */
export interface RingKey {
  id: string;
  secret: string;
}

/** A key's public name: 8 base64url characters of a hash of the key, so it says nothing of it. */
export function keyIdOf(secret: string): string {
  return createHash("sha256").update("proofbase-key-id\n").update(secret).digest().subarray(0, 6).toString("base64url");
}

const ring: readonly RingKey[] = config.ENCRYPTION_KEYS.map((secret) => ({ id: keyIdOf(secret), secret }));

export function keyRing(): readonly RingKey[] {
  return ring;
}

export function currentKey(): RingKey {
  return ring[0]!;
}

export function ringKey(id: string): RingKey | undefined {
  return ring.find((key) => key.id === id);
}

const derived = new Map<string, Buffer>();

/** A 32-byte key for one purpose, derived from a ring key (or HASH_KEY) with HKDF; cached. */
export function derivedKey(secret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\n${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "proofbase", purpose, 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/**
 * The key of the phone and email hashes: matching "was this number used before" across rows
 * made years apart needs it to outlive every rotation (HASH_KEY; docs/operations.md).
 */
export function hashingKey(purpose: string): Buffer {
  return derivedKey(config.HASH_KEY, purpose);
}
