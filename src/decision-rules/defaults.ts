import type { Tx } from "../db/client.js";
import { newId } from "../ids.js";

/**
 * The rules every new account starts with, for both modes. Evaluated in ascending priority;
 * the first whose condition matches a session's signals decides it.
 */
export const DEFAULT_DECISION_RULES = [
  { name: "Decline sanctions matches", priority: 10, condition: { signal: "sanctions_match", op: "eq", value: true }, action: "decline", tier: null },
  { name: "Decline failed liveness", priority: 20, condition: { signal: "liveness_passed", op: "eq", value: false }, action: "decline", tier: null },
  { name: "Review high risk scores", priority: 30, condition: { signal: "risk_score", op: "gte", value: 80 }, action: "review", tier: null },
  { name: "Review virtual phone numbers", priority: 40, condition: { signal: "phone_line_type", op: "eq", value: "voip" }, action: "review", tier: null },
  { name: "Approve everything else", priority: 1000, condition: { signal: "*", op: "always" }, action: "approve", tier: "verified" },
] as const;

export async function seedDefaultDecisionRules(tx: Tx, merchantId: string): Promise<void> {
  await tx.decisionRule.createMany({
    data: (["test", "live"] as const).flatMap((mode) =>
      DEFAULT_DECISION_RULES.map((rule) => ({
        id: newId("rule"),
        merchantId,
        mode,
        name: rule.name,
        priority: rule.priority,
        condition: rule.condition,
        action: rule.action,
        tier: rule.tier,
      })),
    ),
  });
}
