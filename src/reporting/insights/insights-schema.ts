import { z } from "zod";
import { FLOW_NAMES } from "../../flows/registry.js";
import { withErrorCode } from "../../http/field-error-codes.js";

export const MAX_INSIGHT_DAYS = 90;
/** Contract section 22: a week unless asked otherwise. */
export const DEFAULT_INSIGHT_DAYS = 7;
const DAYS_MESSAGE = `must be an integer between 1 and ${MAX_INSIGHT_DAYS}`;

export const insightsQuery = z.strictObject({
  days: withErrorCode(
    z
      .string()
      .regex(/^\d+$/, DAYS_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(1, DAYS_MESSAGE).max(MAX_INSIGHT_DAYS, DAYS_MESSAGE))
      .optional()
      .meta({ param: { description: `How many UTC days, ending today (default ${DEFAULT_INSIGHT_DAYS}).` }, type: "integer", minimum: 1, maximum: MAX_INSIGHT_DAYS, default: DEFAULT_INSIGHT_DAYS }),
    "invalid_request",
  ),
});

const count = z.number().int().min(0);
const rate = z.number().min(0).max(1).nullable().meta({ description: "A share between 0 and 1; null when there is nothing to divide by." });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: "A UTC calendar day.", example: "2026-11-26" });

const flowStep = z.object({
  flow: z.enum(FLOW_NAMES),
  requested: count.meta({ description: "Sessions created asking for this flow." }),
  started: count.meta({ description: "Of those, sessions whose end user began it." }),
  verified: count.meta({ description: "Of those, sessions whose end user passed it." }),
});

const sessionDay = z.object({
  date: day,
  created: count,
  flows: z.array(flowStep),
  completed: count,
  failed: count,
  reviewed: count.meta({ description: "Sessions that went to manual review (whatever the review decided)." }),
  in_review: count.meta({ description: "Sessions still waiting for their review." }),
  expired: count,
  canceled: count,
  sandbox: count.meta({ description: "Test sessions settled by their test_outcome: no person saw them, so they are left out of `flows`." }),
  completion_rate: rate,
  review_rate: rate,
});

const reasonRow = z.object({
  outcome: z.enum(["failed", "expired"]),
  reason: z.string().meta({ description: "A failed session's `last_error.code` (`verification_declined`, `review_rejected`...), or `session_expired`." }),
  flow: z.enum(FLOW_NAMES).nullable().meta({ description: "For an expired session: the first flow it asked for that was not passed, where the person stopped." }),
  count,
});

const ruleRow = z.object({
  rule_id: z.string().nullable().meta({ description: "The decision rule that settled the sessions; null when none did (the sandbox, or no rule matched)." }),
  rule_name: z.string().nullable().meta({ description: "The rule's name now; null when no rule, or the rule was deleted." }),
  completed: count,
  failed: count,
  requires_review: count.meta({ description: "Sent to review by this rule and still waiting." }),
});

const countryRow = z.object({
  country: z.string().nullable().meta({ description: "The phone number's country (ISO 3166 alpha-2); null when no phone number was seen." }),
  created: count,
  completed: count,
  failed: count,
  expired: count,
});

const webhookDay = z.object({
  date: day,
  deliveries: count,
  succeeded: count,
  exhausted: count.meta({ description: "Failed for good, after every retry." }),
  in_flight: count.meta({ description: "Pending or retrying." }),
  canceled: count,
  success_rate: rate.meta({ description: "Succeeded over settled (succeeded + exhausted)." }),
});

export const dailyInsightsObject = z
  .object({
    object: z.literal("daily_insights"),
    time_zone: z.literal("UTC").meta({ description: "Days are UTC calendar days." }),
    from: day,
    to: day,
    sessions: z.array(sessionDay).meta({ description: "One entry per day, oldest first, days without sessions included." }),
    webhooks: z.array(webhookDay).meta({ description: "Webhook deliveries created each day, by their status now." }),
    totals: z.object({
      created: count,
      completed: count,
      failed: count,
      expired: count,
      reviewed: count,
      sandbox: count,
      completion_rate: rate,
      review_rate: rate,
      deliveries: count,
      webhook_success_rate: rate,
    }),
    by_reason: z.array(reasonRow).meta({ description: "Failed and expired sessions of the period by why, most first." }),
    by_rule: z.array(ruleRow).meta({ description: "Settled sessions of the period by the rule that decided them, most first." }),
    by_country: z.array(countryRow).meta({ description: "Sessions of the period by the phone number's country, most first." }),
    livemode: z.boolean(),
  })
  .meta({ id: "DailyInsights" });

export type DailyInsights = z.input<typeof dailyInsightsObject>;
