import { Cluster, Redis, type RedisOptions } from "ioredis";
import { config } from "./config.js";
import { logger } from "./logger.js";

/**
 * Every Redis connection the service opens is built here, on the single Redis at REDIS_URL or,
 * when REDIS_CLUSTER_NODES is set, on a Redis Cluster (docs/redis.md). No other file knows which.
 */
export type RedisConnection = Redis | Cluster;

const seedNodes = config.REDIS_CLUSTER_NODES.map((node) => new URL(node));
const onCluster = seedNodes.length > 0;

// Credentials and TLS, the same for every node (config checks it).
const nodeAccess: RedisOptions = onCluster
  ? {
      username: decodeURIComponent(seedNodes[0]!.username) || undefined,
      password: decodeURIComponent(seedNodes[0]!.password) || undefined,
      tls: seedNodes[0]!.protocol === "rediss:" ? {} : undefined,
    }
  : {};

// Settings of the client as a whole on a cluster; the rest apply to each node's connection.
type ClientSettings = Pick<RedisOptions, "enableOfflineQueue" | "enableAutoPipelining" | "lazyConnect">;

function connect(options: RedisOptions): RedisConnection {
  if (!onCluster) return new Redis(config.REDIS_URL, options);
  const { enableOfflineQueue, enableAutoPipelining, lazyConnect, ...perNode } = options;
  const client: ClientSettings = { enableOfflineQueue, enableAutoPipelining, lazyConnect };
  return new Cluster(
    seedNodes.map((url) => ({ host: url.hostname, port: Number(url.port) })),
    {
      ...Object.fromEntries(Object.entries(client).filter(([, value]) => value !== undefined)),
      // Managed clusters announce nodes by IP while their TLS certificates name the endpoint:
      // connect to the addresses as given rather than re-resolving them.
      dnsLookup: (address, callback) => callback(null, address),
      redisOptions: { ...nodeAccess, ...perNode },
    },
  );
}

/**
 * Connection for request-path commands (rate limits, login throttling, readiness).
 * It fails fast instead of queueing commands while Redis is away, so requests answer 503
 * at once rather than hanging.
 */
export const redis: RedisConnection = connect({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  lazyConnect: false,
});

/**
 * Prefix of the service's own keys (rate limits, throttles): QUEUE_PREFIX without its hash-tag
 * braces. On a cluster these keys then spread over every shard by their own names instead of
 * joining the queues' slot; none of our commands or scripts touches two keys at once.
 */
export const keyPrefix = config.QUEUE_PREFIX.replace(/[{}]/g, "");

/** Logs each distinct connection error once per outage (ioredis repeats it on every reconnect). */
export function reportConnectionErrors<T extends RedisConnection>(connection: T, name: string): T {
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

/**
 * A worker's connection. BullMQ needs maxRetriesPerRequest: null on it (on a cluster, in each
 * node's options), duplicates it for its blocking commands and closes the duplicate itself;
 * the caller closes this one after the worker.
 */
export function createWorkerConnection(): RedisConnection {
  return connect({
    maxRetriesPerRequest: null,
    // BullMQ's own pacing for connections it creates: 1 s to 20 s. (A cluster client ignores it
    // per node and reconnects the cluster as a whole.)
    retryStrategy: (times) => Math.max(Math.min(Math.exp(times), 20_000), 1_000),
  });
}

/** Queue producers fail fast, like the request-path connection. */
export function createProducerConnection(): RedisConnection {
  return reportConnectionErrors(
    connect({
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

export interface SubscriptionHandlers {
  onMessage: (message: string) => void;
  /** The subscription is (again) in place: from now on every message arrives. */
  onSubscribed: () => void;
  /** The subscription dropped: messages published until the next onSubscribed are lost. */
  onLost: () => void;
}

/**
 * Subscribes to one channel until closed. On a cluster a PUBLISH reaches every node, so one
 * node's connection hears every message; when that node stays unreachable the subscription
 * moves to another node of the cluster (onLost, then onSubscribed again).
 */
export function subscribe(channel: string, name: string, handlers: SubscriptionHandlers): { close: () => void } {
  let connection: Redis | undefined;
  let closed = false;
  let nextNode = 0;
  const open = () => {
    connection = reportConnectionErrors(
      onCluster
        ? new Redis({ ...nodeAccess, ...subscriberNode(nextNode++), maxRetriesPerRequest: null, retryStrategy: (times) => (times > 3 ? null : 250 * times) })
        : new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
      name,
    );
    const current = connection;
    current.on("ready", () => {
      current.subscribe(channel).then(handlers.onSubscribed, (error: Error) => logger.warn({ connection: name, err: error.message }, "redis subscribe failed"));
    });
    current.on("close", handlers.onLost);
    current.on("message", (_channel: string, message: string) => handlers.onMessage(message));
    current.on("end", () => {
      if (!closed && current === connection) setTimeout(() => !closed && open(), 500).unref();
    });
  };
  open();
  return {
    close: () => {
      closed = true;
      connection?.disconnect();
    },
  };
}

/** The n-th node (round robin) among the cluster's live nodes, or its seed nodes before any is known. */
function subscriberNode(n: number): { host: string; port: number } {
  const live = (redis as Cluster).nodes("all").map((node) => ({ host: node.options.host!, port: node.options.port! }));
  const candidates = live.length > 0 ? live : seedNodes.map((url) => ({ host: url.hostname, port: Number(url.port) }));
  return candidates[n % candidates.length]!;
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
