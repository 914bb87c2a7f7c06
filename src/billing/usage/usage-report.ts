import type { Owner } from "../../http/auth/owner.js";
import { prisma } from "../../platform/db/client.js";

/** How many months the report goes back (plain list, bounded). */
export const USAGE_REPORT_MONTHS = 36;

export interface UsagePeriod {
  object: "usage_period";
  /** Calendar month in UTC, "YYYY-MM". */
  month: string;
  verifications: number;
  /** Reported to the billing provider (accepted). */
  reported: number;
  /** Not reported yet (waiting for a billing customer, or in flight). */
  pending: number;
  /** Refused by the billing provider (see docs/billing.md). */
  failed: number;
}

/** Billable (live) verifications per UTC calendar month, newest month first, with their billing report state. */
export async function usageByMonth({ merchantId }: Owner): Promise<UsagePeriod[]> {
  const rows = await prisma.$queryRaw<{ month: string; verifications: number; reported: number; pending: number; failed: number }[]>`
    SELECT to_char(date_trunc('month', occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
           count(*)::int AS verifications,
           (count(*) FILTER (WHERE report_status = 'reported'))::int AS reported,
           (count(*) FILTER (WHERE report_status = 'pending'))::int AS pending,
           (count(*) FILTER (WHERE report_status = 'failed'))::int AS failed
      FROM billable_usage
     WHERE merchant_id = ${merchantId}
     GROUP BY 1
     ORDER BY 1 DESC
     LIMIT ${USAGE_REPORT_MONTHS}`;
  return rows.map((row) => ({ object: "usage_period", ...row }));
}
