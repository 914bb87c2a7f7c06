import { tableColumns } from "../../platform/db/columns.js";
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "../../platform/generated/prisma/client.js";

// The webhook tables, for the raw hot-path statements (fan-out.ts, load-delivery.ts, record-attempt.ts).

export const deliveryColumns = tableColumns<WebhookDelivery>()("webhook_deliveries", {
  id: "id",
  endpointId: "endpoint_id",
  eventId: "event_id",
  eventCreatedAt: "event_created_at",
  merchantId: "merchant_id",
  mode: "mode",
  status: "status",
  attemptCount: "attempt_count",
  firstAttemptAt: "first_attempt_at",
  nextAttemptAt: "next_attempt_at",
  recoveredById: "recovered_by_id",
  claimedAttempt: "claimed_attempt",
  claimedUntil: "claimed_until",
  createdAt: "created_at",
  updatedAt: "updated_at",
});

export const endpointColumns = tableColumns<WebhookEndpoint>()("webhook_endpoints", {
  id: "id",
  merchantId: "merchant_id",
  mode: "mode",
  url: "url",
  events: "events",
  status: "status",
  disabledReason: "disabled_reason",
  failingSince: "failing_since",
  description: "description",
  signatureScheme: "signature_scheme",
  secretCiphertext: "secret_ciphertext",
  previousSecretCiphertext: "previous_secret_ciphertext",
  previousSecretExpiresAt: "previous_secret_expires_at",
  deletedAt: "deleted_at",
  createdAt: "created_at",
  updatedAt: "updated_at",
});

export const attemptColumns = tableColumns<WebhookAttempt>()("webhook_attempts", {
  id: "id",
  deliveryId: "delivery_id",
  eventCreatedAt: "event_created_at",
  number: "number",
  at: "at",
  statusCode: "status_code",
  durationMs: "duration_ms",
  error: "error",
  responseBody: "response_body",
});
