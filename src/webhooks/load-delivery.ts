import type { Mode } from "../auth/api-key-format.js";
import { groupedCalls } from "../db/grouped-calls.js";
import { query } from "../db/sql.js";
import { eventColumns } from "../events/event-columns.js";
import { Prisma } from "../generated/prisma/client.js";
import { deliveryColumns, endpointColumns } from "./webhook-columns.js";

const DELIVERY_FIELDS = ["id", "endpointId", "status", "attemptCount", "firstAttemptAt"] as const;
const ENDPOINT_FIELDS = ["url", "signatureScheme", "status", "deletedAt", "failingSince", "secretCiphertext", "previousSecretCiphertext", "previousSecretExpiresAt"] as const;
const EVENT_FIELDS = ["id", "type", "mode", "data", "createdAt"] as const;

export interface DeliveryForAttempt {
  id: string;
  endpointId: string;
  status: string;
  attemptCount: number;
  firstAttemptAt: Date | null;
  endpoint: {
    url: string;
    signatureScheme: string;
    status: string;
    deletedAt: Date | null;
    failingSince: Date | null;
    secretCiphertext: string;
    previousSecretCiphertext: string | null;
    previousSecretExpiresAt: Date | null;
  };
  event: { id: string; type: string; mode: Mode; data: unknown; createdAt: Date };
}

const readDelivery = deliveryColumns.reader(DELIVERY_FIELDS, "d");
const readEndpoint = endpointColumns.reader(ENDPOINT_FIELDS, "e");
const readEvent = eventColumns.reader(EVENT_FIELDS, "ev");

function toDelivery(row: Record<string, unknown>): DeliveryForAttempt {
  return { ...readDelivery(row), endpoint: readEndpoint(row), event: readEvent(row) };
}

/**
 * Everything the attempts of these deliveries need, in one query. Each delivery, then its event,
 * is found by one index probe (LATERAL ... LIMIT 1), a plan that does not depend on statistics:
 * as a plain join, a delivery partition the planner had no statistics for (a new day's, before
 * autovacuum reaches it) made it hash the whole event log, 87 s a batch at 10,000,000 events.
 * Both tables are partitioned by the event's day, which a delivery id alone does not give: the
 * deliveries are looked up in each partition's primary key, the event in its day's.
 */
export function loadDeliveriesStatement(deliveryIds: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT ${deliveryColumns.selectAs("d", DELIVERY_FIELDS)},
           ${endpointColumns.selectAs("e", ENDPOINT_FIELDS)},
           ${eventColumns.selectAs("ev", EVENT_FIELDS)}
      FROM unnest(${deliveryIds}::text[]) AS wanted (id)
     CROSS JOIN LATERAL (SELECT * FROM webhook_deliveries WHERE id = wanted.id LIMIT 1) d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id
     CROSS JOIN LATERAL (SELECT * FROM events WHERE id = d.event_id AND created_at = d.event_created_at LIMIT 1) ev`;
}

/** Everything the attempts of these deliveries need, in one query; null for a delivery that is gone. */
export async function loadDeliveriesForAttempt(deliveryIds: string[]): Promise<(DeliveryForAttempt | null)[]> {
  const deliveries = (await query(loadDeliveriesStatement(deliveryIds))).map(toDelivery);
  const byId = new Map(deliveries.map((delivery) => [delivery.id, delivery]));
  return deliveryIds.map((id) => byId.get(id) ?? null);
}

/**
 * One delivery's attempt context. Every delivery attempt starts with this, so concurrent
 * attempts in a worker share one query (see groupedCalls).
 */
export const loadDeliveryForAttempt: (deliveryId: string) => Promise<DeliveryForAttempt | null> = groupedCalls(
  loadDeliveriesForAttempt,
  { maxBatch: 100, maxInFlight: 4 },
);
