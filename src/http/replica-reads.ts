import type { Owner } from "./auth/owner.js";
import { config } from "../platform/config.js";
import { readingFromReplica } from "../platform/db/read-replica.js";
import { logger } from "../platform/logger.js";
import { keyPrefix, redis } from "../platform/redis.js";

/**
 * Read-your-writes with a read replica (docs/database.md, "Read replicas"). Each write
 * request of an owner (merchant and mode) first marks the owner in Redis for
 * DATABASE_REPLICA_MAX_LAG_MS; a lag-tolerant read of an owner so marked runs on the primary, any
 * other on the replica. A client that GETs right after its own POST therefore reads the primary,
 * as long as the replica's lag stays below that window. The mark is set before the write runs, so
 * the window also covers a write that commits while the GET is already on its way. The router
 * calls these only when a replica is configured.
 */
const windowMs = config.DATABASE_REPLICA_MAX_LAG_MS;
const markKey = (owner: Owner) => `${keyPrefix}:wrote:${owner.merchantId}:${owner.mode}`;

/** Before a write request's handler: fails (503, as a rate limit would) when Redis is away, before anything is written. */
export async function markWrite(owner: Owner): Promise<void> {
  await redis.set(markKey(owner), "1", "PX", windowMs);
}

/** Runs a lag-tolerant read on the replica unless the owner wrote within the window (or Redis cannot say). */
export async function runLagTolerantRead<T>(owner: Owner, read: () => Promise<T>): Promise<T> {
  let wroteRecently: boolean;
  try {
    wroteRecently = (await redis.exists(markKey(owner))) === 1;
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "cannot check the owner's last write; reading from the primary");
    wroteRecently = true;
  }
  return wroteRecently ? read() : readingFromReplica(read);
}
