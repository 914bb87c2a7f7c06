import { randomBytes } from "node:crypto";
import { migrate } from "../../src/db/migrate.js";
import { databaseUrlOn, withClient } from "../../src/db/one-off-client.js";

export interface PrivateDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A migrated database of the test file's own, named after the run's (test/global-setup.ts drops
 * any a crashed file left behind), for a file whose scheduled jobs act on every merchant's rows:
 * the sweeper in test/scheduler-recovery.test.ts would otherwise expire other files' overdue
 * sessions between their setup and their assertions. Points DATABASE_URL at it, so call it in
 * vi.hoisted before anything imports src/config.ts.
 */
export async function startPrivateDatabase(): Promise<PrivateDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error("DATABASE_URL is not set: run under vitest's global setup");
  const name = `${new URL(shared).pathname.slice(1)}_${randomBytes(3).toString("hex")}`;
  const admin = databaseUrlOn(shared, "postgres");
  await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrlOn(shared, name);
  await migrate(url);
  process.env.DATABASE_URL = url;
  return { url, drop: () => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}
