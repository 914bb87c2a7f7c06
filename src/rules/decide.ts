import type { Condition, RuleAction } from "./rule-schema.js";
import type { Signals } from "../flows/flow.js";

// The evaluator itself, with no imports but types: the rule simulator's worker thread
// (src/rules/editor/simulation-thread.ts) loads it without the database client, the config or the logger.

/** The flows' signals, e.g. { risk_score: 12, phone_line_type: "mobile" } (declared by src/flows/flow.ts). */
export type { Signals };

export const DEFAULT_APPROVE_TIER = "verified";

export interface Decision {
  action: RuleAction;
  /** The VIC tier for approvals; null otherwise. */
  tier: string | null;
  /** The rule that decided, or null when none matched. */
  ruleId: string | null;
  reason: string;
}

/** A rule whose condition has been parsed (`parseRules` in ./evaluate.ts), in evaluation order. */
export interface ParsedRule {
  id: string;
  name: string;
  condition: Condition;
  action: string;
  tier: string | null;
}

function compare(op: "gt" | "gte" | "lt" | "lte", actual: number, expected: number): boolean {
  if (op === "gt") return actual > expected;
  if (op === "gte") return actual >= expected;
  if (op === "lt") return actual < expected;
  return actual <= expected;
}

/** Whether a condition holds for these signals. A signal that is absent matches only `missing`. */
export function conditionMatches(condition: Condition, signals: Signals): boolean {
  if (condition.op === "always") return true;
  const present = Object.prototype.hasOwnProperty.call(signals, condition.signal);
  const actual = present ? signals[condition.signal] : undefined;
  switch (condition.op) {
    case "exists":
      return present && actual !== null;
    case "missing":
      return !present || actual === null;
    case "eq":
      return present && actual === condition.value;
    case "neq":
      return present && actual !== condition.value;
    case "in":
      return present && condition.value.includes(actual as string | number | boolean | null);
    case "not_in":
      return present && !condition.value.includes(actual as string | number | boolean | null);
    default:
      return typeof actual === "number" && compare(condition.op, actual, condition.value);
  }
}

/** Pure evaluation: the first rule that matches decides; none matching is a review. */
export function decideParsed(rules: readonly ParsedRule[], signals: Signals): Decision {
  for (const rule of rules) {
    if (!conditionMatches(rule.condition, signals)) continue;
    const action = rule.action as RuleAction;
    return {
      action,
      tier: action === "approve" ? (rule.tier ?? DEFAULT_APPROVE_TIER) : null,
      ruleId: rule.id,
      reason: `Decision rule '${rule.name}'`,
    };
  }
  // No rule matched: a person looks at it rather than the service guessing either way.
  return { action: "review", tier: null, ruleId: null, reason: "No decision rule matched" };
}
