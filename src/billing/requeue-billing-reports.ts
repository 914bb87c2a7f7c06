import { prisma } from "../platform/db/client.js";
import { enqueueMissing } from "../platform/queues/enqueue-missing.js";
import { billingReportsEnabled } from "./report-usage.js";
import { billingReportJob } from "./jobs/billing-report.js";

/** Usage this old without a report has lost its job (or is waiting out a provider outage). */
const GRACE_MS = 30_000;

/**
 * Sweeper repair: pending usage records of merchants with a Stripe customer get their report job
 * again if Redis lost it or holds it finished (enqueueMissing). Oldest first, at most `batch`.
 */
export async function requeueBillingReports(options: { batch?: number } = {}): Promise<number> {
  if (!billingReportsEnabled()) return 0;
  const due = new Date(Date.now() - GRACE_MS);
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT u.id FROM billable_usage u JOIN merchants m ON m.id = u.merchant_id
     WHERE u.report_status = 'pending' AND m.stripe_customer_id IS NOT NULL
       AND u.occurred_at < ${due} AND (u.report_started_at IS NULL OR u.report_started_at < ${due})
     ORDER BY u.occurred_at
     LIMIT ${options.batch ?? 500}`;
  return enqueueMissing(rows.map(({ id }) => billingReportJob.for({ usageId: id })));
}
