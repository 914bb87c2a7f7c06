import type { Owner } from "../http/auth/owner.js";
import { recordRequestAudit } from "../http/audit/audit-scope.js";
import { prisma } from "../platform/db/client.js";
import { InvalidInput, NotFound } from "../platform/errors/domain-errors.js";
import { newId } from "../platform/ids.js";
import { priorityBeforeCatchAll } from "./placement.js";
import { presentRule } from "./present-rule.js";
import { ruleChanges } from "./rule-changes.js";
import type { CreateRuleInput, UpdateRuleInput } from "./rule-schema.js";
import { assertTierOnlyOnApprove } from "./tier-rule.js";

/** Rules are a plain list, bounded per merchant and mode. */
export const MAX_RULES_PER_MODE = 100;

const evaluationOrder = [{ priority: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/** Every rule of the owner's mode, in evaluation order (enabled or not). */
export async function listRules(owner: Owner) {
  const { merchantId, mode } = owner;
  const rows = await prisma.decisionRule.findMany({ where: { merchantId, mode }, orderBy: evaluationOrder, take: MAX_RULES_PER_MODE });
  return rows.map(presentRule);
}

export async function getRule(owner: Owner, id: string) {
  const row = await prisma.decisionRule.findFirst({ where: { id, merchantId: owner.merchantId, mode: owner.mode } });
  if (!row) throw new NotFound("decision_rule", id);
  return presentRule(row);
}

/** A new rule in the owner's mode (the schema has checked the tier rule). */
export async function createRule(owner: Owner, input: CreateRuleInput) {
  const { merchantId, mode } = owner;
  return prisma.$transaction(async (tx) => {
    // Serialises creates of one merchant and mode so the cap holds under concurrent requests.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`decision-rules:${merchantId}:${mode}`}))`;
    const existing = await tx.decisionRule.findMany({ where: { merchantId, mode }, orderBy: evaluationOrder, select: { priority: true, condition: true, enabled: true } });
    const count = existing.length;
    if (count >= MAX_RULES_PER_MODE) throw new InvalidInput(`A mode holds at most ${MAX_RULES_PER_MODE} decision rules; delete one first.`);
    const row = await tx.decisionRule.create({
      data: {
        id: newId("rule"),
        merchantId,
        mode,
        name: input.name,
        priority: input.priority ?? priorityBeforeCatchAll(existing),
        condition: input.condition,
        action: input.action,
        tier: input.tier ?? null,
        enabled: input.enabled ?? true,
      },
    });
    await recordRequestAudit(tx, { target: `decision_rule:${row.id}` });
    return presentRule(row);
  });
}

/** Portal edits address a rule by id within the merchant (the portal manages both modes). */
export async function updateRule(merchantId: string, id: string, input: UpdateRuleInput) {
  return prisma.$transaction(async (tx) => {
    const current = await tx.decisionRule.findFirst({ where: { id, merchantId } });
    if (!current) throw new NotFound("decision_rule", id);
    const action = input.action ?? current.action;
    const tier = input.tier !== undefined ? input.tier : current.tier;
    assertTierOnlyOnApprove(action === "approve", tier);
    const row = await tx.decisionRule.update({
      where: { id },
      data: { name: input.name, priority: input.priority, condition: input.condition, action: input.action, tier, enabled: input.enabled },
    });
    await recordRequestAudit(tx, { details: { changes: ruleChanges(current, row) } });
    return presentRule(row);
  });
}

export async function deleteRule(merchantId: string, id: string) {
  const row = await prisma.$transaction(async (tx) => {
    const found = await tx.decisionRule.findFirst({ where: { id, merchantId }, select: { mode: true } });
    const { count } = await tx.decisionRule.deleteMany({ where: { id, merchantId } });
    if (!found || count === 0) throw new NotFound("decision_rule", id);
    await recordRequestAudit(tx);
    return found;
  });
  return { id, object: "decision_rule" as const, deleted: true as const, livemode: row.mode === "live" };
}
