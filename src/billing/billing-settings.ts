import { prisma } from "../db/client.js";
import { inTransaction } from "../events/unit-of-work.js";
import { logger } from "../logger.js";
import { enqueueMissing } from "../queues/enqueue-missing.js";
import { billingReportsEnabled } from "./report-usage.js";
import { billingReportJob } from "./jobs/billing-report.js";

/** Most waiting usage records enqueued at once when a customer id is set; the sweeper does the rest. */
export const RELEASE_BATCH = 1_000;

export interface BillingSettings {
  object: "billing_settings";
  stripe_customer_id: string | null;
}

export async function getBillingSettings(merchantId: string): Promise<BillingSettings> {
  const merchant = await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { stripeCustomerId: true } });
  return { object: "billing_settings", stripe_customer_id: merchant.stripeCustomerId };
}

/**
 * Sets (or, with null, clears) the merchant's Stripe customer. Usage records that waited for one
 * are enqueued for reporting after commit (the first RELEASE_BATCH; the sweeper finds the rest).
 * Their earlier jobs ended "waiting for a customer" and may still be kept as completed, so they
 * go through enqueueMissing, which replaces finished jobs. Returns the settings and the ids released.
 */
export async function setStripeCustomerId(merchantId: string, stripeCustomerId: string | null): Promise<{ settings: BillingSettings; due: string[] }> {
  const result = await inTransaction(async ({ tx }) => {
    await tx.merchant.update({ where: { id: merchantId }, data: { stripeCustomerId } });
    const due = stripeCustomerId
      ? await tx.billableUsage.findMany({
          where: { merchantId, reportStatus: "pending" },
          orderBy: { occurredAt: "asc" },
          take: RELEASE_BATCH,
          select: { id: true },
        })
      : [];
    return { settings: { object: "billing_settings" as const, stripe_customer_id: stripeCustomerId }, due: due.map((u) => u.id) };
  });
  if (billingReportsEnabled() && result.due.length > 0) {
    try {
      await enqueueMissing(result.due.map((usageId) => billingReportJob.for({ usageId })));
    } catch (error) {
      // Committed; the sweeper enqueues them (as after any enqueue that fails after commit).
      logger.warn({ merchantId, err: (error as Error).message }, "could not enqueue released billing reports; the sweeper will");
    }
  }
  return result;
}
