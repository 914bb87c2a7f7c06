import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database of this file's own (its migration history is edited below), and no cached answer, so
// each probe sees the history as it is now.
const { privateDatabase } = await vi.hoisted(async () => {
  process.env.READINESS_CACHE_MS = "0";
  const { startPrivateDatabase } = await import("./support/private-database.js");
  return { privateDatabase: await startPrivateDatabase() };
});

import { pool } from "../src/platform/db/client.js";
import { shippedMigrationNames } from "../src/platform/db/migrate.js";
import { startApi, type TestApi } from "./support/api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await privateDatabase.drop();
});

async function probe(path: "/readyz" | "/healthz") {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, body: await response.json() };
}

describe("GET /healthz", () => {
  it("answers the version of this build (package.json's)", async () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(await probe("/healthz")).toEqual({ status: 200, body: { status: "ok", version } });
  });
});

describe("GET /readyz and the database's migrations", () => {
  it("is ready when every migration this build ships is applied", async () => {
    expect(await probe("/readyz")).toEqual({ status: 200, body: { status: "ready", checks: { postgres: "ok", redis: "ok", migrations: "ok" } } });
  });

  it("is unready while a migration this build expects is missing, and ready again once it is applied", async () => {
    const last = (await shippedMigrationNames()).at(-1)!;
    const { rows } = await pool.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1 RETURNING id`, [last]);
    expect(rows).toHaveLength(1);
    try {
      expect(await probe("/readyz")).toEqual({ status: 503, body: { status: "unavailable", checks: { postgres: "ok", redis: "ok", migrations: "behind" } } });
      expect((await probe("/healthz")).status).toBe(200); // liveness never depends on it
    } finally {
      await pool.query(`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = $1`, [rows[0].id]);
    }
    expect((await probe("/readyz")).status).toBe(200);
  });

  it("counts a migration that started but never finished as missing", async () => {
    const last = (await shippedMigrationNames()).at(-1)!;
    const { rows } = await pool.query<{ id: string; finished_at: Date }>(`SELECT id, finished_at FROM "_prisma_migrations" WHERE migration_name = $1`, [last]);
    await pool.query(`UPDATE "_prisma_migrations" SET finished_at = NULL WHERE id = $1`, [rows[0]!.id]);
    try {
      expect((await probe("/readyz")).body.checks.migrations).toBe("behind");
    } finally {
      await pool.query(`UPDATE "_prisma_migrations" SET finished_at = $2 WHERE id = $1`, [rows[0]!.id, rows[0]!.finished_at]);
    }
  });

  it("stays ready when the database is ahead of the build (the next release's migrations, during a rolling upgrade)", async () => {
    await pool.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES (gen_random_uuid(), $1, '99991231000000_the_next_release', now(), now(), 1)`,
      ["0".repeat(64)],
    );
    expect(await probe("/readyz")).toEqual({ status: 200, body: { status: "ready", checks: { postgres: "ok", redis: "ok", migrations: "ok" } } });
  });
});
