import type { Mode } from "../http/auth/api-key-format.js";
import type { Condition, DecisionRuleObject, RuleAction } from "./rule-schema.js";

export interface RuleRow {
  id: string;
  mode: Mode;
  name: string;
  priority: number;
  condition: unknown;
  action: string;
  tier: string | null;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** JSONB does not keep key order: present conditions as {signal, op, value}. Stored conditions were validated on write. */
function presentCondition(condition: unknown): Condition {
  const { signal, op, value, ...rest } = condition as { signal?: unknown; op?: unknown; value?: unknown };
  return { signal, op, ...(value === undefined ? {} : { value }), ...rest } as Condition;
}

export function presentRule(row: RuleRow): DecisionRuleObject {
  return {
    id: row.id,
    object: "decision_rule",
    name: row.name,
    priority: row.priority,
    condition: presentCondition(row.condition),
    action: row.action as RuleAction,
    tier: row.tier,
    enabled: row.enabled,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
