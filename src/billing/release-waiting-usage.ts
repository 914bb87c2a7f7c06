import { prisma } from "../platform/db/client.js";
import { logger } from "../platform/logger.js";
import { enqueueMissing } from "../platform/queues/enqueue-missing.js";
import { billingReportJob } from "./jobs/billing-report.js";
import { ReportLifecycle } from "./report-lifecycle.js";
import { billingReportsEnabled } from "./report-usage.js";

/** Most waiting usage records enqueued at once when billing becomes active; the sweeper does the rest. */
export const RELEASE_BATCH = 1_000;

/**
 * Billing became active (again) for the merchant (live access enabled with a Stripe customer):
 * usage the provider refused goes back to `pending` (failed -> pending, guarded), and pending
 * usage is enqueued for reporting (the first RELEASE_BATCH; the sweeper finds the rest). Each
 * record keeps its id as Stripe's `identifier`, so none is billed twice. Returns the ids enqueued.
 */
export async function releaseWaitingUsage(merchantId: string): Promise<string[]> {
  if (!billingReportsEnabled()) return [];
  const merchant = await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId }, select: { stripeCustomerId: true, liveEnabled: true } });
  if (!merchant.stripeCustomerId || !merchant.liveEnabled) return [];
  await ReportLifecycle.transitionMany(prisma, { where: { merchantId }, from: "failed", to: "pending", data: { reportError: null } });
  const due = await prisma.billableUsage.findMany({
    where: { merchantId, ...ReportLifecycle.is("pending") },
    orderBy: { occurredAt: "asc" },
    take: RELEASE_BATCH,
    select: { id: true },
  });
  const ids = due.map((u) => u.id);
  try {
    // Their earlier jobs ended "waiting for a customer" or refused, and may still be kept as finished.
    await enqueueMissing(ids.map((usageId) => billingReportJob.for({ usageId })));
  } catch (error) {
    logger.warn({ merchantId, err: (error as Error).message }, "could not enqueue released billing reports; the sweeper will");
  }
  return ids;
}
