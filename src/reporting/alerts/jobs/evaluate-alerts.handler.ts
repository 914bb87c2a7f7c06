import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { logger } from "../../../platform/logger.js";
import { evaluateAlerts } from "../evaluate-alerts.js";
import { pruneClearedAlerts } from "../prune-alerts.js";

export const evaluateAlertsHandler: JobHandler<unknown> = async () => {
  const { opened, cleared } = await evaluateAlerts();
  const pruned = await pruneClearedAlerts();
  if (opened + cleared + pruned > 0) logger.info({ opened, cleared, pruned }, "team alerts evaluated");
};
