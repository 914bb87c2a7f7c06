// Applies prisma/migrations/*/migration.sql and records them in `_prisma_migrations` exactly
// like `prisma migrate deploy`, so either tool can take over the same database later.
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";

const MIGRATIONS_DIR = new URL("prisma/migrations/", packageRoot());

/** The folder holding package.json: this file runs from src/db/ (tsx) and from dist/src/db/ (the build). */
function packageRoot(): URL {
  for (let dir = new URL("./", import.meta.url); ; dir = new URL("../", dir)) {
    if (existsSync(new URL("package.json", dir))) return dir;
    if (dir.pathname === "/") throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

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

export interface MigrateOptions {
  /** Apply only the migrations named before this one (a test of a migration on older data). */
  before?: string;
}

export async function migrate(
  databaseUrl: string,
  log: (msg: string) => void = () => {},
  options: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const { before } = options;
  const local = (await readLocalMigrations()).filter((migration) => before === undefined || migration.name < before);
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
        log(`applying ${migration.name}`);
        await applyMigration(client, migration);
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
  await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
}

async function readLocalMigrations(): Promise<LocalMigration[]> {
  const dirPath = fileURLToPath(MIGRATIONS_DIR);
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch((err: unknown) => {
    throw new Error(`cannot read the migrations folder ${dirPath}`, { cause: err });
  });
  // Plain code-unit order, like Prisma (names start with a UTC timestamp).
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = new URL(`${name}/migration.sql`, MIGRATIONS_DIR);
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

async function applyMigration(client: pg.Client, migration: LocalMigration): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [randomUUID(), checksum(migration.sql), migration.name],
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`migration ${migration.name} failed and was rolled back: ${reason}`, { cause: err });
  }
}

function checksum(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

// Prisma also accepts the script with the other line-ending convention (git autocrlf checkouts).
function matchesChecksum(script: string, recorded: string): boolean {
  const variants = [script, script.replaceAll("\r\n", "\n"), script.replaceAll("\n", "\r\n")];
  return variants.some((variant) => checksum(variant) === recorded);
}
