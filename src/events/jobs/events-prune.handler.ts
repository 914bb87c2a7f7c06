import { pruneExpiredEvents } from "../../src/events/prune-events.js";
import { logger } from "../../src/logger.js";
import type { Handler } from "./handler.js";

export const pruneEvents: Handler<"prune-expired-events"> = async () => {
  const result = await pruneExpiredEvents();
  if (result.deliveries + result.events + result.endpoints > 0 || result.capped) logger.info(result, "pruned expired events");
};
