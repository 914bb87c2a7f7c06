// The migration lint's rules (docs/database.md, "Rules for a migration"): every migration after
// the baseline must be safe to run while the previous release serves traffic (expand/contract,
// contract section 18). It reads each statement of each migration in name order, tracking the
// tables that exist before each migration; DDL on a table the same migration created is free.
import { isNoTransaction } from "../../src/platform/db/migrate.js";
import { splitStatements, stripComments } from "../../src/platform/db/sql-statements.js";

export interface Migration {
  name: string;
  sql: string;
}

export type Rule =
  | "blocking-index"
  | "no-transaction-marker"
  | "no-transaction-statement"
  | "volatile-default"
  | "not-null-without-default"
  | "inline-constraint"
  | "set-not-null"
  | "type-change"
  | "rename"
  | "drop"
  | "constraint-not-valid"
  | "constraint-index"
  | "rewrite";

export interface Violation {
  migration: string;
  statement: string;
  rule: Rule;
  message: string;
}

export interface LintOptions {
  /** Migrations up to and including this name are only read (for the tables they create), not linted. */
  baseline: string;
  /** Released versions: a drop's `-- proofbase: unread-since v<version>` must name one of them. */
  releasedVersions: readonly string[];
}

export const UNREAD_SINCE_MARKER = /--\s*proofbase:\s*unread-since\s+v?(\d+\.\d+\.\d+)\b/i;

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const QNAME = String.raw`(?:${IDENT}\s*\.\s*)?${IDENT}`;
const re = (source: string, flags = "i") => new RegExp(source, flags);

const CREATE_TABLE = re(String.raw`^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(${QNAME})`);
const CREATE_INDEX = re(String.raw`^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?:${QNAME}\s+)?ON\s+(ONLY\s+)?(${QNAME})`);
const ALTER_TABLE = re(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${QNAME})\s+([\s\S]*)$`);
const DROP_TABLE = re(String.raw`^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([\s\S]*?)(?:\s+(?:CASCADE|RESTRICT))?$`);
const REWRITES = /^(?:VACUUM\s+(?:\(\s*)?FULL|CLUSTER\b|LOCK\s+(?:TABLE\s+)?|REINDEX\b(?![\s\S]*\bCONCURRENTLY\b))/i;
// What a no-transaction migration may hold: statements that are idempotent (it reruns from the top).
const NO_TRANSACTION_STATEMENTS = [
  /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s/i,
  /^DROP\s+INDEX\s+CONCURRENTLY\s+IF\s+EXISTS\s/i,
  /^REINDEX\s+(?:\([^)]*\)\s*)?(?:INDEX|TABLE)\s+CONCURRENTLY\s/i,
  re(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${QNAME}\s+VALIDATE\s+CONSTRAINT\s+${IDENT}$`),
  /^ANALYZE\b/i,
];

/** A table name as Postgres stores it: the last part, unquoted, or folded to lower case. */
function tableName(raw: string): string {
  const parts = raw.match(new RegExp(IDENT, "g")) ?? [raw];
  const last = parts[parts.length - 1]!;
  return last.startsWith('"') ? last.slice(1, -1).replaceAll('""', '"') : last.toLowerCase();
}

/** Splits on commas outside parentheses, brackets and quotes (ALTER TABLE's action list). */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * A default Postgres evaluates once and stores in the catalog (no table rewrite, PG 11+): literals,
 * casts of literals, and the transaction's timestamp. Any other function call may be volatile
 * (random(), gen_random_uuid(), clock_timestamp(), nextval(), pb_new_id()) and rewrites the table.
 */
