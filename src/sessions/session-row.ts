import type { Mode } from "../auth/api-key-format.js";
import { query } from "../db/sql.js";
import { Prisma, type VerificationSession } from "../generated/prisma/client.js";
import { sessionColumns } from "./session-columns.js";

const SELECT_LIST = sessionColumns.list();
const readSession = sessionColumns.reader();

/**
 * The statement of findSessionRow. Columns are listed, not `*`: a prepared statement whose result
 * shape changes under it (a column added by a migration) would fail until the connection is replaced.
 */
export function findSessionRowStatement(merchantId: string, mode: Mode, id: string): Prisma.Sql {
  return Prisma.sql`
    SELECT ${SELECT_LIST}
      FROM verification_sessions WHERE id = ${id} AND merchant_id = ${merchantId} AND mode = ${mode}::"Mode"`;
}

/** One session of this merchant and mode, or null. The hottest read of the API (see docs/performance.md). */
export async function findSessionRow(merchantId: string, mode: Mode, id: string): Promise<VerificationSession | null> {
  const [row] = await query(findSessionRowStatement(merchantId, mode, id));
  return row ? readSession(row) : null;
}
