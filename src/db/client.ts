import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.js";
import { config } from "../config.js";

export const prisma = new PrismaClient({
  adapter: new PrismaPg({
    connectionString: config.DATABASE_URL,
    max: config.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  }),
});

export type Tx = Prisma.TransactionClient;
export type Db = typeof prisma | Tx;
export type { Prisma };
