import type { Tx } from "../../../platform/db/client.js";
import { ACTIVE_DELIVERY_STATUSES, DeliveryLifecycle } from "../delivery-lifecycle.js";

/**
 * Cancels the endpoint's deliveries that are still due (contract §5: deleting or disabling an
 * endpoint cancels its pending deliveries). A guarded update: a delivery that a worker settles
 * concurrently keeps the worker's outcome, and the delivery job finds `canceled` and stops.
 */
export async function cancelPendingDeliveries(tx: Tx, endpointId: string): Promise<number> {
  return DeliveryLifecycle.transitionMany(tx, { where: { endpointId }, from: ACTIVE_DELIVERY_STATUSES, to: "canceled", data: { nextAttemptAt: null } });
}
