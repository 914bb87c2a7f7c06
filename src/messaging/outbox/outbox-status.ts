import { defineLifecycle } from "../../platform/db/lifecycle.js";

/**
 * One outbound message (`outbound_messages.status`), whatever it carries and by whichever channel:
 *
 *   queued -> sending -> sent        (the send-message job: claimed, then handed to the provider)
 *   queued -> sending -> queued      (the provider could not be reached: BullMQ retries)
 *   sending -> failed                (refused for good, or the last attempt failed)
 *   sending -> canceled              (claimed, but its kind found it pointless: a used link, a removed member)
 *   queued -> canceled | failed      (made pointless before it went; a kind's bulk cancel)
 *
 * `sending` is recorded before the provider is called and is never claimed again: a worker that
 * dies between the call and the settle leaves the message there, so a retried or re-enqueued job
 * finds it instead of sending it a second time.
 */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "canceled"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** The statuses a message ends in. */
export type SettledOutboxStatus = Exclude<OutboxStatus, "queued" | "sending">;

/** The owner of `outbound_messages.status`. */
export const OutboxLifecycle = defineLifecycle({
  name: "outbound message",
  model: "OutboundMessage",
  field: "status",
  table: "outbound_messages",
  column: "status",
  statuses: OUTBOX_STATUSES,
  initial: ["queued"],
  transitions: {
    queued: ["sending", "failed", "canceled"],
    sending: ["sent", "queued", "failed", "canceled"],
    sent: [],
    failed: [],
    canceled: [],
  },
});
