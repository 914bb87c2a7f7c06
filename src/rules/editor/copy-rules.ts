import { z } from "zod";
import type { Mode } from "../../http/auth/api-key-format.js";
import { recordRequestAudit } from "../../http/audit/audit-scope.js";
import { prisma } from "../../platform/db/client.js";
import { InvalidInput } from "../../platform/errors/domain-errors.js";
import { newId } from "../../platform/ids.js";
import { presentRule } from "../present-rule.js";
import { createRuleBody } from "./rule-bodies.js";

export const copyRulesBody = z
  .strictObject({
    from: z.enum(["test", "live"]).meta({ description: "The mode whose rules are copied." }),
    to: z.enum(["test", "live"]).meta({ description: "The mode whose rules are replaced by the copies." }),
  })
  .refine((body) => body.from !== body.to, { message: "from and to must be different modes", path: ["to"] })
  .meta({ id: "CopyDecisionRules" });

const evaluationOrder = [{ priority: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/**
 * Replaces the rules of mode `to` with copies of mode `from`'s (contract section 22: live rules
 * need not start from the defaults), in one transaction with its audit row, which lists the rule
 * names before and after. Each copy is held to the rules every create is held to (the catalog,
 * typed operators and values): a stored rule that no longer passes (written before those checks)
 * stops the whole copy with 400 invalid_request naming it, and nothing changes.
 */
export async function copyRules(merchantId: string, from: Mode, to: Mode) {
  return prisma.$transaction(async (tx) => {
    // The same lock as creates of the target mode: its cap and its order hold while it is replaced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`decision-rules:${merchantId}:${to}`}))`;
    const source = await tx.decisionRule.findMany({ where: { merchantId, mode: from }, orderBy: evaluationOrder });
    const copies = source.map((rule) => {
      const { condition } = presentRule(rule);
      const parsed = createRuleBody.safeParse({ mode: to, name: rule.name, priority: rule.priority, condition, action: rule.action, tier: rule.tier, enabled: rule.enabled });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new InvalidInput(`The ${from} rule "${rule.name}" cannot be copied: ${issue.message}. Fix or delete it first.`, "from");
      }
      return { ...parsed.data, id: newId("rule"), merchantId, priority: rule.priority, tier: parsed.data.tier ?? null, enabled: parsed.data.enabled ?? true };
    });
    const replaced = await tx.decisionRule.findMany({ where: { merchantId, mode: to }, orderBy: evaluationOrder, select: { name: true } });
    await tx.decisionRule.deleteMany({ where: { merchantId, mode: to } });
    await tx.decisionRule.createMany({ data: copies });
    await recordRequestAudit(tx, {
      target: null,
      details: { changes: [{ field: `${to}_rules`, before: replaced.map((r) => r.name), after: copies.map((c) => c.name) }] },
    });
    const rows = await tx.decisionRule.findMany({ where: { merchantId, mode: to }, orderBy: evaluationOrder });
    return rows.map(presentRule);
  });
}
