import { afterAll, expect, it } from "vitest";
import { pool } from "./client.js";

afterAll(() => pool.end());

it("plans the named hot-path statements for each run's values and today's table sizes (no cached generic plans)", async () => {
  const { rows } = await pool.query<{ plan_cache_mode: string }>("SHOW plan_cache_mode");
  expect(rows[0]!.plan_cache_mode).toBe("force_custom_plan");
});
