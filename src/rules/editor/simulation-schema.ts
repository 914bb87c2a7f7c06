import { z } from "zod";
import { livemode, timestamp } from "../../http/common-schemas.js";
import { conditionSchema, RULE_ACTIONS, ruleFields } from "../rule-schema.js";
import { catalogSignalOnly } from "./signal-check.js";
import { tierOnlyOnApprove } from "../tier-rule.js";

export const MAX_SIMULATED_SESSIONS = 10_000;
export const MAX_LISTED_CHANGES = 100;

/** One rule of a draft set: a stored rule being edited (its `id`) or a new one. */
const draftRule = z
  .strictObject({
    id: z.string().startsWith("rule_").max(64).optional().meta({ description: "The stored rule this draft edits, to name it in the answer." }),
    name: ruleFields.name,
    priority: ruleFields.priority.optional().meta({ description: "Without one, the rule goes where a new rule would: just before the first enabled catch-all." }),
    condition: conditionSchema,
    action: ruleFields.action,
    tier: ruleFields.tier,
    enabled: ruleFields.enabled,
  })
  .superRefine(tierOnlyOnApprove((rule) => rule.action === "approve"))
  .superRefine(catalogSignalOnly);

export const simulateRulesBody = z
  .strictObject({
    mode: z.enum(["test", "live"]),
    rules: z.array(draftRule).max(100).meta({ description: "The whole draft rule set, evaluated like stored rules (ascending priority; ties keep this order)." }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_SIMULATED_SESSIONS)
      .optional()
      .meta({ description: `How many of the latest decided sessions to replay, 1 to ${MAX_SIMULATED_SESSIONS} (default 1000), within the budget of (rules in force + draft rules) x limit rule evaluations (SIMULATION_BUDGET, 2,000,000 by default).` }),
  })
  .meta({ id: "SimulateDecisionRules" });

export type SimulateRulesInput = z.output<typeof simulateRulesBody>;

const outcome = z
  .object({
    action: z.enum(RULE_ACTIONS),
    tier: z.string().nullable(),
    rule: z.object({ id: z.string().nullable(), name: z.string() }).nullable().meta({ description: "The rule that decided; null when none matched (review)." }),
  })
  .meta({ id: "SimulatedOutcome" });

const counts = z.object({ approve: z.number().int(), decline: z.number().int(), review: z.number().int() }).meta({ id: "SimulatedOutcomeCounts" });

export const simulationObject = z
  .object({
    object: z.literal("decision_rule_simulation"),
    sessions_replayed: z.number().int().meta({ description: "Decided sessions replayed (0 when the mode has none yet)." }),
    oldest_replayed_at: timestamp.nullable(),
    newest_replayed_at: timestamp.nullable(),
    current: counts.meta({ description: "Outcomes under the rules in force now." }),
    draft: counts.meta({ description: "Outcomes under the draft rules." }),
    changed_count: z.number().int(),
    changed: z
      .array(z.object({ verification_session: z.string(), created_at: timestamp, current: outcome, draft: outcome }))
      .meta({ description: `The sessions whose outcome would change, newest first (at most ${MAX_LISTED_CHANGES}).` }),
    livemode,
  })
  .meta({ id: "DecisionRuleSimulation" });

export type SimulationObject = z.input<typeof simulationObject>;
