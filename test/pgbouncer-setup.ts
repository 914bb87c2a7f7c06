import type { TestProject } from "vitest/node";
import { freePort } from "./support/anvil.js";
import { startPgBouncer } from "./support/pgbouncer.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Port of the PgBouncer (transaction pool mode) the pgbouncer project's files connect through. */
    pgbouncerPort: number;
  }
}

/**
 * Global setup of the pgbouncer project: one PgBouncer in transaction mode in front of the test
 * Postgres for the whole run; each file's DATABASE_URL goes through it (test/setup-env.ts), with
 * DIRECT_DATABASE_URL for what needs a session (migrations), as in a deployment (docs/database.md, "PgBouncer").
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
  const pgbouncer = await startPgBouncer(server, await freePort());
  project.provide("pgbouncerPort", pgbouncer.port);
  return pgbouncer.stop;
}
