import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.js";
import { config } from "../config.js";

export const prisma = new PrismaClient({
  adapter: new PrismaPg({
    connectionString: config.DATABASE_URL,
    max: config.DATABASE_POOL_SIZE,
    // How long a query may wait for a free pooled connection (or to connect) before it fails.
    connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
  }),
  // Prisma's default is to give up on starting a transaction after 2 s; under a burst a worker
  // with many concurrent jobs legitimately waits longer for a pooled connection.
  transactionOptions: { maxWait: config.DATABASE_CONNECT_TIMEOUT_MS, timeout: 30_000 },
});

export type Tx = Prisma.TransactionClient;
export type Db = typeof prisma | Tx;
export type { Prisma };
