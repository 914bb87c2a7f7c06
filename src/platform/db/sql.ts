import { createHash } from "node:crypto";
import type { QueryResultRow } from "pg";
import type { Prisma } from "../generated/prisma/client.js";
import { namedStatements, pool } from "./client.js";
import { readerPool } from "./read-replica.js";

const statementNames = new Map<string, string>();

/** A stable name per statement text (their texts are fixed: values are always parameters), or none (client.ts). */
function statementName(text: string): string | undefined {
  if (!namedStatements) return undefined;
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pb_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs one `Prisma.sql` statement straight on the shared pool, without Prisma's query pipeline.
 * Only for the hottest single statements; everything else, and anything inside a transaction,
 * goes through Prisma. Straight to Postgres the statement is named, parsed once per pooled
 * connection; through a PgBouncer it is unnamed (parsed on each run, like Prisma's), which works
 * in transaction mode at any version (`namedStatements`, client.ts). A named statement keeps a
 * generic plan once Postgres finds it as cheap as the plans made for the values (these are key
 * lookups: test/query-budget.test.ts holds each to the same indexes either way), so it is
 * neither parsed nor planned again. Rows come back as node-postgres parses them: snake_case
 * columns, Date, parsed JSON, arrays.
 */
export async function query<Row extends QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  const { text } = statement;
  return (await pool.query<Row>({ name: statementName(text), text, values: statement.values as unknown[] })).rows;
}

/** query() for a read that tolerates replica lag: on the replica inside a lag-tolerant request (src/platform/db/read-replica.ts). */
export async function readQuery<Row extends QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  const { text } = statement;
  return (await readerPool().query<Row>({ name: statementName(text), text, values: statement.values as unknown[] })).rows;
}
