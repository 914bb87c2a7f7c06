import { prisma } from "../db/client.js";

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
