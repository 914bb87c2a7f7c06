import { z } from "zod";
import { FLOW_NAMES } from "../flows/registry.js";
import { withErrorCode } from "../http/field-error-codes.js";

export const MAX_INSIGHT_DAYS = 90;
const DAYS_MESSAGE = `must be an integer between 1 and ${MAX_INSIGHT_DAYS}`;

export const insightsQuery = z.strictObject({
  days: withErrorCode(
    z
      .string()
      .regex(/^\d+$/, DAYS_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(1, DAYS_MESSAGE).max(MAX_INSIGHT_DAYS, DAYS_MESSAGE))
      .optional()
      .meta({ param: { description: `How many UTC days, ending today (default 30).` }, type: "integer", minimum: 1, maximum: MAX_INSIGHT_DAYS, default: 30 }),
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
  completion_rate: rate,
  review_rate: rate,
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
      reviewed: count,
      completion_rate: rate,
      review_rate: rate,
      deliveries: count,
      webhook_success_rate: rate,
    }),
    livemode: z.boolean(),
  })
  .meta({ id: "DailyInsights" });

export type DailyInsights = z.input<typeof dailyInsightsObject>;
