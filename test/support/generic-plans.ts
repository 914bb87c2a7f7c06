import { createRequire } from "node:module";
import pg from "pg";

// node-postgres's own conversion of a value to the text it sends (arrays, dates, JSON): untyped.
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as { prepareValue: (value: unknown) => string | Buffer | null };

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export type PlanMode = "force_custom_plan" | "force_generic_plan";

/** A partition's index or table as its partitioned parent's (webhook_deliveries_p20261127_pkey: webhook_deliveries_pkey). */
export const parentName = (name: string) => name.replace(/_(p\d{8}|default)(?=_|$)/, "");

function indexesOf(plan: PlanNode, out = new Set<string>()): Set<string> {
  if (plan["Index Name"]) out.add(parentName(plan["Index Name"]));
  for (const child of plan.Plans ?? []) indexesOf(child, out);
  return out;
}

/**
 * A statement's plan as a prepared statement gets it: made for its values (`force_custom_plan`)
 * or once for any values (`force_generic_plan`). A plain EXPLAIN with bound values is always
 * planned for them, whatever plan_cache_mode says; EXPLAIN EXECUTE of a prepared statement is not.
 * Runs inside the caller's transaction (the mode is SET LOCAL); nothing is executed.
 */
export async function preparedPlan(client: pg.ClientBase, statement: { text: string; values: unknown[] }, mode: PlanMode): Promise<PlanNode> {
  const literals = statement.values.map((value) => {
    const prepared = prepareValue(value);
    return prepared === null || prepared === undefined ? "NULL" : pg.escapeLiteral(String(prepared));
  });
  await client.query(`SET LOCAL plan_cache_mode = ${mode}`);
  await client.query(`PREPARE pb_plan_check AS ${statement.text}`);
  try {
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE pb_plan_check(${literals.join(", ")})`);
    return rows[0]!["QUERY PLAN"][0].Plan;
  } finally {
    // A prepared statement outlives its transaction (the pool's own named ones stay).
    await client.query("DEALLOCATE pb_plan_check");
  }
}

/**
 * The indexes a statement's plan reads (preparedPlan). Sequential scans are off, so a small table
 * still shows the index a plan would take at a real size. In a transaction that is rolled back.
 */
export async function indexesReadByPlan(client: pg.ClientBase, statement: { text: string; values: unknown[] }, mode: PlanMode): Promise<string[]> {
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL enable_seqscan = off");
    return [...indexesOf(await preparedPlan(client, statement, mode))].sort();
  } finally {
    await client.query("ROLLBACK");
  }
}
