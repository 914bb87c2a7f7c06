// The runner's upgrade-time behaviour (docs/database.md, "Adding a migration"): lock_timeout with
// bounded retries, and migrations that run outside a transaction (CREATE INDEX CONCURRENTLY),
// rerunnable after a failure. Each case migrates a scratch database from a folder of its own.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, NO_TRANSACTION_MARKER, type MigrateOptions } from "../src/platform/db/migrate.js";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { waitFor } from "./support/wait.js";

const SERVER_URL = process.env.TEST_DATABASE_SERVER ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432";
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDatabase(): Promise<string> {
  const name = `pb_run_${randomBytes(6).toString("hex")}`;
  await withClient(databaseUrlOn(SERVER_URL, "postgres"), (c) => c.query(`CREATE DATABASE ${name}`));
  cleanups.push(() => withClient(databaseUrlOn(SERVER_URL, "postgres"), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined));
  return databaseUrlOn(SERVER_URL, name);
}

/** A migrations folder holding `migrations` (name → SQL); more can be added to it later. */
function migrationsFolder(migrations: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "pb-migrations-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const add = (more: Record<string, string>) => {
    for (const [name, sql] of Object.entries(more)) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, "migration.sql"), sql);
    }
  };
  add(migrations);
  return { url: pathToFileURL(`${dir}/`), add };
}

/** A second session that holds a transaction open until released (a long request of the running release). */
async function openTransaction(url: string, sql: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query(sql);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await client.query("COMMIT");
    await client.end();
  };
  cleanups.push(release);
  return { release };
}

const fast: MigrateOptions = { lockTimeoutMs: 300, retryDelayMs: () => 200 };
const indexValid = (url: string, name: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ valid: boolean }>(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`,
      [name],
    );
    return rows[0]?.valid;
  });
const recorded = (url: string) =>
  withClient(url, async (c) => (await c.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`)).rows.map((r) => r.migration_name));

describe("lock_timeout", () => {
  it("gives up a lock wait after lock_timeout, rolls back, logs which migration, and retries until the lock is free", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({ "001_table": `CREATE TABLE "t" ("id" INTEGER PRIMARY KEY);` });
    await migrate(url, () => {}, { migrationsDir: folder.url });
    folder.add({ "002_column": `CREATE TABLE "other" ("id" INTEGER);\nALTER TABLE "t" ADD COLUMN "note" TEXT;` });

    const reader = await openTransaction(url, `SELECT * FROM "t"`); // holds ACCESS SHARE, as a running query does
    const logs: string[] = [];
    const run = migrate(url, (msg) => logs.push(msg), { ...fast, lockRetries: 20, migrationsDir: folder.url });
    await waitFor(() => logs.filter((l) => l.includes("retry")).length >= 2, () => `two retries (log: ${logs.join(" | ")})`, 30_000);
    // Between tries the migration holds nothing: another session can write to the table.
    await withClient(url, (c) => c.query(`SET lock_timeout = '2s'; INSERT INTO "t" VALUES (1)`));
    await reader.release();

    expect(await run).toEqual({ applied: ["002_column"] });
    expect(logs.find((l) => l.includes("retry 1 of 20"))).toMatch(/^002_column: a statement waited over lock_timeout \(300 ms\) for a lock: canceling statement due to lock timeout/);
    expect(await recorded(url)).toEqual(["001_table", "002_column"]);
  });

  it("fails after the last retry with the migration rolled back and nothing recorded", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({ "001_table": `CREATE TABLE "t" ("id" INTEGER PRIMARY KEY);` });
    await migrate(url, () => {}, { migrationsDir: folder.url });
    folder.add({ "002_column": `CREATE TABLE "other" ("id" INTEGER);\nALTER TABLE "t" ADD COLUMN "note" TEXT;` });
    const reader = await openTransaction(url, `SELECT * FROM "t"`);

    await expect(migrate(url, () => {}, { ...fast, lockRetries: 1, migrationsDir: folder.url })).rejects.toThrow(
      /^migration 002_column failed and was rolled back: canceling statement due to lock timeout \(still waiting for a lock after 2 tries/,
    );
    await reader.release();
    expect(await recorded(url)).toEqual(["001_table"]);
    const other = await withClient(url, async (c) => (await c.query(`SELECT to_regclass('other') AS t`)).rows[0].t);
    expect(other).toBeNull();
  });
});

