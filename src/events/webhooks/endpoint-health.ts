import { config } from "../../platform/config.js";
import { prisma, type Tx } from "../../platform/db/client.js";
import { EndpointLifecycle, type DisabledReason } from "./endpoint-status.js";
import { cancelPendingDeliveries } from "./endpoints/cancel-pending-deliveries.js";

/**
 * Disables an enabled endpoint (one guarded update) and cancels its pending deliveries, in the
 * caller's transaction. Returns false when it was not enabled (already disabled or deleted).
 */
export async function disableEndpoint(tx: Tx, endpointId: string, reason: DisabledReason): Promise<boolean> {
  const disabled = await EndpointLifecycle.transitionMany(tx, {
    where: { id: endpointId, deletedAt: null },
    from: "enabled",
    to: "disabled",
    data: { disabledReason: reason },
  });
  if (disabled === 1) await cancelPendingDeliveries(tx, endpointId);
  return disabled === 1;
}

const GONE = 410;

/**
 * Follows an endpoint's health after each attempt (Stripe and Svix behave alike):
 * - a 2xx clears `failing_since`;
 * - a 410 Gone disables the endpoint at once (`gone`): the receiver said it will never accept;
 * - any other failure starts `failing_since` (if not started) and, once every attempt has
 *   failed for WEBHOOK_DISABLE_AFTER, disables it (`failing`).
 * Returns true when this attempt disabled the endpoint.
 */
export async function recordEndpointHealth(
  endpoint: { id: string; failingSince: Date | null },
  attempt: { at: Date; ok: boolean; statusCode: number | null },
): Promise<boolean> {
  // `failingSince` as loaded with the delivery: a healthy endpoint costs no extra statement.
  if (attempt.ok) {
    if (endpoint.failingSince !== null)
      await prisma.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: { not: null } }, data: { failingSince: null } });
    return false;
  }
  if (attempt.statusCode === GONE) return prisma.$transaction((tx) => disableEndpoint(tx, endpoint.id, "gone"));
  if (endpoint.failingSince === null) {
    // Attempts run side by side and record in any order: the clock starts at the earliest failure
    // of the run, not at whichever recorded first (a later start hid failures from the alert's count).
    await prisma.webhookEndpoint.updateMany({
      where: { id: endpoint.id, OR: [{ failingSince: null }, { failingSince: { gt: attempt.at } }] },
      data: { failingSince: attempt.at },
    });
    return false;
  }
  if (attempt.at.getTime() - endpoint.failingSince.getTime() < config.WEBHOOK_DISABLE_AFTER) return false;
  // Disable only if no success cleared the clock meanwhile (checked on the row, in the transaction).
  return prisma.$transaction(async (tx) => {
    const still = await tx.webhookEndpoint.count({ where: { id: endpoint.id, failingSince: { not: null, lte: new Date(attempt.at.getTime() - config.WEBHOOK_DISABLE_AFTER) } } });
    return still === 1 && disableEndpoint(tx, endpoint.id, "failing");
  });
}
