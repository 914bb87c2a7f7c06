import type { Mode } from "../http/auth/api-key-format.js";
import { prisma, type Db } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { decideParsed, type Decision, type ParsedRule, type Signals } from "./decide.js";
import { conditionSchema } from "./rule-schema.js";

export { conditionMatches, DEFAULT_APPROVE_TIER, type Decision, type ParsedRule, type Signals } from "./decide.js";

interface RuleRow {
  id: string;
  name: string;
  condition: unknown;
  action: string;
  tier: string | null;
}

/** The rules with their conditions parsed, in the order given. */
export function parseRules(rules: readonly RuleRow[]): ParsedRule[] {
  const parsed: ParsedRule[] = [];
  for (const rule of rules) {
    const condition = conditionSchema.safeParse(rule.condition);
    // Rules are validated on write; a stored rule that no longer parses is skipped, never guessed at.
    if (condition.success) parsed.push({ ...rule, condition: condition.data });
    else logger.warn({ ruleId: rule.id }, "decision rule with an unreadable condition skipped");
  }
  return parsed;
}

/** Pure evaluation: rules must already be in evaluation order. */
export function decide(rules: readonly RuleRow[], signals: Signals): Decision {
  return decideParsed(parseRules(rules), signals);
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
