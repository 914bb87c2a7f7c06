import type { Tx } from "../db/client.js";
import { newId } from "../ids.js";
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
 * Creates one pending delivery per enabled endpoint of the event's merchant and mode that
 * subscribes to its type, in the caller's transaction, so an event can never exist without
 * its deliveries. Returns the delivery ids to enqueue after commit.
 */
export async function createDeliveriesForEvent(tx: Tx, event: FanOutEvent, now = new Date()): Promise<string[]> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: {
      merchantId: event.merchantId,
      mode: event.mode,
      status: "enabled",
      deletedAt: null,
      ...(event.endpointId ? { id: event.endpointId } : { events: { has: event.type } }),
    },
    select: { id: true },
  });
  if (endpoints.length === 0) return [];
  const deliveries = endpoints.map((endpoint) => ({
    id: newId("delivery"),
    endpointId: endpoint.id,
    eventId: event.id,
    merchantId: event.merchantId,
    mode: event.mode,
    status: "pending",
    nextAttemptAt: now,
  }));
  await tx.webhookDelivery.createMany({ data: deliveries });
  return deliveries.map((d) => d.id);
}
