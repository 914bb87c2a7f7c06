import { z } from "zod";

export const billingSettingsObject = z
  .object({
    object: z.literal("billing_settings"),
    stripe_customer_id: z.string().nullable().meta({ description: "The Stripe customer your live usage is reported for; null: usage waits." }),
  })
  .meta({ id: "BillingSettings" });

export const updateBillingBody = z
  .strictObject({
    stripe_customer_id: z
      .string()
      .regex(/^cus_[A-Za-z0-9]{1,250}$/, "must be a Stripe customer id (cus_...)")
      .nullable()
      .meta({ description: "A Stripe customer id (`cus_...`), or null to clear it." }),
  })
  .meta({ id: "UpdateBillingSettings" });
