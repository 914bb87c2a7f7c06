import { expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.js";
import { pool } from "./client.js";
import { query } from "./sql.js";

// Also run through PgBouncer (vitest.config.ts), where DIRECT_DATABASE_URL is set.
const direct = !process.env.DIRECT_DATABASE_URL;

it(`runs the hot statements ${direct ? "named, parsed once per connection, with the plan Postgres keeps for them" : "unnamed through PgBouncer"}`, async () => {
  // A named statement is listed in its own session's pg_prepared_statements while it runs.
  const statement = Prisma.sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${"%pg_prepared_statements WHERE statement LIKE%"}`;
  const first = await query<{ name: string }>(statement);
  const again = await query<{ name: string }>(statement);
  if (direct) {
    expect(first.map((row) => row.name)).toEqual([expect.stringMatching(/^pb_[0-9a-f]{20}$/)]);
    expect(again).toEqual(first);
    // Postgres's own choice: a generic plan once it is as good as the plans made for the values
    // (each hot statement's generic plan reads the same indexes: test/query-budget.test.ts).
    const { rows } = await pool.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode");
    expect(rows[0]!.plan_cache_mode).toBe("auto");
  } else {
    expect(first).toEqual([]);
    expect(again).toEqual([]);
  }
});
