import { Redis } from "ioredis";
import { config } from "../config.js";
import { logger } from "../logger.js";
import { reportConnectionErrors } from "../redis.js";
import type { Mode } from "./api-key-format.js";

export interface CachedKey {
  id: string;
  merchantId: string;
  mode: Mode;
  scopes: string[];
}

// Every request would otherwise read its key row. Entries live briefly; a revocation is
// published on Redis and every api process drops the key at once. If the subscription drops,
// messages may have been missed, so the whole cache is cleared on reconnect.
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
export const REVOCATIONS_CHANNEL = `${config.QUEUE_PREFIX}:api-keys:revoked`;

const entries = new Map<string, { key: CachedKey; expiresAt: number }>();
let subscriber: Redis | undefined;
let subscribed = false;

function ensureSubscribed(): void {
  if (subscriber) return;
  subscriber = reportConnectionErrors(new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }), "api-key-revocations");
  subscriber.on("ready", () => {
    entries.clear();
    subscriber!.subscribe(REVOCATIONS_CHANNEL).then(
      () => (subscribed = true),
      (error: Error) => logger.warn({ err: error.message }, "api key revocation subscribe failed"),
    );
  });
  subscriber.on("close", () => {
    subscribed = false;
    entries.clear();
  });
  subscriber.on("message", (_channel: string, keyHash: string) => entries.delete(keyHash));
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

/** Tells every api process to forget these keys. Call after the revocation has committed. */
export async function publishRevocations(publisher: Redis, keyHashes: string[]): Promise<void> {
  for (const keyHash of keyHashes) {
    entries.delete(keyHash);
    await publisher.publish(REVOCATIONS_CHANNEL, keyHash);
  }
}

export function closeApiKeyCache(): void {
  subscriber?.disconnect();
  subscriber = undefined;
  subscribed = false;
  entries.clear();
}
