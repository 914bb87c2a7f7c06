import type { z } from "zod";
import { prisma } from "../../../platform/db/client.js";
import type { JobHandler } from "../../../platform/jobs/job-handler.js";
import { submitReverificationRequest } from "../submit-reverification.js";
import type { reverificationSandboxPayload } from "./reverification-sandbox.js";

export const runReverificationSandbox: JobHandler<z.output<typeof reverificationSandboxPayload>> = async ({ requestId }) => {
  const row = await prisma.reverificationRequest.findUnique({ where: { id: requestId } });
  if (!row || row.mode !== "test" || row.testOutcome !== "submitted" || row.status !== "pending") return;
  await submitReverificationRequest(requestId);
};
