import { config } from "../platform/config.js";
import { prisma } from "../platform/db/client.js";
import { enqueueMissing } from "../platform/queues/enqueue-missing.js";
import { SANDBOX_OUTCOMES } from "./session-schema.js";
import { sessionSandboxJob } from "./jobs/session-sandbox.js";
import { SessionLifecycle } from "./state-machine.js";

/** A test session still `created` this long after its sandbox delay has lost its job. */
const SANDBOX_GRACE_MS = 30_000;

/**
 * Sweeper repair: test sessions still `created` well past SANDBOX_DELAY_MS (so their sandbox job
 * should have run) get that job again when Redis lost it or holds it finished without having
 * moved the session (enqueueMissing). Oldest first, at most `batch`. `merchantId` narrows the
 * scan (tests share one database).
 */
export async function requeueStalledSandboxJobs(options: { batch?: number; merchantId?: string } = {}): Promise<number> {
  const now = Date.now();
  const stalled = await prisma.verificationSession.findMany({
    where: {
      ...(options.merchantId ? { merchantId: options.merchantId } : {}),
      ...SessionLifecycle.is("created"),
      mode: "test",
      // abandoned waits for its TTL; interactive waits for the end user.
      testOutcome: { in: [...SANDBOX_OUTCOMES] },
      createdAt: { lt: new Date(now - config.SANDBOX_DELAY_MS - SANDBOX_GRACE_MS) },
      expiresAt: { gt: new Date(now) },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
    take: options.batch ?? 500,
  });
  return enqueueMissing(stalled.map(({ id }) => sessionSandboxJob.for({ sessionId: id })));
}
