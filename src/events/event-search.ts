import { z } from "zod";
import type { Owner } from "../http/auth/owner.js";
import { reader } from "../platform/db/read-replica.js";
import { Prisma } from "../platform/generated/prisma/client.js";
import { createdRangeOf, createdRangeQuery, type CreatedRange } from "../http/created-range.js";
import type { KeysetPosition } from "../http/pagination/cursor.js";
import { createdRangeConditions, filterScope, searchStatement } from "../http/pagination/keyset-sql.js";
import { readPartitionedPage } from "../http/pagination/day-windows.js";
import { paginate, type PageRequest } from "../http/pagination/paginate.js";
import { eventTypeSchema, type EventType } from "./catalog.js";
import { retentionCutoff } from "./list-events.js";
import { presentEvent, type EventRow } from "./present-event.js";

export interface EventFilter {
  type?: EventType;
  /** The `id` of the event's data object (a session's events, a review's events): the `object_id` column. */
  objectId?: string;
  created?: CreatedRange;
}

/** The query keys of `GET /events` (docs/api.md, "Search"). */
export const eventSearchQuery = {
  type: eventTypeSchema.optional().meta({ param: { description: "Only events of this type." } }),
  object_id: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .meta({ param: { description: "Only events about this object: the `id` of the event's `data` (a session id, a review id, ...)." } }),
  ...createdRangeQuery,
};

export function eventFilterOf(query: { type?: EventType; object_id?: string; created_gte?: Date; created_lt?: Date }): EventFilter {
  return { type: query.type, objectId: query.object_id, created: createdRangeOf(query) };
}

const SELECT = Prisma.raw(`id, type, mode, data, created_at AS "createdAt"`);

/** The statement of one page of an event search, inside the retention window (exported for its plan test). */
export function eventSearchStatement(
  owner: Owner,
  filter: EventFilter,
  position: KeysetPosition | null,
  take: number,
  now = new Date(),
  window?: CreatedRange,
): Prisma.Sql {
  const conditions = [
    Prisma.sql`created_at >= ${retentionCutoff(now)}`,
    ...(filter.type ? [Prisma.sql`type = ${filter.type}`] : []),
    ...(filter.objectId ? [Prisma.sql`object_id = ${filter.objectId}`] : []),
    ...createdRangeConditions(filter.created ?? {}),
  ];
  return searchStatement({ select: SELECT, from: "events", merchantId: owner.merchantId, mode: owner.mode, conditions, position, take, window, ownerOrdered: true });
}

/** `GET /v1/events`: newest first, keyset cursor bound to merchant, mode and the filter. */
export async function searchEvents(owner: Owner, page: PageRequest, filter: EventFilter = {}) {
  const { type, objectId, created } = filter;
  const ranged = created?.gte || created?.lt;
  // The scopes cursors had before the created range existed, kept so those cursors stay valid.
  const scope = ranged ? filterScope([type, objectId, created?.gte, created?.lt]) : objectId ? JSON.stringify([type ?? "", objectId]) : (type ?? "");
  const result = await paginate(
    { list: "events", merchantId: owner.merchantId, mode: owner.mode, filter: scope },
    page,
    ({ position, take }) => {
      const now = new Date();
      const read = (window: CreatedRange, n: number) => reader().$queryRaw<EventRow[]>(eventSearchStatement(owner, filter, position, n, now, window));
      // One object's events are a handful of rows its own index finds: no day slabs needed.
      if (objectId) return read({}, take);
      return readPartitionedPage({ position, created, cutoff: retentionCutoff(now), now, take, read });
    },
    presentEvent,
  );
  return { object: "list" as const, ...result };
}
