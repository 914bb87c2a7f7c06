import type { JobHandler } from "../../jobs/job-handler.js";
import { logger } from "../../logger.js";
import { pruneRequestLog } from "../prune-request-log.js";

export const pruneRequestLogJob: JobHandler<unknown> = async () => {
  const result = await pruneRequestLog();
  if (result.deleted > 0 || result.capped) logger.info(result, "pruned the request log");
};
