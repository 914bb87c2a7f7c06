import type { JobHandler } from "../../jobs/job-handler.js";
import { logger } from "../../logger.js";
import { maintainPartitions } from "../maintain-partitions.js";

export const maintainPartitionsHandler: JobHandler<unknown> = async () => {
  const result = await maintainPartitions();
  if (result.created.length + result.dropped.length + result.defaultRowsDeleted > 0) logger.info(result, "maintained partitions");
};
