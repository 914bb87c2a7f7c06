import { prisma } from "../../platform/db/client.js";
import { ReverificationLifecycle } from "./reverification-lifecycle.js";

const BATCH = 500;
const MAX_BATCHES_PER_RUN = 20;

/**
 * Sweeper repair: pending requests past `expires_at` become `expired`, in batches, with no event
 * (the catalog has none for it). A late submission is refused even before this runs, because
 * submission is guarded by `expires_at`.
 */
export async function expireOverdueReverificationRequests(): Promise<number> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const now = new Date();
    const due = await prisma.reverificationRequest.findMany({
      where: { ...ReverificationLifecycle.is("pending"), expiresAt: { lte: now } },
      select: { id: true },
      orderBy: { expiresAt: "asc" },
      take: BATCH,
    });
    if (due.length === 0) break;
    expired += await ReverificationLifecycle.transitionMany(prisma, {
      where: { id: { in: due.map((row) => row.id) }, expiresAt: { lte: now } },
      from: "pending",
      to: "expired",
    });
    if (due.length < BATCH) break;
  }
  return expired;
}
