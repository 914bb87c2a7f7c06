import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { logger } from "../../platform/logger.js";
import { expireDueVics } from "../expire-vics.js";

export const expireDueVicsHandler: JobHandler<Record<string, never>> = async () => {
  const expired = await expireDueVics();
  if (expired > 0) logger.info({ expired }, "VICs expired");
};
