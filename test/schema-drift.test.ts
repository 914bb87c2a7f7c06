// Migrates scratch databases (pb_mig_*) and checks that prisma/migrations and
// prisma/schema/ describe the same database. CHECK constraints are not compared here
// (Prisma's schema cannot express them): test/status-constraints.test.ts checks each one
// against its TypeScript constant and fails on any it does not know.
import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../src/platform/db/migrate.js";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { readDatabaseSchema } from "./support/db-catalog.js";
import { loadDatamodel } from "./support/prisma-datamodel.js";
import { diffSchemas, expectedSchema, withExpressionIndexes, withPartitionedTables, type SchemaSnapshot } from "./support/schema-diff.js";
import { EXPRESSION_INDEXES } from "../src/platform/db/expression-indexes.js";
import { PARTITIONED_TABLES } from "../src/platform/partitions/partitioned-tables.js";

const SCHEMA_FILE = new URL("../prisma/schema/", import.meta.url);
const MIGRATIONS_DIR = new URL("../prisma/migrations/", import.meta.url);
// Same server as the rest of the suite (test/global-setup.ts); only the database name is swapped.
const SERVER_URL = new URL(
  process.env.TEST_DATABASE_SERVER ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432",
);

const scratchDatabases: string[] = [];

const urlFor = (database: string) => databaseUrlOn(SERVER_URL.toString(), database);

async function createScratchDatabase(): Promise<string> {
  const name = `pb_mig_${randomBytes(6).toString("hex")}`;
  await withClient(urlFor("postgres"), (client) => client.query(`CREATE DATABASE ${name}`));
  scratchDatabases.push(name);
  return urlFor(name);
}

async function migratedScratchDatabase(): Promise<string> {
  const url = await createScratchDatabase();
  await migrate(url);
  return url;
}

async function driftOf(url: string, expected: SchemaSnapshot): Promise<string[]> {
  return diffSchemas(expected, await withClient(url, readDatabaseSchema));
}

async function localMigrations(): Promise<{ name: string; checksum: string }[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(new URL(`${name}/migration.sql`, MIGRATIONS_DIR));
      return { name, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

afterAll(async () => {
  const failures: unknown[] = [];
  for (const name of scratchDatabases) {
    await withClient(urlFor("postgres"), (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(
      (err: unknown) => failures.push(err),
    );
  }
  if (failures.length > 0) throw new AggregateError(failures, "could not drop every scratch database");
});

describe("schema drift", () => {
  let expected: SchemaSnapshot;

  beforeAll(async () => {
    expected = withExpressionIndexes(withPartitionedTables(expectedSchema(await loadDatamodel(SCHEMA_FILE)), PARTITIONED_TABLES), EXPRESSION_INDEXES);
  });

  it("prisma/migrations builds exactly what prisma/schema/ declares", async () => {
    const url = await createScratchDatabase();
    const { applied } = await migrate(url);
    expect(applied).toEqual((await localMigrations()).map((m) => m.name));
    expect(await driftOf(url, expected)).toEqual([]);
  });

  it("reports every kind of drift it claims to detect", async () => {
    const url = await migratedScratchDatabase();
    await withClient(url, (client) =>
      client.query(`
        ALTER TABLE users DROP COLUMN role;
        ALTER TABLE api_keys ALTER COLUMN revoked_at SET NOT NULL;
        ALTER TABLE vics ALTER COLUMN tier TYPE VARCHAR(20);
        ALTER TABLE webhook_deliveries ALTER COLUMN attempt_count SET DEFAULT 1;
        DROP INDEX events_created_at_idx;
        DROP INDEX customer_notes_customer_id_created_at_idx;
        CREATE INDEX customer_notes_customer_id_created_at_idx ON customer_notes (customer_id, created_at);
        ALTER TABLE portal_sessions DROP CONSTRAINT portal_sessions_user_id_fkey;
        ALTER TYPE "Mode" ADD VALUE 'sandbox';
        CREATE TABLE stray (id INTEGER);
        CREATE TABLE stray_log (at TIMESTAMPTZ) PARTITION BY RANGE (at);
        CREATE TABLE stray_log_p1 PARTITION OF stray_log FOR VALUES FROM ('2026-01-01') TO ('2026-01-02');
        ALTER TABLE events DETACH PARTITION events_default;
        ALTER TABLE events_default RENAME TO events_detached;
      `),
    );

    expect((await driftOf(url, expected)).sort()).toEqual(
      [
        "enum Mode: values mismatch (schema: test, live; database: test, live, sandbox)",
        "column users.role: missing in the database",
        "column api_keys.revoked_at: nullable mismatch (schema: yes; database: no)",
        "column vics.tier: type mismatch (schema: text; database: character varying(20))",
        "column webhook_deliveries.attempt_count: default mismatch (schema: 0; database: 1)",
        "index events_created_at_idx on events: missing in the database",
        "index customer_notes_customer_id_created_at_idx on customer_notes: columns mismatch " +
          "(schema: (customer_id, created_at DESC); database: (customer_id, created_at))",
        "foreign key portal_sessions(user_id): missing in the database",
        "table stray: in the database but not in schema.prisma",
        "table stray_log: in the database but not in schema.prisma",
        "table events_detached: in the database but not in schema.prisma",
      ].sort(),
    );
  });
});

describe("migration runner", () => {
  it("records migrations the way prisma migrate deploy does, and a second run is a no-op", async () => {
    const url = await migratedScratchDatabase();
    expect(await migrate(url)).toEqual({ applied: [] });

    const rows = await withClient(url, async (client) => {
      const result = await client.query<{
        id: string;
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        rolled_back_at: Date | null;
        logs: string | null;
        applied_steps_count: number;
      }>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
      return result.rows;
    });
    const local = await localMigrations();
    expect(rows.map((row) => [row.migration_name, row.checksum])).toEqual(local.map((m) => [m.name, m.checksum]));
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("lets only one of two concurrent runs apply the migrations", async () => {
    const url = await createScratchDatabase();
    const runs = await Promise.all([migrate(url), migrate(url)]);
    const names = (await localMigrations()).map((m) => m.name);
    expect(runs.map((run) => run.applied).sort((a, b) => a.length - b.length)).toEqual([[], names]);
  });

  it("refuses to run when an applied migration was edited or a migration failed", async () => {
    const url = await migratedScratchDatabase();
    const [first] = await localMigrations();

    await withClient(url, (client) =>
      client.query(`UPDATE "_prisma_migrations" SET checksum = repeat('0', 64) WHERE migration_name = $1`, [first?.name]),
    );
    await expect(migrate(url)).rejects.toThrow(/was modified after it was applied/);

    await withClient(url, (client) =>
      client.query(`UPDATE "_prisma_migrations" SET checksum = $2, finished_at = NULL WHERE migration_name = $1`, [
        first?.name,
        first?.checksum,
      ]),
    );
    await expect(migrate(url)).rejects.toThrow(/records failed migration/);
  });
});
