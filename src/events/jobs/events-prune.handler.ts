import type { JobHandler } from "../../jobs/job-handler.js";
import { logger } from "../../logger.js";
import { pruneExpiredEvents } from "../prune-events.js";

export const pruneEvents: JobHandler<unknown> = async () => {
  const result = await pruneExpiredEvents();
  if (result.deliveries + result.events + result.endpoints > 0 || result.capped) logger.info(result, "pruned expired events");
};
