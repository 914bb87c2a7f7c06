import { config } from "../../platform/config.js";
import { prisma } from "../../platform/db/client.js";
import { enqueueMissing } from "../../platform/queues/enqueue-missing.js";
import { reverificationSandboxJob } from "./jobs/reverification-sandbox.js";
import { ReverificationLifecycle } from "./reverification-lifecycle.js";

const BATCH = 500;
// A job is only "missing" once it had time to run: the sandbox delay plus this margin.
const GRACE_MS = 10_000;

/**
 * Sweeper repair: test requests created with `test_outcome: "submitted"` that are still pending
 * well after SANDBOX_DELAY_MS get their sandbox job back when Redis lost it or holds it finished
 * (enqueueMissing). Oldest first, one batch per run; the submission is a guarded update, so a
 * job added twice is harmless. `merchantId` narrows the scan (tests share one database across
 * Redis prefixes).
 */
export async function repairReverificationSandboxJobs(options: { merchantId?: string } = {}): Promise<number> {
  const now = Date.now();
  const overdue = await prisma.reverificationRequest.findMany({
    where: {
      ...(options.merchantId ? { merchantId: options.merchantId } : {}),
      mode: "test",
      ...ReverificationLifecycle.is("pending"),
      testOutcome: "submitted",
      createdAt: { lte: new Date(now - config.SANDBOX_DELAY_MS - GRACE_MS) },
      expiresAt: { gt: new Date(now) },
    },
    select: { id: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: BATCH,
  });
  return enqueueMissing(overdue.map(({ id }) => reverificationSandboxJob.for({ requestId: id })));
}
