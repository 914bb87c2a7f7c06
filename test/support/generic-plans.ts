import { createRequire } from "node:module";
import pg from "pg";

// node-postgres's own conversion of a value to the text it sends (arrays, dates, JSON): untyped.
const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as { prepareValue: (value: unknown) => string | Buffer | null };

interface PlanNode {
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

// A partition's index as its partitioned parent's (webhook_deliveries_p20261127_pkey: webhook_deliveries_pkey).
const parentName = (name: string) => name.replace(/_(p\d{8}|default)(?=_|$)/, "");

function indexesOf(plan: PlanNode, out = new Set<string>()): Set<string> {
  if (plan["Index Name"]) out.add(parentName(plan["Index Name"]));
  for (const child of plan.Plans ?? []) indexesOf(child, out);
  return out;
}

/**
 * The indexes a statement's plan reads, planned as a prepared statement is: for its values
 * (`force_custom_plan`) or once for any values (`force_generic_plan`). Sequential scans are off,
 * so a small table still shows the index a plan would take at a real size. Nothing runs: the
 * statement is prepared and explained inside a transaction that is rolled back.
 */
export async function indexesReadByPlan(client: pg.PoolClient, statement: { text: string; values: unknown[] }, mode: "force_custom_plan" | "force_generic_plan"): Promise<string[]> {
  const literals = statement.values.map((value) => {
    const prepared = prepareValue(value);
    return prepared === null || prepared === undefined ? "NULL" : pg.escapeLiteral(String(prepared));
  });
  let prepared = false;
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL enable_seqscan = off");
    await client.query(`SET LOCAL plan_cache_mode = ${mode}`);
    await client.query(`PREPARE pb_plan_check AS ${statement.text}`);
    prepared = true;
    const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE pb_plan_check(${literals.join(", ")})`);
    return [...indexesOf(rows[0]!["QUERY PLAN"][0].Plan)].sort();
  } finally {
    await client.query("ROLLBACK");
    // A prepared statement outlives its transaction (the pool's own named ones stay).
    if (prepared) await client.query("DEALLOCATE pb_plan_check");
  }
}
