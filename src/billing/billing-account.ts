import { prisma } from "../platform/db/client.js";
import { usageBacklog } from "./usage-backlog.js";
import { billingReportsEnabled } from "./report-usage.js";

/** What the billing page shows (GET /api/merchant/billing): live access, the Stripe customer, usage waiting. */
export async function describeBilling(merchantId: string) {
  const [merchant, backlog] = await Promise.all([
    prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { stripeCustomerId: true, liveEnabled: true, liveEnabledReason: true } }),
    usageBacklog(merchantId),
  ]);
  return {
    object: "billing_settings" as const,
    live_enabled: merchant.liveEnabled,
    live_enabled_reason: merchant.liveEnabledReason,
    stripe_customer_id: merchant.stripeCustomerId,
    usage_pending: backlog.pending,
    usage_failed: backlog.failed,
    self_serve_setup: billingReportsEnabled(),
  };
}
