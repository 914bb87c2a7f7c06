import type { Tx } from "../../db/client.js";
import { ACTIVE_DELIVERY_STATUSES, type DeliveryStatus } from "../delivery-lifecycle.js";

const CANCELED: DeliveryStatus = "canceled";

/**
 * Cancels the endpoint's deliveries that are still due (contract §5: deleting or disabling an
 * endpoint cancels its pending deliveries). A guarded update: a delivery that a worker settles
 * concurrently keeps the worker's outcome, and the delivery job finds `canceled` and stops.
 */
export async function cancelPendingDeliveries(tx: Tx, endpointId: string): Promise<number> {
  const { count } = await tx.webhookDelivery.updateMany({
    where: { endpointId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
    data: { status: CANCELED, nextAttemptAt: null },
  });
  return count;
}
