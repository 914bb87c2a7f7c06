import type { QueryResultRow } from "pg";
import type { Prisma } from "../generated/prisma/client.js";
import { pool } from "./client.js";
import { readerPool } from "./read-replica.js";

/**
 * Runs one `Prisma.sql` statement straight on the shared pool, without Prisma's query pipeline.
 * Only for the hottest single statements; everything else, and anything inside a transaction,
 * goes through Prisma. The statement is unnamed (parsed and planned for its values on each run),
 * like Prisma's, so it works through PgBouncer in transaction mode at any version. Rows come back
 * as node-postgres parses them: snake_case columns, Date, parsed JSON, arrays.
 */
export async function query<Row extends QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  return (await pool.query<Row>({ text: statement.text, values: statement.values as unknown[] })).rows;
}

/** query() for a read that tolerates replica lag: on the replica inside a lag-tolerant request (src/db/read-replica.ts). */
export async function readQuery<Row extends QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  return (await readerPool().query<Row>({ text: statement.text, values: statement.values as unknown[] })).rows;
}
