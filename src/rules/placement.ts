import type { Condition } from "./rule-schema.js";

interface PlacedRule {
  priority: number;
  condition: unknown;
  enabled: boolean;
}

const STEP = 10;

/**
 * Where a rule created without a priority goes: just before the first enabled catch-all
 * (`always`) rule, which would otherwise decide every session first and leave it unreachable
 * (the dashboard's old default, max + 10, put it after "Approve everything else"). Halfway
 * between the catch-all and the rule before it, at most STEP before the catch-all; after the
 * last rule when there is no catch-all. `rules` are in evaluation order.
 */
export function priorityBeforeCatchAll(rules: readonly PlacedRule[]): number {
  const catchAllAt = rules.findIndex((rule) => rule.enabled && (rule.condition as Condition).op === "always");
  if (catchAllAt === -1) return rules.length === 0 ? 100 : Math.max(...rules.map((r) => r.priority)) + STEP;
  const catchAll = rules[catchAllAt]!.priority;
  const before = catchAllAt > 0 ? rules[catchAllAt - 1]!.priority : -1;
  if (catchAll - before <= 1) return Math.max(0, catchAll - 1); // no room left: the list flags it if it cannot match
  return Math.max(before + 1, catchAll - Math.min(STEP, Math.ceil((catchAll - before) / 2)));
}
