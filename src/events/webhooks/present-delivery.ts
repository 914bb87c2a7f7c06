import type { Mode } from "../../http/auth/api-key-format.js";
import type { EventType } from "../catalog.js";
import type { DeliveryStatus } from "./delivery-lifecycle.js";
import type { DeliveryObject } from "./endpoints/endpoint-schema.js";

export interface AttemptRow {
  number: number;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface DeliveryRow {
  id: string;
  endpointId: string;
  eventId: string;
  mode: Mode;
  status: string;
  nextAttemptAt: Date | null;
  createdAt: Date;
  event: { type: string };
  attempts: AttemptRow[];
}

/** A webhook delivery as listed by `GET /v1/webhook-endpoints/{id}/deliveries` (contract §5). */
export function presentDelivery(row: DeliveryRow): DeliveryObject {
  return {
    id: row.id,
    object: "webhook_delivery",
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.event.type as EventType,
    status: row.status as DeliveryStatus,
    attempts: [...row.attempts]
      .sort((a, b) => a.number - b.number)
      .map((attempt) => ({
        number: attempt.number,
        at: attempt.at.toISOString(),
        status_code: attempt.statusCode,
        duration_ms: attempt.durationMs,
        error: attempt.error,
        response_body: attempt.responseBody,
      })),
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    livemode: row.mode === "live",
    created_at: row.createdAt.toISOString(),
  };
}
