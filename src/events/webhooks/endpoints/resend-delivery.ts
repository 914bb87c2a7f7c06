import { InvalidState, NotFound } from "../../../platform/errors/domain-errors.js";
import { findLoggedEvent } from "../../list-events.js";
import { spendReplayBudget } from "../replay-event.js";
import { inTransaction } from "../unit-of-work.js";
import { ACTIVE_DELIVERY_STATUSES } from "../delivery-lifecycle.js";
import { ACCEPTING_ENDPOINT_STATUS } from "../endpoint-status.js";
import { presentDelivery } from "../present-delivery.js";
import { createRedeliveries } from "./redeliver.js";
import { findEndpoint, type Owner } from "./scope.js";

/**
 * Sends one delivery's event again to its endpoint, as a NEW delivery (the original keeps its
 * history). Only a settled delivery (succeeded, exhausted, canceled) is resent: one still being
 * attempted would be sent twice. The endpoint must be enabled and the event still in the log's
 * window; each resend counts against the replay budget, like a replay.
 */
export async function resendDelivery(owner: Owner, endpointId: string, deliveryId: string) {
  return inTransaction(async ({ tx, afterCommit }) => {
    const endpoint = await findEndpoint(tx, owner, endpointId);
    const original = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, endpointId, merchantId: owner.merchantId, mode: owner.mode },
      select: { eventId: true, status: true },
    });
    if (!original) throw new NotFound("webhook_delivery", deliveryId, "delivery_id");
    if (endpoint.status !== ACCEPTING_ENDPOINT_STATUS) throw new InvalidState("Enable the endpoint before resending a delivery.");
    if ((ACTIVE_DELIVERY_STATUSES as readonly string[]).includes(original.status))
      throw new InvalidState(
        original.status === "retrying"
          ? "This delivery is waiting for its next retry: retry it now (POST .../retry) rather than resend it, or resend it once it has succeeded or failed."
          : "This delivery is still being attempted; resend it once it has succeeded or failed.",
      );
    const event = await findLoggedEvent(tx, owner, original.eventId);
    const [id] = await createRedeliveries(tx, afterCommit, owner, endpointId, [event]);
    await spendReplayBudget(owner, 1);
    const now = new Date();
    return presentDelivery({ id: id!, endpointId, eventId: event.id, mode: owner.mode, status: "pending", nextAttemptAt: now, createdAt: now, event, attempts: [] });
  });
}
