import type { AuditChange, AuditValue } from "../http/audit/record-audit.js";
import { presentRule, type RuleRow } from "./present-rule.js";
import type { Condition } from "./rule-schema.js";

/** A condition as one line (`phone_country in ["FR","BE"]`, `always`), as the audit log shows it. */
export function conditionText(condition: Condition): string {
  if (condition.op === "always") return "always";
  if ("value" in condition) return `${condition.signal} ${condition.op} ${JSON.stringify(condition.value)}`;
  return `${condition.signal} ${condition.op}`;
}

function fields(row: RuleRow): Record<string, AuditValue> {
  const rule = presentRule(row);
  return { name: rule.name, priority: rule.priority, condition: conditionText(rule.condition), action: rule.action, tier: rule.tier ?? null, enabled: rule.enabled };
}

/** The fields of a rule an edit changed, with their values before and after (a rule is configuration, never personal data). */
export function ruleChanges(before: RuleRow, after: RuleRow): AuditChange[] {
  const [a, b] = [fields(before), fields(after)];
  return Object.keys(a)
    .filter((field) => a[field] !== b[field])
    .map((field) => ({ field, before: a[field]!, after: b[field]! }));
}