describe("no-transaction migrations", () => {
  const table = `CREATE TABLE "t" ("id" INTEGER PRIMARY KEY, "u" INTEGER, "v" TEXT);`;

  it("run CREATE INDEX CONCURRENTLY one statement at a time and record the migration once all succeeded", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({
      "001_table": table,
      "002_indexes": `${NO_TRANSACTION_MARKER}\n-- Two indexes; a ';' in a comment or 'a;string' does not split.\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "t_u_idx" ON "t" ("u");\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "t_v_idx" ON "t" ("v") WHERE "v" <> 'a;b';\n`,
    });
    const logs: string[] = [];
    expect(await migrate(url, (msg) => logs.push(msg), { migrationsDir: folder.url })).toEqual({ applied: ["001_table", "002_indexes"] });
    expect(logs).toContain("applying 002_indexes (outside a transaction)");
    expect(await indexValid(url, "t_u_idx")).toBe(true);
    expect(await indexValid(url, "t_v_idx")).toBe(true);
    expect(await migrate(url, () => {}, { migrationsDir: folder.url })).toEqual({ applied: [] });
  });

  it("after a failed concurrent build, the rerun drops the INVALID index it left and builds it again", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({ "001_table": `${table}\nINSERT INTO "t" VALUES (1, 7, 'a'), (2, 7, 'b');` });
    await migrate(url, () => {}, { migrationsDir: folder.url });
    folder.add({
      "002_unique": `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "t_v_idx" ON "t" ("v");\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "t_u_key" ON "t" ("u");\n`,
    });

    // The duplicate makes the unique build fail after Postgres created the index: it stays, INVALID.
    await expect(migrate(url, () => {}, { migrationsDir: folder.url })).rejects.toThrow(
      /^migration 002_unique failed: could not create unique index "t_u_key".*\(statement 2 of 2: CREATE UNIQUE INDEX CONCURRENTLY.*the ones before the failure stay applied, fix the cause and run again\)$/s,
    );
    expect(await indexValid(url, "t_u_key")).toBe(false);
    expect(await recorded(url)).toEqual(["001_table"]);

    await withClient(url, (c) => c.query(`UPDATE "t" SET "u" = 8 WHERE "id" = 2`));
    const logs: string[] = [];
    expect(await migrate(url, (msg) => logs.push(msg), { migrationsDir: folder.url })).toEqual({ applied: ["002_unique"] });
    expect(logs).toContain("002_unique: dropped the invalid index t_u_key a failed build left, to build it again");
    expect(await indexValid(url, "t_u_key")).toBe(true);
    expect(await indexValid(url, "t_v_idx")).toBe(true);
  });

  it("a concurrent build that times out waiting for a writer's transaction is retried from a clean start", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({ "001_table": table });
    await migrate(url, () => {}, { migrationsDir: folder.url });
    folder.add({ "002_index": `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "t_u_idx" ON "t" ("u");\n` });

    // A writer's open transaction: the concurrent build must wait for it to end, and its wait is a lock wait.
    const writer = await openTransaction(url, `INSERT INTO "t" VALUES (1, 1, 'x')`);
    const logs: string[] = [];
    const run = migrate(url, (msg) => logs.push(msg), { ...fast, lockRetries: 20, migrationsDir: folder.url });
    // Its DROP INDEX CONCURRENTLY waits for the writer too: the retries keep timing out until it ends.
    await waitFor(() => logs.some((l) => l.includes("retry 2 of 20")), () => `two retries (log: ${logs.join(" | ")})`, 30_000);
    expect(await indexValid(url, "t_u_idx")).toBe(false);
    await writer.release();

    expect(await run).toEqual({ applied: ["002_index"] });
    expect(logs).toContain("002_index: dropped the invalid index t_u_idx a failed build left, to build it again");
    expect(logs.find((l) => l.includes("retry 1 of 20"))).toMatch(/^002_index: a statement waited over lock_timeout \(300 ms\) for a lock: .*statement 1 of 1: CREATE INDEX CONCURRENTLY/);
    expect(await indexValid(url, "t_u_idx")).toBe(true);
  });

  it("refuses, before running anything, a concurrent build that could not run twice", async () => {
    const url = await scratchDatabase();
    const folder = migrationsFolder({
      "001_table": table,
      "002_index": `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY "t_u_idx" ON "t" ("u");\n`,
    });
    await expect(migrate(url, () => {}, { migrationsDir: folder.url })).rejects.toThrow(/002_index: CREATE INDEX CONCURRENTLY "t_u_idx" ON "t" \("u"\) must read CREATE INDEX CONCURRENTLY IF NOT EXISTS/);
    expect(await recorded(url)).toEqual(["001_table"]);
    expect(await indexValid(url, "t_u_idx")).toBeUndefined();
  });
});
