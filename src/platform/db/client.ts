import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.js";
import { config } from "../config.js";
import { logger } from "../logger.js";

/**
 * Whether sql.ts names its statements, so each pooled connection parses them once: straight to
 * Postgres it does (parsing them on every run cost the backend about 1.35x the CPU per session
 * read, docs/performance.md); through a PgBouncer (DIRECT_DATABASE_URL set) they stay unnamed.
 */
export const namedStatements = config.DATABASE_NAMED_STATEMENTS ?? !config.DIRECT_DATABASE_URL;

/** One connection pool per process, shared by Prisma and the hot-path statements in sql.ts. */
export const pool = new pg.Pool({
  connectionString: config.DATABASE_URL,
  max: config.DATABASE_POOL_SIZE,
  // How long a query may wait for a free pooled connection (or to connect) before it fails.
  connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
});
// An idle connection dropped by the server must not crash the process; the pool replaces it.
pool.on("error", (error) => logger.warn({ err: error.message }, "idle Postgres connection closed"));

export const prisma = new PrismaClient({
  adapter: new PrismaPg(pool),
  // Prisma's default is to give up on starting a transaction after 2 s; under a burst a worker
  // with many concurrent jobs legitimately waits longer for a pooled connection.
  transactionOptions: { maxWait: config.DATABASE_CONNECT_TIMEOUT_MS, timeout: 30_000 },
});

/**
 * The streaming read replica, when DATABASE_REPLICA_URL is set: only reached through reader()
 * and readQuery() inside a lag-tolerant request (src/platform/db/read-replica.ts).
 */
export const replicaPool = config.DATABASE_REPLICA_URL
  ? new pg.Pool({
      connectionString: config.DATABASE_REPLICA_URL,
      max: config.DATABASE_POOL_SIZE,
      connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
    })
  : undefined;
replicaPool?.on("error", (error) => logger.warn({ err: error.message }, "idle replica connection closed"));
export const replicaPrisma = replicaPool ? new PrismaClient({ adapter: new PrismaPg(replicaPool) }) : undefined;

export async function disconnectDb(): Promise<void> {
  await prisma.$disconnect();
  if (!pool.ended) await pool.end();
  await replicaPrisma?.$disconnect();
  if (replicaPool && !replicaPool.ended) await replicaPool.end();
}

export type Tx = Prisma.TransactionClient;
export type Db = typeof prisma | Tx;
export type { Prisma };
