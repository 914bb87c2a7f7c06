import type { Tx } from "../../db/client.js";

/**
 * Cancels the endpoint's deliveries that are still due (contract §5: deleting or disabling an
 * endpoint cancels its pending deliveries). A guarded update: a delivery that a worker settles
 * concurrently keeps the worker's outcome, and the delivery job finds `canceled` and stops.
 */
export async function cancelPendingDeliveries(tx: Tx, endpointId: string): Promise<number> {
  const { count } = await tx.webhookDelivery.updateMany({
    where: { endpointId, status: { in: ["pending", "retrying"] } },
    data: { status: "canceled", nextAttemptAt: null },
  });
  return count;
}
