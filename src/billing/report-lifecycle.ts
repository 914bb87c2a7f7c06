import { defineLifecycle } from "../platform/db/lifecycle.js";

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

/** The owner of `billable_usage.report_status`. */
export const ReportLifecycle = defineLifecycle({
  name: "usage report",
  model: "BillableUsage",
  field: "reportStatus",
  table: "billable_usage",
  column: "report_status",
  statuses: REPORT_STATUSES,
  initial: ["pending"],
  transitions: { pending: ["reported", "failed"], reported: [], failed: ["pending"] },
});
