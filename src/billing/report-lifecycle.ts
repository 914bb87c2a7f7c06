import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";

/**
 * The billing report of one usage record (`billable_usage.report_status`):
 *
 *   pending ──provider accepted──▶ reported
 *      └──────provider refused (4xx other than 429)──▶ failed ──billing active again──▶ pending
 *
 * While pending, each try is recorded before it is sent (`report_attempts`, `report_started_at`)
 * and its answer after. A usage record of a merchant without a billing customer stays pending.
 */
export const REPORT_STATUSES = ["pending", "reported", "failed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  pending: ["reported", "failed"],
  reported: [],
  failed: ["pending"],
};

/** Guarded update of one usage record from `from` to `to`; true when it moved. */
export async function transitionReport(
  db: Db,
  input: { id: string; from: ReportStatus; to: ReportStatus; data?: Prisma.BillableUsageUpdateManyMutationInput },
): Promise<boolean> {
  if (!TRANSITIONS[input.from].includes(input.to)) throw new Error(`usage report cannot go from ${input.from} to ${input.to}`);
  const { count } = await db.billableUsage.updateMany({ where: { id: input.id, reportStatus: input.from }, data: { ...input.data, reportStatus: input.to } });
  return count === 1;
}
