// Builds the database shape that `prisma migrate` would create from the DMMF, and lists every
// difference from a shape read out of Postgres (see db-catalog.ts). Unsupported schema features
// throw instead of being skipped, so the drift test never silently checks less than it claims.
import type { Datamodel, DmmfField, DmmfModel, ReferentialAction } from "./prisma-datamodel.js";

export interface SchemaSnapshot {
  /** enum type name -> labels in declaration order */
  enums: Map<string, string[]>;
  tables: Map<string, TableSnapshot>;
}

export interface TableSnapshot {
  /** pg_get_partkeydef() of a partitioned table, e.g. "RANGE (created_at)"; absent for a plain table */
  partitionKey?: string;
  columns: Map<string, ColumnSnapshot>;
  /** by index name; includes the primary key and unique indexes */
  indexes: Map<string, IndexSnapshot>;
  /** by constrained columns, e.g. "merchant_id" (Prisma's DMMF does not expose @relation(map:)) */
  foreignKeys: Map<string, ForeignKeySnapshot>;
}

export interface ColumnSnapshot {
  /** format_type() spelling, e.g. "timestamp(3) with time zone", "text[]"; enums as "enum Mode" */
  type: string;
  nullable: boolean;
  /** canonicalDefault() form, null when there is none */
  default: string | null;
}

export interface IndexSnapshot {
  kind: "primary key" | "unique" | "index";
  /** "column" or "column DESC", in key order */
  columns: string[];
  method: string;
  predicate: string | null;
}

export interface ForeignKeySnapshot {
  name: string;
  /** "table(column, ...)" */
  references: string;
  onDelete: string;
  onUpdate: string;
}

const POSTGRES_MAX_IDENTIFIER_BYTES = 63;

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Decimal: "numeric(65,30)",
  Boolean: "boolean",
  DateTime: "timestamp(3) without time zone",
  Json: "jsonb",
  Bytes: "bytea",
};

const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Text: () => "text",
  VarChar: ([n]) => (n ? `character varying(${n})` : "character varying"),
  Char: ([n]) => `character(${n ?? 1})`,
  Uuid: () => "uuid",
  SmallInt: () => "smallint",
  Integer: () => "integer",
  BigInt: () => "bigint",
  Real: () => "real",
  DoublePrecision: () => "double precision",
  Decimal: ([p, s]) => (p ? `numeric(${p},${s ?? 0})` : "numeric"),
  Boolean: () => "boolean",
  Date: () => "date",
  Timestamp: ([p]) => (p ? `timestamp(${p}) without time zone` : "timestamp without time zone"),
  Timestamptz: ([p]) => (p ? `timestamp(${p}) with time zone` : "timestamp with time zone"),
  Json: () => "json",
  JsonB: () => "jsonb",
  ByteA: () => "bytea",
};

const REFERENTIAL_ACTIONS: Record<ReferentialAction, string> = {
  Cascade: "CASCADE",
  Restrict: "RESTRICT",
  NoAction: "NO ACTION",
  SetNull: "SET NULL",
  SetDefault: "SET DEFAULT",
};

// Prisma Client fills these in; they leave no default in the database.
const CLIENT_SIDE_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid"]);

const NUMERIC_SCALARS = new Set(["Int", "BigInt", "Float", "Decimal"]);
const NUMERIC_COLUMN = /^(smallint|integer|bigint|real|double precision|numeric)\b/;

function unsupported(what: string): never {
  throw new Error(`schema-diff does not support ${what} yet; extend test/support/schema-diff.ts`);
}

