import type { Tx } from "../../platform/db/client.js";
import { newId } from "../../platform/ids.js";

/**
 * The rules every new account starts with, for both modes. Evaluated in ascending priority;
 * the first whose condition matches a session's signals decides it. Each reads a signal of the
 * flows' catalog (`signalCatalog`, src/flows/registry.ts; src/rules/editor/rules-workplace.test.ts
 * holds them to it); merchants add rules on the catalog's signals in the portal.
 */
export const DEFAULT_DECISION_RULES = [
  { name: "Review virtual phone numbers", priority: 40, condition: { signal: "phone_line_type", op: "eq", value: "voip" }, action: "review", tier: null },
  { name: "Review phone numbers verified by another wallet", priority: 50, condition: { signal: "phone_reused", op: "eq", value: true }, action: "review", tier: null },
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
