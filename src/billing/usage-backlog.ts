import { prisma } from "../platform/db/client.js";
import { apiGauge } from "../platform/metrics/metrics.js";

export interface UsageBacklog {
  /** Live usage not reported yet: waiting for billing (no customer, provider none) or in flight. */
  pending: number;
  /** Live usage the billing provider refused; reported again when billing becomes active again. */
  failed: number;
}

/** The unreported live usage of one merchant, or of every merchant (metrics). */
export async function usageBacklog(merchantId?: string): Promise<UsageBacklog> {
  const rows = await prisma.billableUsage.groupBy({
    by: ["reportStatus"],
    where: { reportStatus: { in: ["pending", "failed"] }, ...(merchantId ? { merchantId } : {}) },
    _count: { _all: true },
  });
  const count = (status: string) => rows.find((r) => r.reportStatus === status)?._count._all ?? 0;
  return { pending: count("pending"), failed: count("failed") };
}

apiGauge({
  name: "proofbase_billing_usage_unreported",
  help: "Live usage records not reported to billing, by report status: pending (waiting for billing or in flight), failed (refused; reported again when billing is active again). Read from Postgres at scrape time.",
  labelNames: ["status"] as const,
  async collect() {
    this.reset(); // Postgres unreachable: no series rather than stale ones, and the scrape still answers
    const backlog = await usageBacklog().catch(() => null);
    if (!backlog) return;
    this.set({ status: "pending" }, backlog.pending);
    this.set({ status: "failed" }, backlog.failed);
  },
});