export function expectedSchema(datamodel: Datamodel): SchemaSnapshot {
  const models = new Map(datamodel.models.map((model) => [model.name, model]));
  const enumNames = new Map(datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));
  const enumValueNames = new Map(
    datamodel.enums.map((e) => [e.name, new Map(e.values.map((v) => [v.name, v.dbName ?? v.name]))]),
  );
  const modelOf = (name: string): DmmfModel => models.get(name) ?? unsupported(`unknown model ${name}`);

  const enums = new Map(datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]));
  const tables = new Map<string, TableSnapshot>();

  for (const model of datamodel.models) {
    if (model.schema !== null && model.schema !== "public") unsupported(`multiSchema (${model.name})`);
    const columns = new Map<string, ColumnSnapshot>();
    for (const field of model.fields) {
      if (field.kind === "object") continue;
      if (field.kind === "unsupported") unsupported(`Unsupported("...") fields (${model.name}.${field.name})`);
      const base =
        field.kind === "enum"
          ? `enum ${enumNames.get(field.type) ?? field.type}`
          : field.nativeType
            ? nativeType(field.nativeType)
            : (SCALAR_TYPES[field.type] ?? unsupported(`the ${field.type} type`));
      columns.set(columnName(field), {
        type: field.isList ? `${base}[]` : base,
        // `prisma migrate` creates scalar lists without NOT NULL, whatever the field says.
        nullable: field.isList || !field.isRequired,
        default: expectedDefault(model, field, enumValueNames.get(field.type)),
      });
    }
    tables.set(tableName(model), { columns, indexes: new Map(), foreignKeys: new Map() });
  }

  for (const index of datamodel.indexes) {
    const model = modelOf(index.model);
    const table = tableName(model);
    if (index.type === "fulltext") unsupported("@@fulltext");
    if (index.where !== undefined) unsupported(`partial indexes (${model.name})`);
    const columns = index.fields.map((f) => {
      if (f.length !== undefined) unsupported(`index length (${model.name})`);
      if (f.operatorClass !== undefined && typeof f.operatorClass !== "string") unsupported(`raw index ops (${model.name})`);
      return columnName(fieldOf(model, f.name));
    });
    // `ops: JsonbPathOps` is Postgres' jsonb_path_ops.
    const opsOf = (i: number) => {
      const ops = index.fields[i]?.operatorClass as string | undefined;
      return ops ? ` ${ops.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()}` : "";
    };
    const kind = index.type === "id" ? "primary key" : index.type === "unique" ? "unique" : "index";
    const name =
      index.dbName ??
      (kind === "primary key"
        ? defaultName(table, "_pkey")
        : defaultName(`${table}_${columns.join("_")}`, kind === "unique" ? "_key" : "_idx"));
    tables.get(table)?.indexes.set(name, {
      kind,
      columns: columns.map((column, i) => `${column}${opsOf(i)}${index.fields[i]?.sortOrder === "desc" ? " DESC" : ""}`),
      method: (index.algorithm ?? "BTree").toLowerCase(),
      predicate: null,
    });
  }

  for (const model of datamodel.models) {
    for (const field of model.fields) {
      if (field.kind !== "object") continue;
      const from = field.relationFromFields ?? [];
      if (from.length === 0) {
        const target = modelOf(field.type);
        const back = target.fields.find((f) => f.relationName === field.relationName && f !== field);
        if (field.isList && back?.isList) unsupported(`implicit many-to-many relations (${field.relationName})`);
        continue;
      }
      const target = modelOf(field.type);
      const columns = from.map((name) => columnName(fieldOf(model, name)));
      const referenced = (field.relationToFields ?? []).map((name) => columnName(fieldOf(target, name)));
      const required = from.every((name) => fieldOf(model, name).isRequired);
      tables.get(tableName(model))?.foreignKeys.set(columns.join(", "), {
        name: defaultName(`${tableName(model)}_${columns.join("_")}`, "_fkey"),
        references: `${tableName(target)}(${referenced.join(", ")})`,
        onDelete: REFERENTIAL_ACTIONS[field.relationOnDelete ?? (required ? "Restrict" : "SetNull")],
        onUpdate: REFERENTIAL_ACTIONS[field.relationOnUpdate ?? "Cascade"],
      });
    }
  }

  return { enums, tables };
}

function tableName(model: DmmfModel): string {
  return model.dbName ?? model.name;
}

function columnName(field: DmmfField): string {
  return field.dbName ?? field.name;
}

function fieldOf(model: DmmfModel, name: string): DmmfField {
  return model.fields.find((f) => f.name === name) ?? unsupported(`unknown field ${model.name}.${name}`);
}

function nativeType([name, args]: [string, string[]]): string {
  const render = NATIVE_TYPES[name] ?? unsupported(`@db.${name}`);
  return render(args);
}

// Prisma's ConstraintNames: cut the name (at a character boundary) so name + suffix fits 63 bytes.
function defaultName(base: string, suffix: string): string {
  const limit = POSTGRES_MAX_IDENTIFIER_BYTES - suffix.length;
  let out = "";
  for (const char of base) {
    if (Buffer.byteLength(out + char) > limit) break;
    out += char;
  }
  return out + suffix;
}

function expectedDefault(
  model: DmmfModel,
  field: DmmfField,
  enumValues: Map<string, string> | undefined,
): string | null {
  const value = field.default;
  if (!field.hasDefaultValue || value === undefined) return null;
  const where = `${model.name}.${field.name}`;
  if (Array.isArray(value)) unsupported(`list defaults (${where})`);
  if (typeof value === "object") {
    if (value.name === "now") return "CURRENT_TIMESTAMP";
    if (value.name === "autoincrement") return "autoincrement()";
    if (value.name === "dbgenerated" && typeof value.args[0] === "string") return value.args[0];
    if (CLIENT_SIDE_DEFAULTS.has(value.name)) return null;
    unsupported(`@default(${value.name}()) (${where})`);
  }
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number" || NUMERIC_SCALARS.has(field.type)) return String(Number(value));
  if (field.kind === "enum") return quoteLiteral(enumValues?.get(value) ?? value);
  return quoteLiteral(value);
}

/**
 * Canonical form of a column default as pg_get_expr() prints it: `'x'::text` -> `'x'`,
 * `'-1'::integer` -> `-1`, `nextval(...)` -> `autoincrement()`; anything else verbatim.
 */
