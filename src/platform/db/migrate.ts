// Applies prisma/migrations/*/migration.sql and records them in `_prisma_migrations` exactly
// like `prisma migrate deploy`, so either tool can take over the same database later.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { packageRoot } from "../package-root.js";
import { splitStatements, stripComments } from "./sql-statements.js";

const MIGRATIONS_DIR = new URL("prisma/migrations/", packageRoot());

// The key Prisma's schema engine locks on: this runner and `prisma migrate deploy`
// therefore also exclude each other, not just concurrent copies of this runner.
const ADVISORY_LOCK_KEY = 72707369;

// Same DDL as Prisma's schema engine.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface LocalMigration {
  name: string;
  sql: string;
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
}

/**
 * A migration whose first line is this comment runs outside a transaction, one statement at a
 * time (CREATE INDEX CONCURRENTLY cannot run in one). Each statement must be idempotent: after a
 * failure the whole migration runs again from its first statement (docs/database.md).
 */
export const NO_TRANSACTION_MARKER = "-- proofbase: no-transaction";

export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
export const DEFAULT_LOCK_RETRIES = 5;
const LOCK_NOT_AVAILABLE = "55P03"; // what lock_timeout raises

export interface MigrateOptions {
  /** Apply only the migrations named before this one (a test of a migration on older data). */
  before?: string;
  /** The folder of `<name>/migration.sql` folders; prisma/migrations by default (tests of the runner use others). */
  migrationsDir?: URL;
  /**
   * `lock_timeout` for every migration statement: a statement that waits longer for a lock fails
   * rather than queueing every reader and writer of the table behind it (DEFAULT_LOCK_TIMEOUT_MS).
   */
  lockTimeoutMs?: number;
  /** How many more times a migration that failed on its lock_timeout is tried (DEFAULT_LOCK_RETRIES). */
  lockRetries?: number;
  /** The wait before retry `n` (1, 2, ...): by default 1 s doubling, at most 30 s. */
  retryDelayMs?: (n: number) => number;
}

const defaultRetryDelayMs = (n: number) => Math.min(1_000 * 2 ** (n - 1), 30_000);

export function isNoTransaction(sql: string): boolean {
  return (sql.split("\n", 1)[0] ?? "").trim() === NO_TRANSACTION_MARKER;
}

