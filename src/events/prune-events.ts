import { prisma } from "../db/client.js";
import { retentionCutoff } from "./list-events.js";

export interface PruneOptions {
  now?: Date;
  /** Events per batch. */
  eventBatch?: number;
  /** Deliveries per DELETE statement (each takes its attempts with it, by FK cascade). */
  deliveryBatch?: number;
  /** DELETE statements per run; what is left waits for the next run. */
  maxStatements?: number;
}

export interface PruneResult {
  deliveries: number;
  events: number;
  endpoints: number;
  /** True when the per-run cap stopped it with work left. */
  capped: boolean;
}

/**
 * Deletes what is older than EVENT_RETENTION_DAYS: events with their deliveries and attempts,
 * and endpoints soft-deleted before the cutoff (every delivery they had belongs to an event that
 * is older still). Work goes in bounded batches, each DELETE its own short transaction, so no
 * table is locked for long: for the oldest `eventBatch` events (index on created_at), their
 * deliveries go first, `deliveryBatch` at a time (an event can have hundreds), then the events.
 */
export async function pruneExpiredEvents(options: PruneOptions = {}): Promise<PruneResult> {
  const cutoff = retentionCutoff(options.now);
  const eventBatch = options.eventBatch ?? 1_000;
  const deliveryBatch = options.deliveryBatch ?? 5_000;
  let budget = options.maxStatements ?? 500;
  const result: PruneResult = { deliveries: 0, events: 0, endpoints: 0, capped: false };
  const spend = () => {
    if (budget <= 0) {
      result.capped = true;
      return false;
    }
    budget--;
    return true;
  };

  for (;;) {
    const events = await prisma.event.findMany({
      where: { createdAt: { lt: cutoff } },
      orderBy: { createdAt: "asc" },
      take: eventBatch,
      select: { id: true },
    });
    if (events.length === 0) break;
    const eventIds = events.map((e) => e.id);
    for (;;) {
      const deliveries = await prisma.webhookDelivery.findMany({ where: { eventId: { in: eventIds } }, take: deliveryBatch, select: { id: true } });
      if (deliveries.length === 0) break;
      if (!spend()) return result;
      result.deliveries += (await prisma.webhookDelivery.deleteMany({ where: { id: { in: deliveries.map((d) => d.id) } } })).count;
    }
    if (!spend()) return result;
    // The cascade picks up any delivery created since (a replay racing the window's edge).
    result.events += (await prisma.event.deleteMany({ where: { id: { in: eventIds }, createdAt: { lt: cutoff } } })).count;
    if (events.length < eventBatch) break;
  }

  for (;;) {
    const endpoints = await prisma.webhookEndpoint.findMany({ where: { deletedAt: { lt: cutoff } }, take: eventBatch, select: { id: true } });
    if (endpoints.length === 0) break;
    if (!spend()) return result;
    result.endpoints += (await prisma.webhookEndpoint.deleteMany({ where: { id: { in: endpoints.map((e) => e.id) } } })).count;
    if (endpoints.length < eventBatch) break;
  }
  return result;
}