export function canonicalDefault(expression: string | null, columnType: string): string | null {
  if (expression === null) return null;
  if (expression.startsWith("nextval(")) return "autoincrement()";
  const numeric = NUMERIC_COLUMN.test(columnType);
  const literal = /^'((?:[^']|'')*)'::.+$/s.exec(expression);
  if (literal) {
    const value = (literal[1] ?? "").replaceAll("''", "'");
    return numeric ? String(Number(value)) : quoteLiteral(value);
  }
  if (numeric && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(expression)) return String(Number(expression));
  return expression;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * What the migrations make of tables Prisma cannot describe as partitioned (src/platform/partitions/):
 * each is partitioned by RANGE on its key; its primary key has the key appended (Postgres
 * requires it), and a unique index declaring exactly that (for Prisma's relations) is the
 * primary key itself; no foreign key references it (every partition drop would scan the
 * referencing rows: same-day partitions dropped together keep the references instead).
 */
export function withPartitionedTables(schema: SchemaSnapshot, partitioned: readonly { table: string; key: string }[]): SchemaSnapshot {
  const keys = new Map(partitioned.map((p) => [p.table, p.key]));
  const tables = new Map<string, TableSnapshot>();
  for (const [name, table] of schema.tables) {
    const key = keys.get(name);
    const indexes = new Map(table.indexes);
    if (key !== undefined) {
      const [pkName, pk] = [...indexes].find(([, index]) => index.kind === "primary key") ?? unsupported(`a partitioned table without a primary key (${name})`);
      const columns = pk.columns.includes(key) ? pk.columns : [...pk.columns, key];
      indexes.set(pkName, { ...pk, columns });
      for (const [indexName, index] of indexes) {
        if (index.kind === "unique" && index.columns.join(", ") === columns.join(", ")) indexes.delete(indexName);
      }
    }
    const foreignKeys = new Map([...table.foreignKeys].filter(([, fk]) => !keys.has(fk.references.slice(0, fk.references.indexOf("(")))));
    tables.set(name, { ...(key === undefined ? {} : { partitionKey: `RANGE (${key})` }), columns: table.columns, indexes, foreignKeys });
  }
  return { enums: schema.enums, tables };
}

/** The schema plus the expression indexes its migrations make and Prisma cannot declare (src/platform/db/expression-indexes.ts). */
export function withExpressionIndexes(schema: SchemaSnapshot, extra: readonly { table: string; name: string; index: Omit<IndexSnapshot, "columns"> & { columns: readonly string[] } }[]): SchemaSnapshot {
  const tables = new Map(schema.tables);
  for (const { table, name, index } of extra) {
    const found = tables.get(table) ?? unsupported(`an expression index on an unknown table (${table})`);
    tables.set(table, { ...found, indexes: new Map([...found.indexes, [name, { ...index, columns: [...index.columns] }]]) });
  }
  return { enums: schema.enums, tables };
}

/** Every difference between what schema.prisma declares and what the database has, one per line. */
export function diffSchemas(expected: SchemaSnapshot, actual: SchemaSnapshot): string[] {
  const out: string[] = [];
  diffMaps(out, expected.enums, actual.enums, (name) => `enum ${name}`, (label, e, a) => {
    if (e.join(", ") !== a.join(", ")) out.push(`${label}: values mismatch (schema: ${e.join(", ")}; database: ${a.join(", ")})`);
  });
  diffMaps(out, expected.tables, actual.tables, (name) => `table ${name}`, (label, e, a, table) => {
    if (e.partitionKey !== a.partitionKey) out.push(`${label}: partitioning mismatch (schema: ${show(e.partitionKey ?? null)}; database: ${show(a.partitionKey ?? null)})`);
    diffMaps(out, e.columns, a.columns, (c) => `column ${table}.${c}`, (label, ec, ac) => diffProps(out, label, ec, ac));
    diffMaps(out, e.indexes, a.indexes, (i) => `index ${i} on ${table}`, (label, ei, ai) => diffProps(out, label, ei, ai));
    diffMaps(out, e.foreignKeys, a.foreignKeys, (c) => `foreign key ${table}(${c})`, (label, ef, af) =>
      diffProps(out, label, ef, af),
    );
  });
  return out;
}

function diffMaps<T>(
  out: string[],
  expected: Map<string, T>,
  actual: Map<string, T>,
  label: (key: string) => string,
  compare: (label: string, expected: T, actual: T, key: string) => void,
): void {
  for (const [key, value] of expected) {
    const other = actual.get(key);
    if (other === undefined) out.push(`${label(key)}: missing in the database`);
    else compare(label(key), value, other, key);
  }
  for (const key of actual.keys()) {
    if (!expected.has(key)) out.push(`${label(key)}: in the database but not in schema.prisma`);
  }
}

function diffProps<T extends object>(out: string[], label: string, expected: T, actual: T): void {
  for (const prop of Object.keys(expected) as (keyof T & string)[]) {
    const [e, a] = [show(expected[prop]), show(actual[prop])];
    if (e !== a) out.push(`${label}: ${prop} mismatch (schema: ${e}; database: ${a})`);
  }
}

function show(value: unknown): string {
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return `(${value.join(", ")})`;
  return String(value);
}
