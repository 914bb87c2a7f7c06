import { UnrecoverableError } from "bullmq";
import type { z } from "zod";
import type { JobHandler } from "../../platform/jobs/job-handler.js";
import { reportUsage } from "../report-usage.js";
import type { billingReportPayload } from "./billing-report.js";

/** A refused report (4xx) is final: the job fails for good so Bull Board shows it too. */
export const reportUsageHandler: JobHandler<z.output<typeof billingReportPayload>> = async ({ usageId }) => {
  const outcome = await reportUsage(usageId);
  if (outcome === "failed") throw new UnrecoverableError(`billing report of ${usageId} refused by the provider (see the usage record)`);
};
