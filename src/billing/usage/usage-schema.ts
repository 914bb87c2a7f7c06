import { z } from "zod";
import { livemode } from "../../http/common-schemas.js";

export const usagePeriodObject = z
  .object({
    object: z.literal("usage_period"),
    month: z.string().regex(/^\d{4}-\d{2}$/).meta({ description: "Calendar month in UTC, YYYY-MM." }),
    verifications: z.number().int().min(0).meta({ description: "Billable (live) completed verifications that month." }),
    reported: z.number().int().min(0).meta({ description: "Of those, reported to the billing provider." }),
    pending: z.number().int().min(0).meta({ description: "Not reported yet: waiting for a billing customer, in flight, or billing reports off." }),
    failed: z.number().int().min(0).meta({ description: "Refused by the billing provider (see docs/billing.md)." }),
  })
  .meta({ id: "UsagePeriod" });

export const usageList = z
  .object({ object: z.literal("list"), data: z.array(usagePeriodObject), livemode })
  .meta({ id: "UsagePeriodList" });
