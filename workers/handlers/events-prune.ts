import { pruneExpiredEvents } from "../../src/events/prune-events.js";
import { logger } from "../../src/logger.js";
import { pruneSpentSdkRows } from "../../src/sdk/prune-spent-sdk-rows.js";
import type { Handler } from "./handler.js";

export const pruneEvents: Handler<"prune-expired-events"> = async () => {
  const result = await pruneExpiredEvents();
  if (result.deliveries + result.events + result.endpoints > 0 || result.capped) logger.info(result, "pruned expired events");
  // The same hourly job prunes what finished end-user verifications no longer need.
  const spent = await pruneSpentSdkRows();
  if (spent.challenges + spent.phoneCodes + spent.flows > 0 || spent.capped) logger.info(spent, "pruned spent verification rows");
};
