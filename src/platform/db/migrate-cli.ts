// `npm run db:migrate`: creates the database named in DIRECT_DATABASE_URL (else DATABASE_URL) if
// needed, then applies migrations. The runner's advisory lock is held across statements, so it
// needs a session of its own: behind PgBouncer in transaction mode, DIRECT_DATABASE_URL names the
// server itself (docs/database.md, "PgBouncer").
import pg from "pg";
import { z } from "zod";
import { DEFAULT_LOCK_RETRIES, DEFAULT_LOCK_TIMEOUT_MS, migrate } from "./migrate.js";
import { databaseUrlOn, withClient } from "./one-off-client.js";

const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/proofbase";
const INVALID_CATALOG_NAME = "3D000"; // "database does not exist"
const DUPLICATE_DATABASE = "42P04";
const UNIQUE_VIOLATION = "23505"; // what a concurrent CREATE DATABASE can raise instead of 42P04

// The runner's own settings, read here rather than from src/platform/config.ts: the migration Job needs
// only a database URL, not the api's secrets (docs/operations.md, "Releases, upgrades and rollback").
const Settings = z.object({
  /** lock_timeout for every migration statement, in ms. */
  MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_LOCK_TIMEOUT_MS),
  /** How many more times a migration that hit its lock_timeout is tried (1 s, 2 s, 4 s... apart). */
  MIGRATION_LOCK_RETRIES: z.coerce.number().int().min(0).max(20).default(DEFAULT_LOCK_RETRIES),
});

async function main(): Promise<void> {
  const parsed = Settings.safeParse(process.env);
  if (!parsed.success) throw new Error(`invalid settings: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const settings = parsed.data;
  const databaseUrl = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const target = new URL(databaseUrl);
  const databaseName = decodeURIComponent(target.pathname.slice(1));
  if (!databaseName) throw new Error("DATABASE_URL names no database");

  console.log(`migrating ${databaseName} on ${target.host}`);
  if (!(await databaseExists(databaseUrl))) await createDatabase(databaseUrl, databaseName);

  const { applied } = await migrate(databaseUrl, (msg) => console.log(msg), {
    lockTimeoutMs: settings.MIGRATION_LOCK_TIMEOUT_MS,
    lockRetries: settings.MIGRATION_LOCK_RETRIES,
  });
  console.log(applied.length === 0 ? "already up to date" : `applied ${applied.length}: ${applied.join(", ")}`);
}

async function databaseExists(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    if (pgCode(err) === INVALID_CATALOG_NAME) return false;
    throw err;
  }
  await client.end();
  return true;
}

// Only needed when the database is missing, so only then do we require access to `postgres`.
async function createDatabase(databaseUrl: string, databaseName: string): Promise<void> {
  await withClient(databaseUrlOn(databaseUrl, "postgres"), async (client) => {
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
      console.log(`created database ${databaseName}`);
    } catch (err) {
      const code = pgCode(err);
      if (code !== DUPLICATE_DATABASE && code !== UNIQUE_VIOLATION) throw err;
    }
  });
}

function pgCode(err: unknown): string | undefined {
  return err instanceof pg.DatabaseError ? err.code : undefined;
}

function describe(err: unknown): string {
  if (err instanceof AggregateError && err.message === "") return err.errors.map(describe).join("; ");
  if (!(err instanceof Error)) return String(err);
  if (err.cause === undefined) return err.message;
  const cause = describe(err.cause);
  return err.message.includes(cause) ? err.message : `${err.message}: ${cause}`;
}

main().catch((err: unknown) => {
  console.error(`db:migrate failed: ${describe(err)}`);
  process.exitCode = 1;
});
