import type { Mode } from "../http/auth/api-key-format.js";
import type { EventType } from "./catalog.js";

export interface EventRow {
  id: string;
  type: string;
  mode: Mode;
  data: unknown;
  createdAt: Date;
}

// Sessions and customers gained `redaction` (contract section 17) after events about them were
// logged (kept 90 days); such an event says what is true of it: no redaction had been asked.
const GAINED_REDACTION = new Set(["verification_session", "customer"]);

function upgraded(data: unknown): unknown {
  if (typeof data !== "object" || data === null || "redaction" in data) return data;
  return GAINED_REDACTION.has((data as { object?: string }).object ?? "") ? { ...data, redaction: null } : data;
}

/** The event envelope; its `data` is the object `type` names (src/reporting/event-log/event-schema.ts types each). */
export interface EventEnvelope {
  id: string;
  object: "event";
  type: EventType;
  created: string;
  created_at: string;
  livemode: boolean;
  data: unknown;
}

/**
 * The event envelope (spec 2.2): the body of every webhook delivery and the object of the event
 * log. `created` is the spec's field; `created_at` the one every API object carries.
 */
export function presentEvent(row: EventRow): EventEnvelope {
  // `data` was written by the event's producer as its GET presents it; its type matches `type`.
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    object: "event",
    type: row.type as EventType,
    created,
    created_at: created,
    livemode: row.mode === "live",
    data: upgraded(row.data),
  };
}
