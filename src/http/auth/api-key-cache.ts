import { config } from "../../platform/config.js";
import { subscribe, type RedisConnection } from "../../platform/redis.js";
import type { Mode } from "./api-key-format.js";
import { NegativeCache } from "./negative-cache.js";

export interface CachedKey {
  id: string;
  merchantId: string;
  mode: Mode;
  scopes: string[];
  /** The merchant's live access when the key was read; a change is published like a revocation. */
  liveEnabled: boolean;
}

// Every request would otherwise read its key row. Entries live briefly; a revocation is
// published on Redis and every api process drops the key at once. If the subscription drops,
// messages may have been missed, so the whole cache is cleared on reconnect.
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
export const REVOCATIONS_CHANNEL = `${config.QUEUE_PREFIX}:api-keys:revoked`;

const entries = new Map<string, { key: CachedKey; expiresAt: number }>();

// Hashes no active key has, remembered briefly so that a flood of well-formed fake keys costs
// one Postgres lookup per distinct key per NEGATIVE_TTL_MS, not one per request. A key minted
// later cannot be in here: nobody can present a key before it exists.
const NEGATIVE_TTL_MS = 10_000;
const missing = new NegativeCache(NEGATIVE_TTL_MS, MAX_ENTRIES);
let subscription: { close: () => void } | undefined;
let subscribed = false;

function ensureSubscribed(): void {
  if (subscription) return;
  subscription = subscribe(REVOCATIONS_CHANNEL, "api-key-revocations", {
    onSubscribed: () => {
      entries.clear();
      subscribed = true;
    },
    onLost: () => {
      subscribed = false;
      entries.clear();
    },
    onMessage: (keyHash) => entries.delete(keyHash),
  });
}

/** The cached key for a hash, or undefined (not cached, expired, or cache not trustworthy now). */
export function cachedKey(keyHash: string): CachedKey | undefined {
  ensureSubscribed();
  if (!subscribed) return undefined;
  const entry = entries.get(keyHash);
  if (!entry) return undefined;
  if (entry.expiresAt <= Date.now()) {
    entries.delete(keyHash);
    return undefined;
  }
  return entry.key;
}

export function rememberKey(keyHash: string, key: CachedKey): void {
  if (!subscribed) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(keyHash, { key, expiresAt: Date.now() + TTL_MS });
}

export function rememberMissing(keyHash: string): void {
  missing.remember(keyHash);
}

/** True when a lookup of this hash found no active key less than NEGATIVE_TTL_MS ago. */
export function isKnownMissing(keyHash: string): boolean {
  return missing.has(keyHash);
}

/**
 * Tells every api process to forget these keys. Call after the revocation (or a change of the
 * merchant's live access) has committed: the next request reads the key again.
 */
export async function publishRevocations(publisher: RedisConnection, keyHashes: string[]): Promise<void> {
  for (const keyHash of keyHashes) {
    entries.delete(keyHash);
    await publisher.publish(REVOCATIONS_CHANNEL, keyHash);
  }
}

export function closeApiKeyCache(): void {
  subscription?.close();
  subscription = undefined;
  subscribed = false;
  entries.clear();
  missing.clear();
}
