import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { logger } from "../../platform/logger.js";
import { pruneDeletedEndpoints } from "../prune-events.js";

export const pruneEvents: JobHandler<unknown> = async () => {
  const result = await pruneDeletedEndpoints();
  if (result.endpoints > 0 || result.capped) logger.info(result, "pruned deleted webhook endpoints");
};
