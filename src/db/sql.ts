import { createHash } from "node:crypto";
import type { QueryResultRow } from "pg";
import type { Prisma } from "../generated/prisma/client.js";
import { pool } from "./client.js";

const statementNames = new Map<string, string>();

/** A stable name per statement text, so each pooled connection parses it once (plans: src/db/client.ts). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `pb_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs one `Prisma.sql` statement straight on the shared pool, without Prisma's query pipeline,
 * as a named prepared statement. Only for the hottest single statements, whose text is fixed
 * (values are always parameters), so the set of names stays small; everything else, and
 * anything inside a transaction, goes through Prisma. Rows come back as node-postgres parses
 * them: snake_case columns, Date, parsed JSON, arrays.
 */
export async function query<Row extends QueryResultRow>(statement: Prisma.Sql): Promise<Row[]> {
  const { text } = statement;
  return (await pool.query<Row>({ name: statementName(text), text, values: statement.values as unknown[] })).rows;
}
