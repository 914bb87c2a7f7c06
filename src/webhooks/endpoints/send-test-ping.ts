import { ApiError } from "../../errors/api-error.js";
import { PING_MESSAGE } from "../../events/catalog.js";
import { inTransaction } from "../../events/unit-of-work.js";
import { endpointNotFound, endpointWhere, type Owner } from "./scope.js";

/**
 * Fires a `ping` aimed only at this endpoint (spec 6.2). Only an enabled endpoint can be
 * tested; a disabled one is `invalid_state`. The event and its delivery commit together, and
 * the delivery job is enqueued after commit.
 */
export async function sendTestPing(owner: Owner, id: string) {
  return inTransaction(async ({ tx, emit }) => {
    const endpoint = await tx.webhookEndpoint.findFirst({ where: endpointWhere(owner, id), select: { status: true } });
    if (!endpoint) throw endpointNotFound(id);
    if (endpoint.status !== "enabled") throw new ApiError("invalid_state", "This webhook endpoint is disabled; enable it before testing.");
    const eventId = await emit({ merchantId: owner.merchantId, mode: owner.mode, type: "ping", data: { message: PING_MESSAGE }, endpointId: id });
    const delivery = await tx.webhookDelivery.findFirst({ where: { eventId, endpointId: id }, select: { id: true } });
    // Disabled or deleted between our read and the fan-out: roll the event back rather than log a ping nobody gets.
    if (!delivery) throw new ApiError("invalid_state", "This webhook endpoint is no longer enabled.");
    return { object: "webhook_endpoint_test", endpoint_id: id, event_id: eventId, delivery_id: delivery.id };
  });
}
