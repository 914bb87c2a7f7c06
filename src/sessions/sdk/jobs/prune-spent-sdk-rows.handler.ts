import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { logger } from "../../../platform/logger.js";
import { pruneSpentSdkRows } from "../prune-spent-sdk-rows.js";

export const pruneSpentRows: JobHandler<unknown> = async () => {
  const spent = await pruneSpentSdkRows();
  if (spent.challenges + spent.codes + spent.flows > 0 || spent.capped) logger.info(spent, "pruned spent verification rows");
};
