import { z } from "zod";
import { prisma } from "../src/db/client.js";
import { defineJob } from "../src/queues/define-job.js";
import { QUEUES } from "../src/queues/names.js";
import { submitReverificationRequest } from "../src/reverification/submit-reverification.js";

/** Test mode: plays the customer who completes a reverification request created with `test_outcome: "submitted"`. */
export const reverificationSandboxJob = defineJob({
  name: "reverification-sandbox",
  queue: QUEUES.sandbox,
  payload: z.strictObject({ requestId: z.string().startsWith("rvr_") }),
  jobId: (p) => `reverification-sandbox-${p.requestId}`,
  async handle({ requestId }) {
    const row = await prisma.reverificationRequest.findUnique({ where: { id: requestId } });
    if (!row || row.mode !== "test" || row.testOutcome !== "submitted" || row.status !== "pending") return;
    await submitReverificationRequest(requestId);
  },
});
