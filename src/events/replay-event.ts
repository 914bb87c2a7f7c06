import type { AuthContext } from "../auth/authenticate.js";
import { createDeliveriesForEvent } from "../webhooks/fan-out.js";
import { findLoggedEvent } from "./list-events.js";
import { inTransaction } from "./unit-of-work.js";

type Owner = Pick<AuthContext, "merchantId" | "mode">;

/**
 * Delivers a logged event again (contract §5): a NEW delivery of the same event id (same
 * envelope, same `X-PB-Event-Id`) to every enabled endpoint of the event's mode that subscribes
 * to its type today; a `ping` only to its own endpoint, if that is still enabled. No endpoint
 * to deliver to is not an error: `deliveries` is then empty.
 */
export async function replayEvent(owner: Owner, id: string) {
  return inTransaction(async ({ tx, afterCommit }) => {
    const event = await findLoggedEvent(tx, owner, id);
    const deliveryIds = await createDeliveriesForEvent(tx, event);
    for (const deliveryId of deliveryIds) afterCommit({ name: "webhook-deliver", payload: { deliveryId, attempt: 1 } });
    return { object: "event_replay", event_id: event.id, deliveries: deliveryIds };
  });
}
