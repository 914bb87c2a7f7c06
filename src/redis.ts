import { Redis } from "ioredis";
import { config } from "./config.js";
import { logger } from "./logger.js";

/**
 * Connection for request-path commands (rate limits, login throttling, readiness).
 * It fails fast instead of queueing commands while Redis is away, so requests answer 503
 * at once rather than hanging.
 */
export const redis = new Redis(config.REDIS_URL, {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  lazyConnect: false,
});

/** Logs each distinct connection error once per outage (ioredis repeats it on every reconnect). */
export function reportConnectionErrors(connection: Redis, name: string): Redis {
  let last = "";
  connection.on("error", (error: Error) => {
    if (error.message === last) return;
    last = error.message;
    logger.warn({ connection: name, err: error.message }, "redis connection error");
  });
  connection.on("ready", () => {
    if (last) logger.info({ connection: name }, "redis connection restored");
    last = "";
  });
  return connection;
}
reportConnectionErrors(redis, "requests");

/** Options for BullMQ connections. Workers need maxRetriesPerRequest: null (BullMQ requirement). */
export const workerConnectionOptions = { url: config.REDIS_URL, maxRetriesPerRequest: null };

/** Queue producers fail fast, like the request-path connection. */
export function createProducerConnection(): Redis {
  return reportConnectionErrors(
    new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2_000,
      // Jobs enqueued in the same tick (a session's sandbox and expiry jobs, a fan-out's
      // deliveries across queues) share one round trip.
      enableAutoPipelining: true,
    }),
    "queue-producer",
  );
}

export async function waitForRedis(timeoutMs = 10_000): Promise<void> {
  if (redis.status === "ready") return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Redis did not become ready")), timeoutMs);
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
