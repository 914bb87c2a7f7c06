import { randomBytes } from "node:crypto";
import { migrate } from "../../src/platform/db/migrate.js";
import { databaseUrlOn, withClient } from "../../src/platform/db/one-off-client.js";

/** Creates database `name` on the server `serverUrl` points at, migrated with the project's runner; returns its URL. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(databaseUrlOn(serverUrl, "postgres"), (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrlOn(serverUrl, name);
  await migrate(url);
  return url;
}

/** Creates database `name` migrated up to, not including, `migration` (to seed data for it); returns its URL. */
export async function createDatabaseMigratedBefore(serverUrl: string, name: string, migration: string): Promise<string> {
  await withClient(databaseUrlOn(serverUrl, "postgres"), (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrlOn(serverUrl, name);
  await migrate(url, () => {}, { before: migration });
  return url;
}

/** Drops database `name` on the server `serverUrl` points at, closing any connection left to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(databaseUrlOn(serverUrl, "postgres"), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * A migrated database of the test file's own, named after the run's (test/global-setup.ts drops
 * any a crashed file left behind), for a file whose scheduled jobs act on every merchant's rows:
 * the sweeper in test/scheduler-recovery.test.ts would otherwise expire other files' overdue
 * sessions between their setup and their assertions. Points DATABASE_URL at it, so call it in
 * vi.hoisted before anything imports src/platform/config.ts. Returns its drop.
 */
export async function startPrivateDatabase(): Promise<{ drop: () => Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error("DATABASE_URL is not set: run under vitest's global setup");
  const name = `${new URL(shared).pathname.slice(1)}_${randomBytes(3).toString("hex")}`;
  process.env.DATABASE_URL = await createMigratedDatabase(shared, name);
  return { drop: () => dropDatabase(shared, name) };
}
