import type { Mode } from "../auth/api-key-format.js";
import { groupedCalls } from "../db/grouped-calls.js";
import { query } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";

export interface DeliveryForAttempt {
  id: string;
  status: string;
  attemptCount: number;
  firstAttemptAt: Date | null;
  endpoint: {
    url: string;
    status: string;
    deletedAt: Date | null;
    secretCiphertext: string;
    previousSecretCiphertext: string | null;
    previousSecretExpiresAt: Date | null;
  };
  event: { id: string; type: string; mode: Mode; data: unknown; createdAt: Date };
}

interface Row {
  id: string;
  status: string;
  attempt_count: number;
  first_attempt_at: Date | null;
  url: string;
  endpoint_status: string;
  deleted_at: Date | null;
  secret_ciphertext: string;
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: Date | null;
  event_id: string;
  type: string;
  mode: Mode;
  data: unknown;
  event_created_at: Date;
}

function toDelivery(row: Row): DeliveryForAttempt {
  return {
    id: row.id,
    status: row.status,
    attemptCount: row.attempt_count,
    firstAttemptAt: row.first_attempt_at,
    endpoint: {
      url: row.url,
      status: row.endpoint_status,
      deletedAt: row.deleted_at,
      secretCiphertext: row.secret_ciphertext,
      previousSecretCiphertext: row.previous_secret_ciphertext,
      previousSecretExpiresAt: row.previous_secret_expires_at,
    },
    event: { id: row.event_id, type: row.type, mode: row.mode, data: row.data, createdAt: row.event_created_at },
  };
}

/** Everything the attempts of these deliveries need, in one query; null for a delivery that is gone. */
export async function loadDeliveriesForAttempt(deliveryIds: string[]): Promise<(DeliveryForAttempt | null)[]> {
  const rows = await query<Row>(Prisma.sql`
    SELECT d.id, d.status, d.attempt_count, d.first_attempt_at,
           e.url, e.status AS endpoint_status, e.deleted_at, e.secret_ciphertext,
           e.previous_secret_ciphertext, e.previous_secret_expires_at,
           ev.id AS event_id, ev.type, ev.mode::text AS mode, ev.data, ev.created_at AS event_created_at
      FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id
      JOIN events ev ON ev.id = d.event_id
     WHERE d.id = ANY (${deliveryIds}::text[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return deliveryIds.map((id) => {
    const row = byId.get(id);
    return row ? toDelivery(row) : null;
  });
}

/**
 * One delivery's attempt context. Every delivery attempt starts with this, so concurrent
 * attempts in a worker share one query (see groupedCalls).
 */
export const loadDeliveryForAttempt: (deliveryId: string) => Promise<DeliveryForAttempt | null> = groupedCalls(
  loadDeliveriesForAttempt,
  { maxBatch: 100, maxInFlight: 4 },
);
