import { createServer, type Server } from "node:net";
import { once } from "node:events";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "../generated/prisma/client.js";
import { isUnavailableError } from "./unavailable.js";

/** One field of a Postgres ErrorResponse: its type byte, then a NUL-terminated string. */
const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(value), Buffer.from([0])]);

/**
 * A Postgres in crash recovery, on the wire: it reads the startup message and answers FATAL 57P03
 * "the database system is not yet accepting connections", as a restarted server does until its
 * recovery is over (what the chaos suite's Postgres restart produces).
 */
function recoveringPostgres(): Server {
  const fields = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", "57P03"),
    field("M", "the database system is not yet accepting connections"),
    field("D", "Consistent recovery state has not been yet reached."),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  const errorResponse = Buffer.concat([Buffer.from("E"), length, fields]);
  return createServer((socket) => {
    socket.once("data", () => socket.end(errorResponse));
    socket.on("error", () => socket.destroy());
  });
}

let server: Server;
let pool: pg.Pool;
let prisma: PrismaClient;

beforeAll(async () => {
  server = recoveringPostgres().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  pool = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${port}/proofbase`, max: 1 });
  pool.on("error", () => undefined);
  prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
});
afterAll(async () => {
  await prisma.$disconnect();
  await pool.end().catch(() => undefined);
  server.close();
});

const failureOf = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error);

describe("isUnavailableError: a Postgres that is starting up (57P03)", () => {
  it("is unavailable when seen through Prisma's driver adapter (a P2039 wrapping the adapter's error)", async () => {
    const error = await failureOf(prisma.merchant.findFirst());
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain("57P03");
    expect(isUnavailableError(error)).toBe(true);
  });

  it("is unavailable when seen through the pool (the hot-path statements)", async () => {
    const error = await failureOf(pool.query("SELECT 1"));
    expect((error as { code?: string }).code).toBe("57P03");
    expect(isUnavailableError(error)).toBe(true);
  });

  it("a query error is not an outage", () => {
    expect(isUnavailableError(Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }))).toBe(false);
    expect(isUnavailableError({ meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "23505" } } } })).toBe(false);
  });

  it("is unavailable when a transaction cannot get a connection in time (every pooled connection busy)", async () => {
    const busy = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1 }) });
    try {
      let release!: () => void;
      let started!: () => void;
      const holdsTheConnection = new Promise<void>((resolve) => (started = resolve));
      const holding = busy.$transaction(
        () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
        { maxWait: 30_000, timeout: 30_000 },
      );
      await holdsTheConnection;
      const error = await failureOf(busy.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 }));
      release();
      await holding;
      expect((error as { code?: string }).code).toBe("P2028");
      expect(isUnavailableError(error)).toBe(true);
    } finally {
      await busy.$disconnect();
    }
  });
});
