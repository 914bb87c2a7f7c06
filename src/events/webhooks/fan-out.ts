import { Prisma } from "../../platform/generated/prisma/client.js";
import type { Tx } from "../../platform/db/client.js";
import type { Mode } from "../../http/auth/api-key-format.js";
import { eventColumns } from "../event-columns.js";
import { newIdSql } from "../../platform/ids.js";
import { DeliveryLifecycle } from "./delivery-lifecycle.js";
import { ACCEPTING_ENDPOINT_STATUS, EndpointLifecycle } from "./endpoint-status.js";
import { deliveryColumns } from "./webhook-columns.js";

export interface FanOutEvent {
  id: string;
  merchantId: string;
  mode: Mode;
  type: string;
  /** The event's created_at: its deliveries' partition key (src/platform/partitions/). */
  createdAt: Date;
  /** Set for events aimed at one endpoint (ping). */
  endpointId?: string | null;
}

const EVENT_FIELDS = ["id", "merchantId", "mode", "type", "endpointId", "createdAt"] as const;
const INSERTED = [
  "id", "endpointId", "eventId", "eventCreatedAt", "merchantId", "mode", "status", "nextAttemptAt", "createdAt", "updatedAt",
] as const;

const INSERTED_LIST = deliveryColumns.list(INSERTED);

/** A delivery as the fan-out statement returns it. */
export interface CreatedDelivery {
  id: string;
  event_id: string;
  /** Its endpoint's last attempts failed (`failing_since` is set). */
  endpoint_failing: boolean;
}

/**
 * The ids of new deliveries in the order their first attempts are enqueued: those to endpoints
 * that are failing go behind the healthy ones. One queue runs first attempts in order, so a
 * failing endpoint's attempt (an error, often a timeout) never runs ahead of a healthy
 * endpoint's copy of the same events.
 */
export function healthyEndpointsFirst(deliveries: readonly CreatedDelivery[]): string[] {
  return [...deliveries.filter((d) => !d.endpoint_failing), ...deliveries.filter((d) => d.endpoint_failing)].map((d) => d.id);
}

/**
 * The statement that creates one pending delivery per enabled endpoint of each event's merchant
 * and mode that subscribes to its type (or, for an aimed event, of that one endpoint), returning
 * CreatedDelivery rows. How many deliveries there are is only known here, so
 * their ids are made by Postgres, in newId's format (newIdSql).
 */
export function deliveriesInsertSql(events: readonly FanOutEvent[], now: Date): Prisma.Sql {
  const rows = JSON.stringify(events.map((e) => eventColumns.toRecord({ ...e, endpointId: e.endpointId ?? null }, EVENT_FIELDS)));
  return deliveriesInsertFrom(Prisma.sql`jsonb_populate_recordset(NULL::events, ${rows}::jsonb)`, now);
}

/**
 * The same, for events read from `source`: any row source with the events table's id,
 * merchant_id, mode, type, endpoint_id and created_at (the rows just inserted, in one statement with them).
 */
export function deliveriesInsertFrom(source: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO webhook_deliveries (${INSERTED_LIST})
    SELECT ${newIdSql("delivery")}, e.id, ev.id, ev.created_at, ev.merchant_id, e.mode,
           ${DeliveryLifecycle.initial}, ${now}, ${now}, ${now}
      FROM ${source} AS ev
      JOIN webhook_endpoints e
        ON e.merchant_id = ev.merchant_id AND e.mode = ev.mode
       AND ${EndpointLifecycle.sql.is(ACCEPTING_ENDPOINT_STATUS, "e")} AND e.deleted_at IS NULL
       AND CASE WHEN ev.endpoint_id IS NOT NULL THEN e.id = ev.endpoint_id ELSE ev.type = ANY (e.events) END
    RETURNING id, event_id,
              (SELECT we.failing_since IS NOT NULL FROM webhook_endpoints we WHERE we.id = webhook_deliveries.endpoint_id) AS endpoint_failing`;
}

/**
 * Creates the deliveries of an existing event (a replay) in the caller's transaction. Returns
 * the delivery ids to enqueue after commit, in the order to enqueue them. New events get theirs
 * with the event itself (src/events/webhooks/unit-of-work.ts).
 */
export async function createDeliveriesForEvent(tx: Tx, event: FanOutEvent, now = new Date()): Promise<string[]> {
  const created = await tx.$queryRaw<CreatedDelivery[]>(deliveriesInsertSql([event], now));
  return healthyEndpointsFirst(created);
}
