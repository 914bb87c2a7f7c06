import { z } from "zod";
import { livemode, timestamp } from "../http/common-schemas.js";
import { tierOnlyOnApprove } from "./tier-rule.js";

/** Signal names are snake_case identifiers; "*" only with op "always". */
const signalName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "must be a snake_case signal name");
const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);

/** A condition compares one signal of a session with a value. */
export const conditionSchema = z
  .discriminatedUnion("op", [
    z.strictObject({ signal: z.literal("*"), op: z.literal("always") }),
    z.strictObject({ signal: signalName, op: z.enum(["eq", "neq"]), value: scalar }),
    z.strictObject({ signal: signalName, op: z.enum(["gt", "gte", "lt", "lte"]), value: z.number().finite() }),
    z.strictObject({ signal: signalName, op: z.enum(["in", "not_in"]), value: z.array(scalar).min(1).max(50) }),
    z.strictObject({ signal: signalName, op: z.enum(["exists", "missing"]) }),
  ])
  .meta({ id: "DecisionRuleCondition", description: "Compares one signal of a session with a value; `always` matches every session." });

export type Condition = z.output<typeof conditionSchema>;

export const RULE_ACTIONS = ["approve", "decline", "review"] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** Tiers are merchant-chosen labels such as "verified" or "enhanced". */
export const tierSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, "must be a lower-case label of 1 to 40 characters");

export const MAX_PRIORITY = 1_000_000;

const modeSchema = z.enum(["test", "live"]);

const ruleFields = {
  name: z.string().trim().min(1).max(100),
  priority: z.number().int().min(0).max(MAX_PRIORITY).meta({ description: "Rules are evaluated in ascending priority." }),
  condition: conditionSchema,
  action: z.enum(RULE_ACTIONS),
  tier: tierSchema.nullable().optional().meta({ description: "Approve rules only: the VIC's tier (default verified)." }),
  enabled: z.boolean().optional(),
};

/** Portal POST body (its signal checked against the catalog by src/rules/editor/): a rule of one mode; without a priority it goes just before the first catch-all rule. */
export const createRuleSchema = z
  .strictObject({
    ...ruleFields,
    priority: ruleFields.priority.optional().meta({
      description: "Rules are evaluated in ascending priority. Default: just before the first enabled catch-all (`always`) rule, so the new rule can match.",
    }),
    mode: modeSchema,
  })
  .superRefine(tierOnlyOnApprove((rule) => rule.action === "approve"));

/** Portal PATCH body (its signal checked by src/rules/editor/): any subset; the tier rule is checked on the merge with the stored rule. */
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

/** Portal GET query: the rules of one mode. */
export const ruleModeQuery = z.strictObject({ mode: modeSchema.meta({ param: { description: "Whose rules: test or live." } }) });

export type CreateRuleInput = Omit<z.output<typeof createRuleSchema>, "mode">;
export type RuleFields = z.output<z.ZodObject<typeof ruleFields>>;
export { ruleFields };
export type UpdateRuleInput = z.output<typeof updateRuleSchema>;

export const decisionRuleObject = z
  .object({
    id: z.string().startsWith("rule_"),
    object: z.literal("decision_rule"),
    name: z.string(),
    priority: z.number().int(),
    condition: conditionSchema,
    action: z.enum(RULE_ACTIONS),
    tier: z.string().nullable(),
    enabled: z.boolean(),
    livemode,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: "DecisionRule" });

export const deletedDecisionRuleObject = z
  .object({ id: z.string().startsWith("rule_"), object: z.literal("decision_rule"), deleted: z.literal(true), livemode })
  .meta({ id: "DeletedDecisionRule" });

export type DecisionRuleObject = z.input<typeof decisionRuleObject>;
