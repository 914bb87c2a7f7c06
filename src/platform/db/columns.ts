import { Prisma } from "../generated/prisma/client.js";

/** Every field of the row, each with its column name. */
type ColumnNames<Row> = { readonly [K in keyof Row]-?: string };

/**
 * One table's columns, named once: each field of its row type (camelCase, as Prisma names it)
 * with its snake_case column. The raw hot-path statements (src/platform/db/sql.ts) take their column
 * lists from here and map rows back with it, so a renamed column is one edit here, and
 * test/hot-statements.test.ts prepares every such statement against the migrated schema.
 * Column names are fixed identifiers from code, never input, so they go into the text as is.
 */
export class TableColumns<Row> {
  readonly fields: readonly (keyof Row & string)[];

  constructor(
    readonly table: string,
    private readonly names: ColumnNames<Row>,
  ) {
    this.fields = Object.keys(names) as (keyof Row & string)[];
  }

  column(field: keyof Row): string {
    return this.names[field];
  }

  /** `col, col, ...` (or `alias.col, ...`), for INSERT and SELECT lists. */
  list(fields: readonly (keyof Row)[] = this.fields, alias?: string): Prisma.Sql {
    return Prisma.raw(fields.map((f) => (alias ? `${alias}.${this.names[f]}` : this.names[f])).join(", "));
  }

  /**
   * `col AS "field", ...`: a SELECT list whose rows node-postgres already returns with the
   * row type's field names, so a hot read needs no mapping pass (and no second object per row).
   */
  selectFields(fields: readonly (keyof Row & string)[] = this.fields): Prisma.Sql {
    return Prisma.raw(fields.map((f) => `${this.names[f]} AS "${f}"`).join(", "));
  }

  /** `alias.col AS alias__col, ...`: a SELECT list that keeps apart the columns of joined tables; read back with `reader(fields, alias)`. */
  selectAs(alias: string, fields: readonly (keyof Row)[] = this.fields): Prisma.Sql {
    return Prisma.raw(fields.map((f) => `${alias}.${this.names[f]} AS ${alias}__${this.names[f]}`).join(", "));
  }

  /** `col = source.col, ...`, for UPDATE ... SET from a row source. */
  assignFrom(source: string, fields: readonly (keyof Row)[]): Prisma.Sql {
    return Prisma.raw(fields.map((f) => `${this.names[f]} = ${source}.${this.names[f]}`).join(", "));
  }

  /**
   * The fields as a snake_case record, for a JSON batch read with
   * `jsonb_populate_recordset(NULL::table, $json)` (the column types then come from the table itself).
   */
  toRecord<F extends keyof Row>(row: { readonly [K in F]: unknown }, fields: readonly F[]): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    for (const f of fields) record[this.names[f]] = row[f];
    return record;
  }

  /**
   * A function that turns a row as node-postgres returns it (snake_case columns, or `alias__col`
   * from selectAs) back into the fields. Make it once per statement, not per row.
   */
  reader<F extends keyof Row = keyof Row>(fields: readonly F[] = this.fields as readonly F[], alias?: string): (row: Record<string, unknown>) => Pick<Row, F> {
    const pairs = fields.map((f) => [f, alias ? `${alias}__${this.names[f]}` : this.names[f]] as const);
    return (row) => {
      const out = {} as Pick<Row, F>;
      for (const [field, key] of pairs) out[field] = row[key] as Row[F];
      return out;
    };
  }
}

/** `tableColumns<Row>()(table, { field: "column", ... })`: the map must name every field of Row. */
export const tableColumns =
  <Row>() =>
  (table: string, names: ColumnNames<Row>): TableColumns<Row> =>
    new TableColumns<Row>(table, names);
