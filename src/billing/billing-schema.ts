import { z } from "zod";

export const billingSettingsObject = z
  .object({
    object: z.literal("billing_settings"),
    live_enabled: z.boolean().meta({ description: "Whether live mode is enabled: live keys and live requests work." }),
    live_enabled_reason: z
      .string()
      .nullable()
      .meta({ description: "Why live access last changed (`stripe_checkout` after the Stripe setup, or the operator's reason); null: never changed." }),
    stripe_customer_id: z.string().nullable().meta({ description: "The Stripe customer the service created for this account; null until the billing setup starts." }),
    usage_pending: z.number().int().min(0).meta({ description: "Live verifications not reported to billing yet (waiting for billing to be active, or in flight)." }),
    usage_failed: z.number().int().min(0).meta({ description: "Live verifications the billing provider refused; reported again when billing becomes active again." }),
    self_serve_setup: z.boolean().meta({
      description:
        "Whether the owner can activate live mode here (`POST /billing/setup` leads to Stripe). False when this installation has no billing provider (`billing_not_configured`): its operator enables live access instead.",
    }),
  })
  .meta({ id: "BillingSettings" });

export const billingSetupObject = z
  .object({
    object: z.literal("billing_setup"),
    url: z.string().url().meta({ description: "Stripe Checkout (setup mode): send the owner's browser there to add a payment method." }),
  })
  .meta({ id: "BillingSetup" });
