import { isCatalogSignal } from "./signal-check.js";
import { conditionSchema, type Condition } from "../rule-schema.js";

interface ListedRule {
  id: string;
  name: string;
  priority: number;
  condition: unknown;
  enabled: boolean;
}

/** Whether every session `later` matches is matched by `earlier` first. */
function shadows(earlier: Condition, later: Condition): boolean {
  if (earlier.op === "always") return true;
  if (later.op === "always") return false;
  if (earlier.signal !== later.signal) return false;
  if (JSON.stringify(earlier) === JSON.stringify(later)) return true;
  if (earlier.op === "exists") {
    // Every comparison but `eq null`/`neq`/`not_in`... needs a present, non-null value: exactly what `exists` matches.
    if (later.op === "exists" || later.op === "gt" || later.op === "gte" || later.op === "lt" || later.op === "lte") return true;
    if (later.op === "eq") return later.value !== null;
    if (later.op === "in") return !later.value.includes(null);
  }
  if (earlier.op === "in" && later.op === "eq") return earlier.value.includes(later.value);
  if (earlier.op === "in" && later.op === "in") return later.value.every((v) => earlier.value.includes(v));
  return false;
}

/**
 * Why a rule can never decide a session, or null: an earlier enabled rule matches every session
 * it matches (a catch-all above it, the same condition, `exists` on its signal), or it reads a
 * signal no flow produces. `rules` are in evaluation order; disabled rules shadow nothing.
 */
export function unreachableReasons(rules: readonly ListedRule[]): Map<string, string> {
  const reasons = new Map<string, string>();
  const seen: { rule: ListedRule; condition: Condition }[] = [];
  for (const rule of rules) {
    const parsed = conditionSchema.safeParse(rule.condition);
    if (!parsed.success) {
      reasons.set(rule.id, "Its condition can no longer be read; it is skipped.");
      continue;
    }
    const condition = parsed.data;
    const by = seen.find((earlier) => shadows(earlier.condition, condition));
    if (by)
      reasons.set(
        rule.id,
        by.condition.op === "always"
          ? `Never reached: '${by.rule.name}' (priority ${by.rule.priority}) matches every session first. Give this rule a lower priority.`
          : `Never reached: '${by.rule.name}' (priority ${by.rule.priority}) matches every session this rule matches first.`,
      );
    else if (condition.op !== "always" && condition.op !== "missing" && !isCatalogSignal(condition.signal))
      reasons.set(rule.id, `Never matches: no verification flow produces the signal '${condition.signal}'.`);
    if (rule.enabled) seen.push({ rule, condition });
  }
  return reasons;
}
