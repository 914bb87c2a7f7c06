import { afterAll, expect, inject, it } from "vitest";
import { config } from "../src/platform/config.js";
import { pool } from "../src/platform/db/client.js";
import { withClient } from "../src/platform/db/one-off-client.js";

// Only in the pgbouncer project (vitest.config.ts): its files' connections are PgBouncer's clients.
afterAll(() => pool.end());

it("connects the service's pool through PgBouncer in transaction mode, and migrations directly", async () => {
  const port = inject("pgbouncerPort");
  expect(new URL(config.DATABASE_URL).port).toBe(String(port));
  expect(new URL(process.env.DIRECT_DATABASE_URL!).port).not.toBe(String(port));
  const client = await pool.connect(); // held, so PgBouncer lists it
  try {
    await client.query("SELECT 1");
    // PgBouncer's admin console (simple query protocol only).
    const database = new URL(config.DATABASE_URL).pathname.slice(1);
    const { settings, clients } = await withClient(`postgresql://postgres@127.0.0.1:${port}/pgbouncer`, async (admin) => ({
      settings: (await admin.query<{ key: string; value: string }>("SHOW CONFIG")).rows,
      clients: (await admin.query<{ database: string }>("SHOW CLIENTS")).rows,
    }));
    expect(settings.find((s) => s.key === "pool_mode")?.value).toBe("transaction");
    expect(clients.some((c) => c.database === database)).toBe(true);
  } finally {
    client.release();
  }
});
