import { prisma } from "../platform/db/client.js";
import { retentionCutoff } from "./list-events.js";

export interface PruneOptions {
  now?: Date;
  /** Endpoints per batch. */
  endpointBatch?: number;
  /** Batches per run; what is left waits for the next run. */
  maxBatches?: number;
}

export interface PruneResult {
  endpoints: number;
  /** True when the per-run cap stopped it with work left. */
  capped: boolean;
}

/**
 * Deletes the endpoints soft-deleted before the retention cutoff, with what is left of their
 * deliveries and attempts. Expired events, deliveries and attempts themselves go by whole day
 * partitions (src/platform/partitions/maintain-partitions.ts); every delivery of such an endpoint belongs
 * to an event older still, so normally nothing is left of them. The attempts go first and
 * explicitly: partitioned tables have no foreign key to cascade through (the endpoint's delivery
 * foreign key still cascades). Each batch is one short transaction.
 */
export async function pruneDeletedEndpoints(options: PruneOptions = {}): Promise<PruneResult> {
  const cutoff = retentionCutoff(options.now);
  const batch = options.endpointBatch ?? 1_000;
  let budget = options.maxBatches ?? 100;
  const result: PruneResult = { endpoints: 0, capped: false };
  for (;;) {
    const endpoints = await prisma.webhookEndpoint.findMany({ where: { deletedAt: { lt: cutoff } }, take: batch, select: { id: true } });
    if (endpoints.length === 0) break;
    if (budget-- <= 0) {
      result.capped = true;
      break;
    }
    const ids = endpoints.map((e) => e.id);
    const [, deleted] = await prisma.$transaction([
      prisma.$executeRaw`
        DELETE FROM webhook_attempts a USING webhook_deliveries d
         WHERE d.endpoint_id = ANY (${ids}::text[]) AND a.delivery_id = d.id AND a.event_created_at = d.event_created_at`,
      prisma.webhookEndpoint.deleteMany({ where: { id: { in: ids } } }),
    ]);
    result.endpoints += deleted.count;
    if (endpoints.length < batch) break;
  }
  return result;
}
