import { UnrecoverableError } from "bullmq";
import { reportUsage } from "../../src/billing/report-usage.js";
import type { Handler } from "./handler.js";

/** A refused report (4xx) is final: the job fails for good so Bull Board shows it too. */
export const reportUsageHandler: Handler<"billing-report"> = async ({ usageId }) => {
  const outcome = await reportUsage(usageId);
  if (outcome === "failed") throw new UnrecoverableError(`billing report of ${usageId} refused by the provider (see the usage record)`);
};
