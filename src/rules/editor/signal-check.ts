import { z } from "zod";
import { flowRegistry, signalCatalog } from "../../flows/registry.js";
import type { Condition } from "../rule-schema.js";

const CATALOG_NAMES = new Set(signalCatalog.map((signal) => signal.name));

/** Each catalog signal's value schema, as its flow declares it (the catalog's JSON Schema is made from these). */
const VALUE_SCHEMAS = new Map<string, z.ZodType>(flowRegistry.flatMap((flow) => Object.entries(flow.signals).map(([name, signal]) => [name, signal.schema as z.ZodType])));

/** Whether a signal is one the registered flows produce (the rule editor's catalog). */
export function isCatalogSignal(name: string): boolean {
  return CATALOG_NAMES.has(name);
}

/** The signal a condition reads, or null for the catch-all (`always`). */
export function conditionSignal(condition: Condition): string | null {
  return condition.op === "always" ? null : condition.signal;
}

const ORDERING_OPS: ReadonlySet<string> = new Set(["gt", "gte", "lt", "lte"]);

/** Whether a signal's values are numbers (the only ones `gt`, `gte`, `lt`, `lte` compare). */
function isNumeric(schema: z.ZodType): boolean {
  return schema.safeParse(0).success;
}

/** What is wrong with the values a condition compares its signal with, or null: each must be a value the signal can take. */
function valueProblem(signal: string, schema: z.ZodType, values: readonly unknown[]): string | null {
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return `${JSON.stringify(value)} is not a value '${signal}' can take (${parsed.error.issues[0]?.message ?? "wrong type"}), so the rule could never match; see GET /api/merchant/signal-catalog`;
  }
  return null;
}

/**
 * A rule written through the API reads a signal of the catalog: a misspelt or invented signal
 * (`phone_contry`, `wallet_age_days`) would never match and nothing would say so. Answered as
 * 400 invalid_request with `param: "signal"` (contract section 14). And its operator and value
 * fit that signal's type (contract section 22): `gt` only on numbers, `phone_country` compared
 * with ISO codes (`FR`, not `France`), booleans with `true`/`false` (not `"yes"`); otherwise
 * `param: "operator"` or `"value"`. Stored rules are still evaluated whatever they read; the
 * portal list flags those that read no catalog signal.
 */
export function catalogSignalOnly<T extends { condition?: Condition }>(value: T, ctx: z.RefinementCtx): void {
  const condition = value.condition;
  const signal = condition ? conditionSignal(condition) : null;
  if (!condition || signal === null) return;
  if (!isCatalogSignal(signal)) {
    ctx.addIssue({ code: "custom", path: ["signal"], message: `'${signal}' is not a signal any verification flow produces; see GET /api/merchant/signal-catalog` });
    return;
  }
  const schema = VALUE_SCHEMAS.get(signal)!;
  if (ORDERING_OPS.has(condition.op) && !isNumeric(schema)) {
    ctx.addIssue({ code: "custom", path: ["operator"], message: `'${condition.op}' compares numbers; '${signal}' is not a number: use eq, neq, in, not_in, exists or missing` });
    return;
  }
  const values = condition.op === "eq" || condition.op === "neq" ? [condition.value] : condition.op === "in" || condition.op === "not_in" ? condition.value : [];
  const problem = valueProblem(signal, schema, values);
  if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
}
