import type { Owner } from "../../http/auth/owner.js";
import { config } from "../../platform/config.js";
import { TooManyAttempts } from "../../platform/errors/domain-errors.js";
import { spendBudget } from "../../platform/limits/fixed-window.js";
import { createDeliveriesForEvent } from "./fan-out.js";
import { findLoggedEvent } from "../list-events.js";
import { inTransaction } from "./unit-of-work.js";
import { webhookDeliverJob } from "./jobs/webhook-delivery.js";

/**
 * Replays may create WEBHOOK_REPLAY_DELIVERIES_PER_HOUR deliveries per merchant and mode: one
 * call can fan out to every subscribed endpoint, so the budget counts deliveries, not calls. A
 * replay that would overspend is refused whole (429) and its deliveries rolled back.
 */
export function replayBudget(owner: Owner) {
  return [{
    key: `replay-deliveries:${owner.merchantId}:${owner.mode}:${Math.floor(Date.now() / 3_600_000)}`,
    limit: config.WEBHOOK_REPLAY_DELIVERIES_PER_HOUR,
    windowSeconds: 3_600,
  }];
}

export async function spendReplayBudget(owner: Owner, deliveries: number): Promise<void> {
  if (deliveries === 0) return;
  await spendBudget(
    replayBudget(owner),
    (retryAfterSeconds) =>
      new TooManyAttempts(
        `Replays may create ${config.WEBHOOK_REPLAY_DELIVERIES_PER_HOUR} deliveries per hour for this mode; this one would create ${deliveries} more than is left.`,
        retryAfterSeconds,
      ),
    deliveries,
  );
}

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
    await spendReplayBudget(owner, deliveryIds.length);
    for (const deliveryId of deliveryIds) afterCommit(webhookDeliverJob.for({ deliveryId, attempt: 1 }));
    return { object: "event_replay" as const, event_id: event.id, deliveries: deliveryIds };
  });
}