export async function migrate(
  databaseUrl: string,
  log: (msg: string) => void = () => {},
  options: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const { before } = options;
  const settings = {
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    lockRetries: options.lockRetries ?? DEFAULT_LOCK_RETRIES,
    retryDelayMs: options.retryDelayMs ?? defaultRetryDelayMs,
  };
  if (!Number.isInteger(settings.lockTimeoutMs) || settings.lockTimeoutMs < 1) throw new Error(`lockTimeoutMs must be a positive integer (got ${settings.lockTimeoutMs})`);
  const local = (await readLocalMigrations(options.migrationsDir ?? MIGRATIONS_DIR)).filter((migration) => before === undefined || migration.name < before);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await acquireLock(client, log);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const { rows } = await client.query<MigrationRow>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at, started_at
           FROM "_prisma_migrations" ORDER BY started_at`,
      );
      const alreadyApplied = checkHistory(local, rows, log);
      const applied: string[] = [];
      for (const migration of local) {
        if (alreadyApplied.has(migration.name)) continue;
        log(`applying ${migration.name}${isNoTransaction(migration.sql) ? " (outside a transaction)" : ""}`);
        await applyWithRetries(client, migration, settings, log);
        applied.push(migration.name);
      }
      return { applied };
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

async function acquireLock(client: pg.Client, log: (msg: string) => void): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
    ADVISORY_LOCK_KEY,
  ]);
  if (rows[0]?.locked) return;
  log("another migration run holds the lock; waiting for it to finish");
  // Polled, not a blocking pg_advisory_lock: a statement waiting for the lock holds a snapshot, and
  // the holder's CREATE INDEX CONCURRENTLY waits for every older snapshot to end: a deadlock.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    const retry = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [ADVISORY_LOCK_KEY]);
    if (retry.rows[0]?.locked) return;
  }
}

const LOCK_POLL_MS = 250;

/** The names of the migrations in `migrationsDir` (the build's own by default), in the order they apply. */
export async function shippedMigrationNames(migrationsDir: URL = MIGRATIONS_DIR): Promise<string[]> {
  const dirPath = fileURLToPath(migrationsDir);
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch((err: unknown) => {
    throw new Error(`cannot read the migrations folder ${dirPath}`, { cause: err });
  });
  // Plain code-unit order, like Prisma (names start with a UTC timestamp).
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The SQL that records a migration as applied (and not since rolled back), as the runner writes it. */
export const APPLIED_MIGRATION_NAMES = `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

async function readLocalMigrations(migrationsDir: URL): Promise<LocalMigration[]> {
  const names = await shippedMigrationNames(migrationsDir);
  return Promise.all(
    names.map(async (name) => {
      const file = new URL(`${name}/migration.sql`, migrationsDir);
      const sql = await readFile(file, "utf8").catch((err: unknown) => {
        throw new Error(`migration folder ${name} has no readable migration.sql`, { cause: err });
      });
      return { name, sql };
    }),
  );
}

/** Validates the recorded history and returns the names that are applied and still valid. */
function checkHistory(local: LocalMigration[], rows: MigrationRow[], log: (msg: string) => void): Set<string> {
  const failed = rows.filter((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed.length > 0) {
    const names = failed.map((row) => row.migration_name).join(", ");
    throw new Error(
      `_prisma_migrations records failed migration(s): ${names}. Repair the database by hand, then mark ` +
        `each one rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '...' ` +
        `AND finished_at IS NULL, or \`prisma migrate resolve --rolled-back <name>\`) and migrate again.`,
    );
  }

  const byName = new Map(local.map((migration) => [migration.name, migration]));
  const applied = new Set<string>();
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue; // Prisma re-applies rolled-back migrations.
    const migration = byName.get(row.migration_name);
    if (!migration) {
      log(`warning: ${row.migration_name} is applied in the database but missing from prisma/migrations`);
      continue;
    }
    if (!matchesChecksum(migration.sql, row.checksum)) {
      throw new Error(
        `migration ${row.migration_name} was modified after it was applied (recorded checksum ${row.checksum}, ` +
          `file now ${checksum(migration.sql)}). Restore the original file and put the change in a new migration.`,
      );
    }
    applied.add(row.migration_name);
  }
  return applied;
}

interface RetrySettings {
  lockTimeoutMs: number;
  lockRetries: number;
  retryDelayMs: (n: number) => number;
}

/**
 * Applies one migration under `lock_timeout`; when a statement gave up waiting for a lock (a long
 * transaction of the running release holds the table), the migration is undone (or, outside a
 * transaction, left to run again from the top) and tried again after a backoff, at most
 * `lockRetries` more times. The advisory lock stays held meanwhile.
 */
async function applyWithRetries(client: pg.Client, migration: LocalMigration, settings: RetrySettings, log: (msg: string) => void): Promise<void> {
  const noTransaction = isNoTransaction(migration.sql);
  if (noTransaction) checkNoTransactionScript(migration);
  for (let attempt = 0; ; attempt++) {
    try {
      if (noTransaction) await applyOutsideTransaction(client, migration, settings.lockTimeoutMs, log);
      else await applyInTransaction(client, migration, settings.lockTimeoutMs);
      return;
    } catch (err) {
      if (!(err instanceof MigrationFailed)) throw err;
      const failure = `migration ${migration.name} ${noTransaction ? "failed" : "failed and was rolled back"}: ${err.reason}`;
      if (!err.lockTimeout || attempt >= settings.lockRetries) {
        const hint = err.lockTimeout
          ? ` (still waiting for a lock after ${attempt + 1} tries of lock_timeout ${settings.lockTimeoutMs} ms: find the long transaction in pg_stat_activity, or raise MIGRATION_LOCK_TIMEOUT_MS, and run again)`
          : noTransaction
            ? " (its statements are idempotent: the ones before the failure stay applied, fix the cause and run again)"
            : "";
        throw new Error(failure + hint, { cause: err.cause });
      }
      const delay = settings.retryDelayMs(attempt + 1);
      log(`${migration.name}: a statement waited over lock_timeout (${settings.lockTimeoutMs} ms) for a lock: ${err.reason}; retry ${attempt + 1} of ${settings.lockRetries} in ${delay} ms`);
      await sleep(delay);
    }
  }
}

class MigrationFailed extends Error {
  constructor(
    readonly reason: string,
    readonly lockTimeout: boolean,
    cause: unknown,
  ) {
    super(reason, { cause });
  }
}

function migrationFailed(err: unknown, context = ""): MigrationFailed {
  const reason = (err instanceof Error ? err.message : String(err)) + context;
  return new MigrationFailed(reason, err instanceof pg.DatabaseError && err.code === LOCK_NOT_AVAILABLE, err);
}

async function applyInTransaction(client: pg.Client, migration: LocalMigration, lockTimeoutMs: number): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT set_config('lock_timeout', $1, true)", [`${lockTimeoutMs}ms`]);
    await client.query(migration.sql);
    await recordApplied(client, migration);
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw migrationFailed(err);
  }
}

