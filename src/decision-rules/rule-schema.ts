import { z } from "zod";

/** Signal names are snake_case identifiers; "*" only with op "always". */
const signalName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "must be a snake_case signal name");
const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

/** A condition compares one signal of a session with a value. */
export const conditionSchema = z.discriminatedUnion("op", [
  z.strictObject({ signal: z.literal("*"), op: z.literal("always") }),
  z.strictObject({ signal: signalName, op: z.enum(["eq", "neq"]), value: scalar }),
  z.strictObject({ signal: signalName, op: z.enum(["gt", "gte", "lt", "lte"]), value: z.number().finite() }),
  z.strictObject({ signal: signalName, op: z.enum(["in", "not_in"]), value: z.array(scalar).min(1).max(50) }),
  z.strictObject({ signal: signalName, op: z.enum(["exists", "missing"]) }),
]);

export type Condition = z.output<typeof conditionSchema>;

export const RULE_ACTIONS = ["approve", "decline", "review"] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Tiers are merchant-chosen labels such as "verified" or "enhanced". */
export const tierSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, "must be a lower-case label of 1 to 40 characters");

export const MAX_PRIORITY = 1_000_000;

const ruleFields = {
  name: z.string().trim().min(1).max(100),
  priority: z.number().int().min(0).max(MAX_PRIORITY),
  condition: conditionSchema,
  action: z.enum(RULE_ACTIONS),
  tier: tierSchema.nullable().optional(),
  enabled: z.boolean().optional(),
};

/** A tier only makes sense on an approving rule (it becomes the VIC's tier). */
function tierOnlyOnApprove(rule: { action?: RuleAction; tier?: string | null }, ctx: z.RefinementCtx) {
  if (rule.tier && rule.action && rule.action !== "approve")
    ctx.addIssue({ code: "custom", path: ["tier"], message: "tier is only allowed on approve rules" });
}

export const createRuleSchema = z.strictObject({ ...ruleFields, mode: z.enum(["test", "live"]) }).superRefine(tierOnlyOnApprove);

export const updateRuleSchema = z
  .strictObject({
    name: ruleFields.name.optional(),
    priority: ruleFields.priority.optional(),
    condition: ruleFields.condition.optional(),
    action: ruleFields.action.optional(),
    tier: ruleFields.tier,
    enabled: ruleFields.enabled,
  })
  .refine((body) => Object.keys(body).length > 0, { message: "send at least one field to change" });

export type CreateRuleInput = z.output<typeof createRuleSchema>;
export type UpdateRuleInput = z.output<typeof updateRuleSchema>;
