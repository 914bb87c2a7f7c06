import { pool } from "../db/client.js";
import { currentKey } from "./key-ring.js";
import { sealedKeyId, seal, unseal } from "./sealed-box.js";
import { SEALED_COLUMNS, sealedColumnName, type SealedColumn } from "./sealed-columns.js";

// Identifiers come from SEALED_COLUMNS, never from input; values are always parameters.
const ident = (name: string) => `"${name}"`;
const readOf = (c: SealedColumn) => (c.jsonKey ? `${ident(c.column)} ->> '${c.jsonKey}'` : ident(c.column));
const keyList = (c: SealedColumn, alias = "") => c.key.map((k) => `${alias}${ident(k)}::text`).join(", ");

interface SealedRow {
  key: string[];
  sealed: string;
}

async function readBatch(c: SealedColumn, after: string[] | null, limit: number, skipPrefix: string | null): Promise<SealedRow[]> {
  const values: unknown[] = [limit];
  const where = [`${readOf(c)} IS NOT NULL`];
  if (skipPrefix) {
    values.push(skipPrefix);
    where.push(`left(${readOf(c)}, length($${values.length})) <> $${values.length}`);
  }
  if (after) {
    const params = after.map((v) => (values.push(v), `$${values.length}`));
    where.push(`(${keyList(c)}) > (${params.join(", ")})`);
  }
  const { rows } = await pool.query<{ k: string[]; sealed: string }>({
    text: `SELECT ARRAY[${keyList(c)}] AS k, ${readOf(c)} AS sealed FROM ${ident(c.table)} WHERE ${where.join(" AND ")} ORDER BY ${keyList(c)} LIMIT $1`,
    values,
  });
  return rows.map((r) => ({ key: r.k, sealed: r.sealed }));
}

function openOrExplain(c: SealedColumn, row: SealedRow): string {
  try {
    return unseal(c.purpose, row.sealed);
  } catch (error) {
    throw new Error(`${sealedColumnName(c)} of row (${row.key.join(", ")}): ${(error as Error).message}`, { cause: error });
  }
}

/** One batch written in one statement, each row guarded on the value read: a concurrent change wins. */
async function writeBatch(c: SealedColumn, rows: SealedRow[], resealed: string[]): Promise<number> {
  const values: unknown[] = [rows.map((r) => r.sealed), resealed];
  const keyColumns = c.key.map((k, i) => (values.push(rows.map((r) => r.key[i])), `unnest($${values.length}::text[]) AS k${i}`));
  const set = c.jsonKey ? `${ident(c.column)} = jsonb_set(t.${ident(c.column)}, '{${c.jsonKey}}', to_jsonb(v.resealed))` : `${ident(c.column)} = v.resealed`;
  const matches = c.key.map((k, i) => `t.${ident(k)}::text = v.k${i}`).join(" AND ");
  const result = await pool.query({
    text: `UPDATE ${ident(c.table)} AS t SET ${set}
           FROM (SELECT unnest($1::text[]) AS old, unnest($2::text[]) AS resealed, ${keyColumns.join(", ")}) AS v
           WHERE ${matches} AND ${readOf(c).replace(ident(c.column), `t.${ident(c.column)}`)} = v.old`,
    values,
  });
  return result.rowCount ?? 0;
}

export interface ColumnRotation {
  column: string;
  resealed: number;
}

/**
 * Seals every stored sealed value again under the ring's current key, in keyset batches that
 * each commit on their own. What already names the current key is skipped, so a run that was
 * stopped resumes where it was, and a second run finds nothing to do.
 */
export async function rotateSealedValues(options: { batchSize: number; onBatch?: (column: string, resealedSoFar: number) => void }): Promise<ColumnRotation[]> {
  const prefix = `v2.${currentKey().id}.`;
  const report: ColumnRotation[] = [];
  for (const c of SEALED_COLUMNS) {
    let resealed = 0;
    let after: string[] | null = null;
    for (;;) {
      const rows = await readBatch(c, after, options.batchSize, prefix);
      if (rows.length === 0) break;
      resealed += await writeBatch(c, rows, rows.map((row) => seal(c.purpose, openOrExplain(c, row))));
      after = rows[rows.length - 1]!.key;
      options.onBatch?.(sealedColumnName(c), resealed);
    }
    report.push({ column: sealedColumnName(c), resealed });
  }
  return report;
}

export interface ColumnCheck {
  column: string;
  /** Values per key id that sealed them (`v1`: sealed before values named their key). */
  byKey: Record<string, number>;
  /** Values no key of the ring opens. */
  unreadable: number;
}

/** Opens every stored sealed value with the ring: what each column holds per key, and what no key opens. */
export async function checkSealedValues(options: { batchSize: number }): Promise<ColumnCheck[]> {
  const report: ColumnCheck[] = [];
  for (const c of SEALED_COLUMNS) {
    const check: ColumnCheck = { column: sealedColumnName(c), byKey: {}, unreadable: 0 };
    let after: string[] | null = null;
    for (;;) {
      const rows = await readBatch(c, after, options.batchSize, null);
      if (rows.length === 0) break;
      for (const row of rows) {
        const id = sealedKeyId(row.sealed) ?? "v1";
        check.byKey[id] = (check.byKey[id] ?? 0) + 1;
        try {
          unseal(c.purpose, row.sealed);
        } catch {
          check.unreadable += 1; // counted and reported: the check's whole point
        }
      }
      after = rows[rows.length - 1]!.key;
    }
    report.push(check);
  }
  return report;
}