/**
 * A no-transaction migration: each statement on its own (autocommit), then its row. A statement
 * `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS <name>` first drops an INVALID index of that
 * name, which a failed or interrupted concurrent build leaves behind and IF NOT EXISTS would
 * otherwise keep. No other build of it can be running: this runner holds the advisory lock.
 */
async function applyOutsideTransaction(client: pg.Client, migration: LocalMigration, lockTimeoutMs: number, log: (msg: string) => void): Promise<void> {
  const statements = splitStatements(migration.sql);
  await client.query("SELECT set_config('lock_timeout', $1, false)", [`${lockTimeoutMs}ms`]);
  try {
    for (const [index, statement] of statements.entries()) {
      const context = ` (statement ${index + 1} of ${statements.length}: ${summarize(statement)})`;
      try {
        const indexName = concurrentIndexName(statement);
        if (indexName && (await dropInvalidIndex(client, indexName))) log(`${migration.name}: dropped the invalid index ${indexName} a failed build left, to build it again`);
        await client.query(statement);
      } catch (err) {
        throw migrationFailed(err, context);
      }
    }
    try {
      await recordApplied(client, migration);
    } catch (err) {
      throw migrationFailed(err);
    }
  } finally {
    await client.query("RESET lock_timeout");
  }
}

const ANY_CONCURRENT_INDEX = /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\b/i;
/** With IF NOT EXISTS and an unqualified name (group 1 quoted, group 2 plain). */
const IDEMPOTENT_CONCURRENT_INDEX = /^\s*CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+(?:"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*))\s+ON\b/i;

/** The index a `CREATE INDEX CONCURRENTLY IF NOT EXISTS` statement builds, unquoted; undefined for any other statement. */
function concurrentIndexName(statement: string): string | undefined {
  const match = IDEMPOTENT_CONCURRENT_INDEX.exec(stripComments(statement));
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!.toLowerCase();
}

function checkNoTransactionScript(migration: LocalMigration): void {
  for (const statement of splitStatements(migration.sql)) {
    const sql = stripComments(statement);
    if (ANY_CONCURRENT_INDEX.test(sql) && !IDEMPOTENT_CONCURRENT_INDEX.test(sql)) {
      throw new Error(
        `migration ${migration.name}: ${summarize(statement)} must read CREATE INDEX CONCURRENTLY IF NOT EXISTS <unqualified name> ON ...: ` +
          "a no-transaction migration runs again from its first statement after a failure",
      );
    }
  }
}

async function dropInvalidIndex(client: pg.Client, name: string): Promise<boolean> {
  const { rows } = await client.query<{ qualified: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS qualified
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = $1 AND n.nspname = current_schema() AND NOT i.indisvalid`,
    [name],
  );
  const qualified = rows[0]?.qualified;
  if (!qualified) return false;
  await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${qualified}`);
  return true;
}

async function recordApplied(client: pg.Client, migration: LocalMigration): Promise<void> {
  await client.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
     VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
    [randomUUID(), checksum(migration.sql), migration.name],
  );
}

function summarize(statement: string): string {
  const flat = stripComments(statement).replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
}

function checksum(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

// Prisma also accepts the script with the other line-ending convention (git autocrlf checkouts).
function matchesChecksum(script: string, recorded: string): boolean {
  const variants = [script, script.replaceAll("\r\n", "\n"), script.replaceAll("\n", "\r\n")];
  return variants.some((variant) => checksum(variant) === recorded);
}
