import { z } from "zod";

/** The review-queue threshold an account starts with (the column's default, migration 20261201100000_team_alerts). */
export const DEFAULT_REVIEW_QUEUE_OVER = 25;
export const MAX_REVIEW_QUEUE_OVER = 10_000;

/** The team alerts' settings as the settings object shows them, from the row (or the defaults when the account has none). */
export function presentAlertSettings(row: { alertReviewQueueOver: number | null; alertFailingEndpoints: boolean } | null) {
  return {
    review_queue_over: row ? row.alertReviewQueueOver : DEFAULT_REVIEW_QUEUE_OVER,
    failing_endpoints: row ? row.alertFailingEndpoints : true,
  };
}

export type AlertSettingsChange = { review_queue_over?: number | null; failing_endpoints?: boolean };

/** The columns an `alerts` change writes (absent fields unchanged). */
export function alertSettingsData(change: AlertSettingsChange | undefined) {
  if (!change) return {};
  return {
    ...(change.review_queue_over !== undefined && { alertReviewQueueOver: change.review_queue_over }),
    ...(change.failing_endpoints !== undefined && { alertFailingEndpoints: change.failing_endpoints }),
  };
}

export const updateAlertSettingsBody = z
  .strictObject({
    review_queue_over: z
      .number()
      .int()
      .min(1)
      .max(MAX_REVIEW_QUEUE_OVER)
      .nullable()
      .optional()
      .meta({ description: `Alert when more than this many reviews are open in a mode (1-${MAX_REVIEW_QUEUE_OVER}); null: no review queue alert. Absent: unchanged.` }),
    failing_endpoints: z.boolean().optional().meta({ description: "Alert when a webhook endpoint is failing. Absent: unchanged." }),
  })
  .optional()
  .meta({ description: "Team alerts: a banner in the dashboard and an email to the owner and admins when the review queue or a failing endpoint grows. Absent: unchanged." });

export const alertSettingsObject = z
  .object({
    review_queue_over: z.number().int().nullable().meta({ description: `Open reviews of a mode above this many alert the team (default ${DEFAULT_REVIEW_QUEUE_OVER}); null: off.` }),
    failing_endpoints: z.boolean().meta({ description: "A failing webhook endpoint alerts the team (default true)." }),
  })
  .meta({ description: "Team alerts (docs/dashboard.md, \"Alerts\")." });