function isConstantDefault(expression: string): boolean {
  const simplified = expression
    .replace(/[eE]?'(?:[^']|'')*'/g, " 'x' ")
    .replace(/::\s*(?:"[^"]+"|[A-Za-z_][\w]*(?:\s+(?:precision|varying|with(?:out)?\s+time\s+zone))?)(?:\s*\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\s*\[\])*/gi, " ");
  const safe = /^(?:\s+|'x'|[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?|TRUE|FALSE|NULL|CURRENT_TIMESTAMP(?:\s*\(\s*\d\s*\))?|CURRENT_DATE|LOCALTIMESTAMP|now\s*\(\s*\)|ARRAY\s*\[|\]|,|\(|\))*$/i;
  return safe.test(simplified);
}

/** The expression after DEFAULT, up to the next column constraint. */
function defaultExpression(definition: string): string | undefined {
  const match = /\bDEFAULT\s+([\s\S]*?)(?=\s+(?:NOT\s+NULL|NULL|CHECK|REFERENCES|CONSTRAINT|UNIQUE|PRIMARY\s+KEY|GENERATED|COLLATE)\b|$)/i.exec(definition);
  return match?.[1];
}

export function lintMigrations(migrations: readonly Migration[], options: LintOptions): Violation[] {
  const violations: Violation[] = [];
  const tables = new Set<string>();
  /** table.column pairs a validated CHECK ("column" IS NOT NULL) proves not null. */
  const provenNotNull = new Set<string>();
  /** NOT VALID checks of the form ("column" IS NOT NULL), by table.constraint, until validated. */
  const pendingNotNullChecks = new Map<string, string>();

  for (const migration of [...migrations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const linted = migration.name > options.baseline;
    const existing = new Set(tables); // as they were before this migration
    const noTransaction = isNoTransaction(migration.sql);
    for (const statement of splitStatements(migration.sql)) {
      const sql = stripComments(statement).replace(/\s+/g, " ").trim();
      const summary = sql.length > 120 ? `${sql.slice(0, 117)}...` : sql;
      const flag = (rule: Rule, message: string) => {
        if (linted) violations.push({ migration: migration.name, statement: summary, rule, message });
      };
      const isExisting = (raw: string) => existing.has(tableName(raw));

      if (noTransaction && !NO_TRANSACTION_STATEMENTS.some((pattern) => pattern.test(sql))) {
        flag("no-transaction-statement", "a no-transaction migration reruns from its first statement after a failure: it may hold only CREATE INDEX CONCURRENTLY IF NOT EXISTS, DROP INDEX CONCURRENTLY IF EXISTS, REINDEX ... CONCURRENTLY, VALIDATE CONSTRAINT and ANALYZE");
      }

      let match: RegExpExecArray | null;
      if ((match = CREATE_TABLE.exec(sql))) {
        tables.add(tableName(match[1]!));
      } else if ((match = CREATE_INDEX.exec(sql))) {
        const [, concurrently, only, table] = match;
        if (concurrently && !noTransaction) {
          flag("no-transaction-marker", "CREATE INDEX CONCURRENTLY cannot run in a transaction: start the migration with the line `-- proofbase: no-transaction` and put nothing else in it");
        } else if (!concurrently && !only && isExisting(table!)) {
          flag("blocking-index", `CREATE INDEX on the existing table ${tableName(table!)} blocks its writes for the whole build: use CREATE INDEX CONCURRENTLY IF NOT EXISTS in a no-transaction migration`);
        }
      } else if ((match = DROP_TABLE.exec(sql))) {
        for (const raw of splitTopLevel(match[1]!)) {
          const name = tableName(raw);
          if (existing.has(name) && !unreadSince(statement, options, flag)) {
            flag("drop", `DROP TABLE ${name}: the previous release may still read it; drop it only in a release after the one that stopped reading it, marked \`-- proofbase: unread-since v<that release>\``);
          }
          tables.delete(name);
        }
      } else if ((match = ALTER_TABLE.exec(sql))) {
        const table = tableName(match[1]!);
        const actions = match[2]!;
        const onExisting = existing.has(table);
        const renamedTo = /^RENAME\s+TO\s+(\S+)$/i.exec(actions);
        if (renamedTo) {
          if (onExisting) flag("rename", `renaming the table ${table} breaks the previous release, which still uses the old name: add the new table, copy, and drop the old one in a later release`);
          tables.delete(table);
          tables.add(tableName(renamedTo[1]!));
          continue;
        }
        for (const action of splitTopLevel(actions)) {
          lintAlterAction(table, action, onExisting, statement, { flag, options, provenNotNull, pendingNotNullChecks });
        }
      } else if (REWRITES.test(sql)) {
        flag("rewrite", "VACUUM FULL, CLUSTER, LOCK TABLE and a plain REINDEX hold a table's exclusive lock for as long as they run");
      }
    }
  }
  return violations;
}

interface AlterContext {
  flag: (rule: Rule, message: string) => void;
  options: LintOptions;
  provenNotNull: Set<string>;
  pendingNotNullChecks: Map<string, string>;
}

function lintAlterAction(table: string, action: string, onExisting: boolean, statement: string, context: AlterContext): void {
  const { flag, options, provenNotNull, pendingNotNullChecks } = context;
  let match: RegExpExecArray | null;

  // Constraints: tracked on every table (a later SET NOT NULL relies on them), linted on existing ones.
  if ((match = re(String.raw`^ADD\s+(?:CONSTRAINT\s+(${IDENT})\s+)?(FOREIGN\s+KEY|CHECK|UNIQUE|PRIMARY\s+KEY|EXCLUDE)\b([\s\S]*)$`).exec(action))) {
    const [, name, kind, rest] = match;
    const notValid = /\bNOT\s+VALID$/i.test(rest!);
    const notNullColumn = /^CHECK\s*\(\s*\(?\s*(\S+?)\s+IS\s+NOT\s+NULL\s*\)?\s*\)/i.exec(`${kind}${rest}`)?.[1];
    if (name && notNullColumn) {
      const column = tableName(notNullColumn);
      if (notValid) pendingNotNullChecks.set(`${table}.${tableName(name)}`, column);
      else provenNotNull.add(`${table}.${column}`);
    }
    if (!onExisting) return;
    const upper = kind!.toUpperCase().replace(/\s+/g, " ");
    if ((upper === "FOREIGN KEY" || upper === "CHECK") && !notValid) {
      flag("constraint-not-valid", `ADD CONSTRAINT ... ${upper} on the existing table ${table} checks every row under a lock that blocks writes: add it NOT VALID, then VALIDATE CONSTRAINT in a later statement or migration`);
    } else if ((upper === "UNIQUE" || upper === "PRIMARY KEY") && !/\bUSING\s+INDEX\b/i.test(rest!)) {
      flag("constraint-index", `ADD ${upper} on the existing table ${table} builds its index under a lock that blocks writes: build a unique index CONCURRENTLY first, then ADD CONSTRAINT ... ${upper} USING INDEX`);
    } else if (upper === "EXCLUDE") {
      flag("constraint-index", `ADD EXCLUDE on the existing table ${table} builds its index under a lock that blocks writes`);
    }
    return;
  }
  if ((match = re(String.raw`^VALIDATE\s+CONSTRAINT\s+(${IDENT})$`).exec(action))) {
    const key = `${table}.${tableName(match[1]!)}`;
    const column = pendingNotNullChecks.get(key);
    if (column) provenNotNull.add(`${table}.${column}`);
    return;
  }
  if (!onExisting) return;

  if (/^RENAME\b/i.test(action)) {
    flag("rename", `${action.slice(0, 60)} on the existing table ${table}: the previous release still uses the old name; add the new column, write both, and drop the old one in a later release`);
  } else if ((match = re(String.raw`^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT})\s+([\s\S]*)$`).exec(action))) {
    const column = tableName(match[1]!);
    const definition = match[2]!;
    const expression = defaultExpression(definition);
    if (/^(?:SMALL|BIG)?SERIAL\d?\b/i.test(definition) || /\bGENERATED\s+ALWAYS\s+AS\s*\(/i.test(definition) || (expression !== undefined && !isConstantDefault(expression))) {
      flag("volatile-default", `ADD COLUMN ${column} on the existing table ${table} with a default computed per row rewrites the whole table under an exclusive lock: add it nullable (or with a constant default), then backfill in batches outside the migration`);
    } else if (/\bNOT\s+NULL\b/i.test(definition) && expression === undefined) {
      flag("not-null-without-default", `ADD COLUMN ${column} NOT NULL without a default on the existing table ${table}: the previous release's inserts do not set it, and existing rows have none`);
    }
    if (/\b(?:REFERENCES|CHECK|UNIQUE|PRIMARY\s+KEY)\b/i.test(definition)) {
      flag("inline-constraint", `ADD COLUMN ${column} on the existing table ${table} with an inline constraint checks or indexes every row under the table's lock: add the column, then the constraint NOT VALID (or the index CONCURRENTLY)`);
    }
  } else if ((match = re(String.raw`^ALTER\s+(?:COLUMN\s+)?(${IDENT})\s+(?:SET\s+DATA\s+)?TYPE\b`).exec(action))) {
    flag("type-change", `changing the type of ${table}.${tableName(match[1]!)} rewrites the table (or at least rechecks it) under an exclusive lock, and the previous release expects the old type: add a new column instead`);
  } else if ((match = re(String.raw`^ALTER\s+(?:COLUMN\s+)?(${IDENT})\s+SET\s+NOT\s+NULL$`).exec(action))) {
    const column = tableName(match[1]!);
    if (!provenNotNull.has(`${table}.${column}`)) {
      flag("set-not-null", `SET NOT NULL on ${table}.${column} scans the table under an exclusive lock: first ADD CONSTRAINT ... CHECK ("${column}" IS NOT NULL) NOT VALID and VALIDATE it (an earlier statement or migration); Postgres then skips the scan`);
    }
  } else if ((match = re(String.raw`^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(${IDENT})(?:\s+(?:CASCADE|RESTRICT))?$`).exec(action)) && !/^DROP\s+(?:CONSTRAINT|DEFAULT|NOT\s+NULL|EXPRESSION|IDENTITY)\b/i.test(action)) {
    if (!unreadSince(statement, options, flag)) {
      flag("drop", `DROP COLUMN ${table}.${tableName(match[1]!)}: the previous release may still read it; drop it only in a release after the one that stopped reading it, marked \`-- proofbase: unread-since v<that release>\``);
    }
  } else if (/^SET\s+(?:LOGGED|UNLOGGED|TABLESPACE)\b/i.test(action)) {
    flag("rewrite", `${action} rewrites ${table} under an exclusive lock`);
  }
}

/** Whether the statement carries a valid `unread-since` marker (a bad one is reported as such). */
function unreadSince(statement: string, options: LintOptions, flag: (rule: Rule, message: string) => void): boolean {
  const version = UNREAD_SINCE_MARKER.exec(statement)?.[1];
  if (!version) return false;
  if (options.releasedVersions.includes(version)) return true;
  flag("drop", `the marker names v${version}, which is not a released version (test/support/releases.ts): the release that stopped reading it must be out, and running, before the drop ships`);
  return true;
}
