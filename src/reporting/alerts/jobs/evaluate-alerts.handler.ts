import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { logger } from "../../../platform/logger.js";
import { evaluateAlerts } from "../evaluate-alerts.js";

export const evaluateAlertsHandler: JobHandler<unknown> = async () => {
  const { opened, cleared } = await evaluateAlerts();
  if (opened + cleared > 0) logger.info({ opened, cleared }, "team alerts evaluated");
};
