import { prisma } from "../db/client.js";

/** How many months the report goes back (plain list, bounded). */
export const USAGE_REPORT_MONTHS = 36;

export interface UsagePeriod {
  object: "usage_period";
  /** Calendar month in UTC, "YYYY-MM". */
  month: string;
  verifications: number;
}

/** Billable (live) verifications per UTC calendar month, newest month first. */
export async function usageByMonth(merchantId: string): Promise<UsagePeriod[]> {
  const rows = await prisma.$queryRaw<{ month: string; verifications: number }[]>`
    SELECT to_char(date_trunc('month', occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
           count(*)::int AS verifications
      FROM billable_usage
     WHERE merchant_id = ${merchantId}
     GROUP BY 1
     ORDER BY 1 DESC
     LIMIT ${USAGE_REPORT_MONTHS}`;
  return rows.map((row) => ({ object: "usage_period", month: row.month, verifications: row.verifications }));
}
