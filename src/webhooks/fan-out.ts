import { Prisma } from "../generated/prisma/client.js";
import type { Tx } from "../db/client.js";
import type { Mode } from "../auth/api-key-format.js";

export interface FanOutEvent {
  id: string;
  merchantId: string;
  mode: Mode;
  type: string;
  /** Set for events aimed at one endpoint (ping). */
  endpointId?: string | null;
}

/**
 * The statement that creates one pending delivery per enabled endpoint of each event's merchant
 * and mode that subscribes to its type (or, for an aimed event, of that one endpoint), returning
 * the delivery ids (with their event ids). Usable on its own or as the last part of a larger statement.
 */
export function deliveriesInsertSql(events: readonly FanOutEvent[], now: Date): Prisma.Sql {
  const rows = JSON.stringify(
    events.map((e) => ({ id: e.id, merchant_id: e.merchantId, mode: e.mode, type: e.type, endpoint_id: e.endpointId ?? null })),
  );
  return Prisma.sql`
    INSERT INTO webhook_deliveries (id, endpoint_id, event_id, merchant_id, mode, status, next_attempt_at, created_at, updated_at)
    SELECT 'whd_' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), e.id, ev.id, ev.merchant_id, e.mode,
           'pending', ${now}, ${now}, ${now}
      FROM jsonb_to_recordset(${rows}::jsonb) AS ev(id text, merchant_id text, mode text, type text, endpoint_id text)
      JOIN webhook_endpoints e
        ON e.merchant_id = ev.merchant_id AND e.mode = ev.mode::"Mode"
       AND e.status = 'enabled' AND e.deleted_at IS NULL
       AND CASE WHEN ev.endpoint_id IS NOT NULL THEN e.id = ev.endpoint_id ELSE ev.type = ANY (e.events) END
    RETURNING id, event_id`;
}

/**
 * Creates the deliveries of an existing event (a replay) in the caller's transaction. Returns
 * the delivery ids to enqueue after commit. New events get theirs with the event itself
 * (src/events/unit-of-work.ts).
 */
export async function createDeliveriesForEvent(tx: Tx, event: FanOutEvent, now = new Date()): Promise<string[]> {
  const created = await tx.$queryRaw<{ id: string }[]>(deliveriesInsertSql([event], now));
  return created.map((row) => row.id);
}
