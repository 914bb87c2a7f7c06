import type { Mode } from "../auth/api-key-format.js";

export interface EventRow {
  id: string;
  type: string;
  mode: Mode;
  data: unknown;
  createdAt: Date;
}

/**
 * The event envelope (spec 2.2): the body of every webhook delivery and the object of the event
 * log. `created` is the spec's field; `created_at` the one every API object carries.
 */
export function presentEvent(row: EventRow) {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    object: "event",
    type: row.type,
    created,
    created_at: created,
    livemode: row.mode === "live",
    data: row.data,
  };
}
