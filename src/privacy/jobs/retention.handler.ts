import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { logger } from "../../platform/logger.js";
import { applyRetention } from "../apply-retention.js";

export const retentionHandler: JobHandler<unknown> = async () => {
  const asked = await applyRetention();
  if (asked > 0) logger.info({ sessions: asked }, "retention policy: sessions asked to be redacted");
};
