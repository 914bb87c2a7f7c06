import type { Mode } from "../auth/api-key-format.js";
import { prisma, type Db } from "../db/client.js";
import { logger } from "../logger.js";
import { conditionSchema, type Condition, type RuleAction } from "./rule-schema.js";

/** What a session's checks produced, e.g. { risk_score: 12, phone_line_type: "mobile" }. */
export type Signals = Record<string, string | number | boolean | null>;

export const DEFAULT_APPROVE_TIER = "verified";

export interface Decision {
  action: RuleAction;
  /** The VIC tier for approvals; null otherwise. */
  tier: string | null;
  /** The rule that decided, or null when none matched. */
  ruleId: string | null;
  reason: string;
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

interface RuleRow {
  id: string;
  name: string;
  condition: unknown;
  action: string;
  tier: string | null;
}

/** Pure evaluation: rules must already be in evaluation order. */
export function decide(rules: readonly RuleRow[], signals: Signals): Decision {
  for (const rule of rules) {
    const condition = conditionSchema.safeParse(rule.condition);
    if (!condition.success) {
      // Rules are validated on write; a stored rule that no longer parses is skipped, never guessed at.
      logger.warn({ ruleId: rule.id }, "decision rule with an unreadable condition skipped");
      continue;
    }
    if (!conditionMatches(condition.data, signals)) continue;
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

/**
 * Decides a live session from its signals with the merchant's enabled rules of that mode, in
 * ascending priority (ties: oldest rule first); the first rule that matches decides.
 */
export async function decideFromSignals(merchantId: string, mode: Mode, signals: Signals, db: Db = prisma): Promise<Decision> {
  const rules = await db.decisionRule.findMany({
    where: { merchantId, mode, enabled: true },
    orderBy: [{ priority: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, condition: true, action: true, tier: true },
  });
  return decide(rules, signals);
}
