import { prisma } from "../db/client.js";

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
      where: { status: "pending", expiresAt: { lte: now } },
      select: { id: true },
      orderBy: { expiresAt: "asc" },
      take: BATCH,
    });
    if (due.length === 0) break;
    const { count } = await prisma.reverificationRequest.updateMany({
      where: { id: { in: due.map((row) => row.id) }, status: "pending", expiresAt: { lte: now } },
      data: { status: "expired" },
    });
    expired += count;
    if (due.length < BATCH) break;
  }
  return expired;
}
