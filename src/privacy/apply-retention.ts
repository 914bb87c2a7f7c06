import { prisma } from "../platform/db/client.js";
import { requestSessionRedactions } from "../customers/redaction-status.js";
import { SETTLED_STATUSES } from "../sessions/state-machine.js";
import { inTransaction } from "../events/webhooks/unit-of-work.js";
import { redactionJob } from "./jobs/redaction.js";

const DAY_MS = 86_400_000;

export interface RetentionOptions {
  now?: Date;
  /** Sessions asked per transaction. */
  batch?: number;
  /** Transactions per run; what is left waits for the next run. */
  maxBatches?: number;
  /** Only this account (tests share one database). */
  merchantId?: string;
}

/**
 * The retention policy (portal settings, `retention_days`): every settled session of an account
 * with a policy, created more than `retention_days` ago and never asked to be redacted, is asked
 * now, in bounded batches, each its own transaction whose redaction jobs are enqueued after it
 * commits. The redaction job does the rest, as for a request. Returns how many were asked.
 */
export async function applyRetention(options: RetentionOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 500;
  let budget = options.maxBatches ?? 100;
  let asked = 0;
  const policies = await prisma.merchantSettings.findMany({
    where: { retentionDays: { not: null }, ...(options.merchantId ? { merchantId: options.merchantId } : {}) },
    select: { merchantId: true, retentionDays: true },
  });
  for (const { merchantId, retentionDays } of policies) {
    const cutoff = new Date(now.getTime() - retentionDays! * DAY_MS);
    for (;;) {
      if (budget-- <= 0) return asked;
      const moved = await inTransaction(async ({ tx, afterCommit }) => {
        const due = await tx.verificationSession.findMany({
          where: { merchantId, createdAt: { lt: cutoff }, status: { in: [...SETTLED_STATUSES] }, redactionStatus: null },
          orderBy: { createdAt: "asc" },
          take: batch,
          select: { id: true },
        });
        const ids = await requestSessionRedactions(tx, { id: { in: due.map((d) => d.id) } }, now);
        for (const id of ids) afterCommit(redactionJob.for({ kind: "session", id }));
        return ids.length;
      });
      asked += moved;
      if (moved < batch) break;
    }
  }
  return asked;
}
