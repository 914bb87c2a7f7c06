import { z } from "zod";
import type { Owner } from "../../http/auth/owner.js";
import { decisionRuleObject } from "../rule-schema.js";
import { unreachableReasons } from "./reachability.js";
import { listRules } from "../rules-store.js";

/** A rule as the dashboard lists it: with why it can never decide a session, if it cannot. */
export const portalDecisionRuleObject = decisionRuleObject
  .extend({
    unreachable_reason: z
      .string()
      .nullable()
      .meta({ description: "Set when the rule can never decide a session: an earlier enabled rule always matches first, or it reads a signal no flow produces." }),
  })
  .meta({ id: "PortalDecisionRule" });

export async function listRulesForPortal(owner: Owner) {
  const rules = await listRules(owner);
  const reasons = unreachableReasons(rules);
  return rules.map((rule) => ({ ...rule, unreachable_reason: reasons.get(rule.id) ?? null }));
}
