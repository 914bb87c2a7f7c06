import { config } from "../src/config.js";
import { prisma } from "../src/db/client.js";
import { logger } from "../src/logger.js";
import { enqueueMany } from "../src/queues/enqueue.js";
import { getQueue } from "../src/queues/factory.js";
import { reverificationSandboxJob } from "./reverification-sandbox.js";

const BATCH = 500;
// A job is only "missing" once it had time to run: the sandbox delay plus this margin.
const GRACE_MS = 10_000;

/**
 * Sweeper repair: test requests created with `test_outcome: "submitted"` that are still pending
 * well after SANDBOX_DELAY_MS get their sandbox job back (enqueued again when Redis lost it,
 * retried when it failed for good). Oldest first, one batch per run; safe to run concurrently,
 * since job ids are derived from the request and the submission is a guarded update.
 */
export async function repairReverificationSandboxJobs(): Promise<number> {
  const now = Date.now();
  const overdue = await prisma.reverificationRequest.findMany({
    where: {
      mode: "test",
      status: "pending",
      testOutcome: "submitted",
      createdAt: { lte: new Date(now - config.SANDBOX_DELAY_MS - GRACE_MS) },
      expiresAt: { gt: new Date(now) },
    },
    select: { id: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: BATCH,
  });
  if (overdue.length === 0) return 0;

  const queue = getQueue(reverificationSandboxJob.queue);
  const missing: string[] = [];
  let retried = 0;
  await Promise.all(
    overdue.map(async ({ id }) => {
      const jobId = reverificationSandboxJob.jobId({ requestId: id });
      const state = await queue.getJobState(jobId);
      if (state === "unknown") missing.push(id);
      if (state !== "failed") return;
      const job = await queue.getJob(jobId);
      try {
        await job?.retry("failed");
        retried++;
      } catch (error) {
        // Another sweeper (or BullMQ) moved it in the meantime; the next run looks again.
        logger.warn({ jobId, err: (error as Error).message }, "could not retry failed reverification sandbox job");
      }
    }),
  );
  await enqueueMany(missing.map((requestId) => ({ name: "reverification-sandbox" as const, payload: { requestId } })));
  return missing.length + retried;
}
