import type { components } from "../openapi-types.js";

export { EVENT_TYPES } from "../openapi-types.js";

/** The body of every webhook delivery (and an event-log entry): `data` is typed by `type`. */
export type ProofbaseEvent = components["schemas"]["Event"];

/** A type of the event catalog. */
export type EventType = ProofbaseEvent["type"];

/** The event of one type: `EventOfType<"review.resolved">["data"]` is a Review. */
export type EventOfType<T extends EventType> = ProofbaseEvent extends infer E ? (E extends { type: infer U } ? (T extends U ? Omit<E, "type"> & { type: T } : never) : never) : never;
