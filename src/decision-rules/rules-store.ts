import type { Mode } from "../auth/api-key-format.js";
import { prisma } from "../db/client.js";
import { ApiError, notFound } from "../errors/api-error.js";
import { newId } from "../ids.js";
import { presentRule } from "./present-rule.js";
import type { CreateRuleInput, UpdateRuleInput } from "./rule-schema.js";

/** Rules are a plain list, bounded per merchant and mode. */
export const MAX_RULES_PER_MODE = 100;

const evaluationOrder = [{ priority: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/** Every rule of a merchant and mode, in evaluation order (enabled or not). */
export async function listRules(merchantId: string, mode: Mode) {
  const rows = await prisma.decisionRule.findMany({ where: { merchantId, mode }, orderBy: evaluationOrder, take: MAX_RULES_PER_MODE });
  return rows.map(presentRule);
}

export async function getRule(merchantId: string, mode: Mode, id: string) {
  const row = await prisma.decisionRule.findFirst({ where: { id, merchantId, mode } });
  if (!row) throw notFound("rule_not_found", "decision rule", id);
  return presentRule(row);
}

export async function createRule(merchantId: string, input: CreateRuleInput) {
  return prisma.$transaction(async (tx) => {
    // Serialises creates of one merchant so the cap holds under concurrent requests.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`decision-rules:${merchantId}:${input.mode}`}))`;
    const count = await tx.decisionRule.count({ where: { merchantId, mode: input.mode } });
    if (count >= MAX_RULES_PER_MODE)
      throw new ApiError("invalid_request", `A mode holds at most ${MAX_RULES_PER_MODE} decision rules; delete one first.`);
    const row = await tx.decisionRule.create({
      data: {
        id: newId("rule"),
        merchantId,
        mode: input.mode,
        name: input.name,
        priority: input.priority,
        condition: input.condition,
        action: input.action,
        tier: input.action === "approve" ? (input.tier ?? null) : null,
        enabled: input.enabled ?? true,
      },
    });
    return presentRule(row);
  });
}

/** Portal edits address a rule by id within the merchant (the portal manages both modes). */
export async function updateRule(merchantId: string, id: string, input: UpdateRuleInput) {
  return prisma.$transaction(async (tx) => {
    const current = await tx.decisionRule.findFirst({ where: { id, merchantId } });
    if (!current) throw notFound("rule_not_found", "decision rule", id);
    const action = input.action ?? current.action;
    const tier = input.tier !== undefined ? input.tier : current.tier;
    if (tier && action !== "approve") throw new ApiError("invalid_request", "tier is only allowed on approve rules.", "tier");
    const row = await tx.decisionRule.update({
      where: { id },
      data: {
        name: input.name,
        priority: input.priority,
        condition: input.condition,
        action: input.action,
        tier: action === "approve" ? tier : null,
        enabled: input.enabled,
      },
    });
    return presentRule(row);
  });
}

export async function deleteRule(merchantId: string, id: string) {
  const row = await prisma.decisionRule.findFirst({ where: { id, merchantId }, select: { mode: true } });
  const { count } = await prisma.decisionRule.deleteMany({ where: { id, merchantId } });
  if (!row || count === 0) throw notFound("rule_not_found", "decision rule", id);
  return { id, object: "decision_rule", deleted: true, livemode: row.mode === "live" };
}
