import { Redis } from "ioredis";

/** Deletes every key under the bench's own prefix (never FLUSHALL: the Redis is shared). */
export async function deleteKeysWithPrefix(redisUrl: string, prefix: string): Promise<number> {
  if (!/^[A-Za-z0-9_-]{3,}$/.test(prefix)) throw new Error(`refusing to delete keys for prefix "${prefix}"`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
  return deleted;
}

export async function redisVersion(redisUrl: string): Promise<string> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const info = await redis.info("server");
    return /redis_version:(\S+)/.exec(info)?.[1] ?? "unknown";
  } finally {
    redis.disconnect();
  }
}
