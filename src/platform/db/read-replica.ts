import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import { pool, prisma, replicaPool, replicaPrisma } from "./client.js";

const lagTolerant = new AsyncLocalStorage<true>();

/** Whether DATABASE_REPLICA_URL is set. */
export const hasReadReplica = replicaPrisma !== undefined;

/**
 * Runs `work` with reader() and readQuery() on the read replica: for a request whose reads may
 * be a little behind the primary (the router decides: src/http/replica-reads.ts). Without a
 * replica it just runs `work`.
 */
export function readingFromReplica<T>(work: () => Promise<T>): Promise<T> {
  return hasReadReplica ? lagTolerant.run(true, work) : work();
}

/**
 * The Prisma client for a read that tolerates replica lag: the replica inside
 * readingFromReplica, the primary everywhere else (writes, workers, the API-key lookup).
 */
export function reader(): typeof prisma {
  return replicaPrisma && lagTolerant.getStore() ? replicaPrisma : prisma;
}

/** The pool behind reader(), for readQuery() (src/platform/db/sql.ts). */
export function readerPool(): pg.Pool {
  return replicaPool && lagTolerant.getStore() ? replicaPool : pool;
}
