import { defineLifecycle } from "../../platform/db/lifecycle.js";

/** A webhook endpoint is `enabled` or `disabled` (by the merchant); deletion is `deleted_at`, not a status. */
export const ENDPOINT_STATUSES = ["enabled", "disabled"] as const;
export type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];

/**
 * Why an endpoint is disabled (null while enabled):
 *   enabled -> disabled "manual"   the merchant disabled it (update with status: disabled)
 *   enabled -> disabled "failing"  every attempt failed for WEBHOOK_DISABLE_AFTER (endpoint-health.ts)
 *   enabled -> disabled "gone"     the receiver answered 410 Gone (endpoint-health.ts)
 *   disabled -> enabled            the merchant re-enabled it (enable, or update with status: enabled)
 * Disabling cancels the endpoint's pending deliveries in the same transaction.
 */
export const DISABLED_REASONS = ["manual", "failing", "gone"] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];

/** Only an enabled, not deleted endpoint gets new deliveries and attempts. */
export const ACCEPTING_ENDPOINT_STATUS = "enabled" satisfies EndpointStatus;

/**
 * The owner of `webhook_endpoints.status`. The merchant's switch (update, enable) applies to an
 * endpoint in either status (enabling an enabled endpoint restarts its health clock, disabling a
 * disabled one makes the reason `manual`); only endpoint-health.ts disables guarded on `enabled`.
 */
export const EndpointLifecycle = defineLifecycle({
  name: "webhook endpoint",
  model: "WebhookEndpoint",
  field: "status",
  table: "webhook_endpoints",
  column: "status",
  statuses: ENDPOINT_STATUSES,
  initial: ["enabled"],
  transitions: { enabled: ENDPOINT_STATUSES, disabled: ENDPOINT_STATUSES },
});
