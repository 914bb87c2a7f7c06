import type { Owner } from "../../../http/auth/owner.js";
import type { Tx } from "../../../platform/db/client.js";
import type { UnitOfWork } from "../unit-of-work.js";
import { newId } from "../../../platform/ids.js";
import { DeliveryLifecycle } from "../delivery-lifecycle.js";
import { webhookDeliverJob } from "../jobs/webhook-delivery.js";

/**
 * NEW deliveries of logged events to one endpoint (same event, same envelope and
 * `X-PB-Event-Id`, first attempt now, the full retry schedule), in the caller's transaction;
 * their jobs go out after commit like any delivery's. What recover and resend share.
 */
export async function createRedeliveries(tx: Tx, afterCommit: UnitOfWork["afterCommit"], owner: Owner, endpointId: string, events: readonly { id: string; createdAt: Date }[]): Promise<string[]> {
  if (events.length === 0) return [];
  const now = new Date();
  const ids = events.map(() => newId("delivery"));
  await tx.webhookDelivery.createMany({
    data: events.map((event, i) => ({ id: ids[i]!, endpointId, eventId: event.id, eventCreatedAt: event.createdAt, merchantId: owner.merchantId, mode: owner.mode, status: DeliveryLifecycle.initial, nextAttemptAt: now })),
  });
  for (const deliveryId of ids) afterCommit(webhookDeliverJob.for({ deliveryId, attempt: 1 }));
  return ids;
}
