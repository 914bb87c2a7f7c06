// Reads the shape of the connection's current schema (normally `public`) from pg_catalog,
// in the same form expectedSchema() produces. The migration bookkeeping table is left out, and so
// are the partitions of partitioned tables (their parent stands for them, with its partition key).
import type pg from "pg";
import { canonicalDefault, type SchemaSnapshot, type TableSnapshot } from "./schema-diff.js";

const BOOKKEEPING_TABLE = "_prisma_migrations";

const ACTIONS: Record<string, string> = {
  a: "NO ACTION",
  r: "RESTRICT",
  c: "CASCADE",
  n: "SET NULL",
  d: "SET DEFAULT",
};

const ENUMS = `
SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
  FROM pg_type t
  JOIN pg_enum e ON e.enumtypid = t.oid
 WHERE t.typnamespace = current_schema()::regnamespace
 GROUP BY t.typname`;

const TABLES = `
SELECT c.relname::text AS name, CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS partition_key
  FROM pg_class c
 WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> $1`;

const COLUMNS = `
SELECT c.relname::text AS table_name,
       a.attname::text AS column_name,
       CASE WHEN t.typtype = 'e' THEN 'enum ' || t.typname
            WHEN et.typtype = 'e' THEN 'enum ' || et.typname || '[]'
            ELSE format_type(a.atttypid, a.atttypmod) END AS type,
       NOT a.attnotnull AS nullable,
       CASE WHEN a.attidentity <> '' THEN 'GENERATED AS IDENTITY'
            WHEN a.attgenerated <> '' THEN 'GENERATED ALWAYS AS ' || pg_get_expr(d.adbin, d.adrelid)
            ELSE pg_get_expr(d.adbin, d.adrelid) END AS default_expr
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_type t ON t.oid = a.atttypid
  LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> $1
   AND a.attnum > 0 AND NOT a.attisdropped
 ORDER BY c.relname, a.attnum`;

// Key columns only (INCLUDE columns are not part of a Prisma index); expressions show as
// "(expression)"; a column's operator class follows its name when it is not the type's default.
const INDEXES = `
SELECT tc.relname::text AS table_name,
       ic.relname::text AS index_name,
       CASE WHEN ix.indisprimary THEN 'primary key' WHEN ix.indisunique THEN 'unique' ELSE 'index' END AS kind,
       am.amname::text AS method,
       pg_get_expr(ix.indpred, ix.indrelid) AS predicate,
       ARRAY(
         SELECT COALESCE(a.attname::text, '(expression)')
                || CASE WHEN opc.opcdefault THEN '' ELSE ' ' || opc.opcname::text END
                || CASE WHEN pg_index_column_has_property(ix.indexrelid, k.ord::int, 'desc') THEN ' DESC' ELSE '' END
           FROM unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
           LEFT JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum
           LEFT JOIN pg_opclass opc ON opc.oid = ix.indclass[k.ord - 1]
          WHERE k.ord <= ix.indnkeyatts
          ORDER BY k.ord
       ) AS columns
  FROM pg_index ix
  JOIN pg_class ic ON ic.oid = ix.indexrelid
  JOIN pg_class tc ON tc.oid = ix.indrelid
  JOIN pg_am am ON am.oid = ic.relam
 WHERE tc.relnamespace = current_schema()::regnamespace AND tc.relkind IN ('r', 'p') AND NOT tc.relispartition AND tc.relname <> $1`;

const FOREIGN_KEYS = `
SELECT tc.relname::text AS table_name,
       con.conname::text AS name,
       rc.relname::text AS referenced_table,
       ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
       ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS referenced,
       con.confdeltype AS on_delete,
       con.confupdtype AS on_update
  FROM pg_constraint con
  JOIN pg_class tc ON tc.oid = con.conrelid
  JOIN pg_class rc ON rc.oid = con.confrelid
 WHERE con.contype = 'f' AND tc.relnamespace = current_schema()::regnamespace AND tc.relkind IN ('r', 'p') AND NOT tc.relispartition
   AND con.conparentid = 0`;

export async function readDatabaseSchema(client: pg.Client): Promise<SchemaSnapshot> {
  const enums = await client.query<{ name: string; labels: string[] }>(ENUMS);
  const tableRows = await client.query<{ name: string; partition_key: string | null }>(TABLES, [BOOKKEEPING_TABLE]);
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    type: string;
    nullable: boolean;
    default_expr: string | null;
  }>(COLUMNS, [BOOKKEEPING_TABLE]);
  const indexes = await client.query<{
    table_name: string;
    index_name: string;
    kind: "primary key" | "unique" | "index";
    method: string;
    predicate: string | null;
    columns: string[];
  }>(INDEXES, [BOOKKEEPING_TABLE]);
  const foreignKeys = await client.query<{
    table_name: string;
    name: string;
    referenced_table: string;
    columns: string[];
    referenced: string[];
    on_delete: string;
    on_update: string;
  }>(FOREIGN_KEYS);

  const tables = new Map<string, TableSnapshot>(
    tableRows.rows.map((row) => [
      row.name,
      { ...(row.partition_key === null ? {} : { partitionKey: row.partition_key }), columns: new Map(), indexes: new Map(), foreignKeys: new Map() },
    ]),
  );
  const tableOf = (name: string): TableSnapshot => {
    const table = tables.get(name);
    if (!table) throw new Error(`internal: ${name} has columns or indexes but was not listed as a table`);
    return table;
  };

  for (const row of columns.rows) {
    tableOf(row.table_name).columns.set(row.column_name, {
      type: row.type,
      nullable: row.nullable,
      default: canonicalDefault(row.default_expr, row.type),
    });
  }
  for (const row of indexes.rows) {
    tableOf(row.table_name).indexes.set(row.index_name, {
      kind: row.kind,
      columns: row.columns,
      method: row.method,
      predicate: row.predicate,
    });
  }
  for (const row of foreignKeys.rows) {
    tableOf(row.table_name).foreignKeys.set(row.columns.join(", "), {
      name: row.name,
      references: `${row.referenced_table}(${row.referenced.join(", ")})`,
      onDelete: ACTIONS[row.on_delete] ?? row.on_delete,
      onUpdate: ACTIONS[row.on_update] ?? row.on_update,
    });
  }

  return { enums: new Map(enums.rows.map((row) => [row.name, row.labels])), tables };
}
