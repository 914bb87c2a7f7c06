import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { databaseUrlOn, withClient } from "../src/platform/db/one-off-client.js";
import { compileServices, removeCompiledServices } from "./support/compiled-services.js";
import { createMigratedDatabase, dropDatabase } from "./support/private-database.js";

/**
 * One fresh Postgres database per test run, migrated with the project's own runner, dropped at
 * the end; one Redis key prefix per run (each test file narrows it further in setup-env.ts); the
 * run's compile of the processes tests start (test/support/compiled-services.ts).
 */
const server = process.env.TEST_DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const runId = randomBytes(4).toString("hex");
const database = `pb_test_${runId}`;

export async function setup(): Promise<void> {
  const [databaseUrl, servicesDir] = await Promise.all([createMigratedDatabase(server, database), compileServices(runId)]);
  process.env.DATABASE_URL = databaseUrl;
  process.env.TEST_SERVICES_DIR = servicesDir;
  process.env.TEST_RUN_PREFIX = `pbtest-${runId}`;
  process.env.NODE_ENV = "test";
  process.env.REDIS_URL = redisUrl;
}

export async function teardown(): Promise<void> {
  if (process.env.TEST_SERVICES_DIR) removeCompiledServices(process.env.TEST_SERVICES_DIR);
  // The run's build of the web app and its lock (test/support/web-build.ts).
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(`proofbase-web-pbtest-${runId}`)) rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
  }
  // The run's database and any a file made of its own (test/support/private-database.ts).
  const { rows } = await withClient(databaseUrlOn(server, "postgres"), (c) =>
    c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [database, `${database}\\_%`]),
  );
  for (const { datname } of rows) await dropDatabase(server, datname);
  const redis = new Redis(redisUrl);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `pbtest-${runId}*`, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
