import { prisma } from "../platform/db/client.js";
import { enqueueMissing } from "../platform/queues/enqueue-missing.js";
import { SETTLED_STATUSES } from "../sessions/state-machine.js";
import { CustomerRedactionLifecycle, SessionRedactionLifecycle } from "../customers/redaction-status.js";
import { redactionJob } from "./jobs/redaction.js";

/**
 * Sweeper repair: a redaction that is due gets its job again when Redis lost it or holds it
 * finished (enqueueMissing): every customer or session still `requested` (a crashed worker, a
 * lost job), and every session `processing` that has settled since (the job ran while it was
 * not). At most `batch` of each, oldest request first. `merchantId` narrows the scan (tests).
 */
export async function requeueRedactions(options: { batch?: number; merchantId?: string } = {}): Promise<number> {
  const take = options.batch ?? 500;
  const merchant = options.merchantId ? { merchantId: options.merchantId } : {};
  const sessions = await prisma.verificationSession.findMany({
    where: {
      ...merchant,
      OR: [SessionRedactionLifecycle.is("requested"), { ...SessionRedactionLifecycle.is("processing"), status: { in: [...SETTLED_STATUSES] } }],
    },
    orderBy: { redactionRequestedAt: "asc" },
    take,
    select: { id: true },
  });
  const customers = await prisma.customer.findMany({
    where: { ...merchant, ...CustomerRedactionLifecycle.is(["requested", "processing"]) },
    orderBy: { redactionRequestedAt: "asc" },
    take,
    select: { id: true },
  });
  return enqueueMissing([
    ...sessions.map(({ id }) => redactionJob.for({ kind: "session", id })),
    ...customers.map(({ id }) => redactionJob.for({ kind: "customer", id })),
  ]);
}
