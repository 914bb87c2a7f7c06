import type { Owner } from "../auth/owner.js";
import { config } from "../config.js";
import { prisma, type Db } from "../db/client.js";
import { NotFound } from "../errors/domain-errors.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import type { EventType } from "./catalog.js";
import { presentEvent } from "./present-event.js";

const DAY_MS = 86_400_000;

/** Oldest instant the event log shows (spec 6.4: 90 days); older events are as good as pruned. */
export function retentionCutoff(now = new Date()): Date {
  return new Date(now.getTime() - config.EVENT_RETENTION_DAYS * DAY_MS);
}

const eventSelect = { id: true, type: true, mode: true, data: true, createdAt: true } as const;

export interface EventFilter {
  type?: EventType;
  /** The `id` of the event's data object (a session's events, a review's events). */
  objectId?: string;
}

/** `GET /v1/events`: newest first, keyset cursor bound to merchant, mode and the filter. */
export async function listEvents(owner: Owner, page: PageRequest, { type, objectId }: EventFilter = {}) {
  const base = {
    merchantId: owner.merchantId,
    mode: owner.mode,
    createdAt: { gte: retentionCutoff() },
    ...(type ? { type } : {}),
    ...(objectId ? { data: { path: ["id"], equals: objectId } } : {}),
  };
  const result = await paginate(
    { list: "events", merchantId: owner.merchantId, mode: owner.mode, filter: objectId ? JSON.stringify([type ?? "", objectId]) : (type ?? "") },
    page,
    ({ where, take }) => prisma.event.findMany({ where: { AND: [base, where] }, orderBy: keysetOrder, take, select: eventSelect }),
    presentEvent,
  );
  return { object: "list" as const, ...result };
}

/** One event of this merchant and mode inside the retention window, or `event_not_found`. */
export async function findLoggedEvent(db: Db, owner: Owner, id: string) {
  const row = await db.event.findFirst({
    where: { id, merchantId: owner.merchantId, mode: owner.mode, createdAt: { gte: retentionCutoff() } },
    select: { ...eventSelect, merchantId: true, endpointId: true },
  });
  if (!row) throw new NotFound("event", id);
  return row;
}

export async function getEvent(owner: Owner, id: string) {
  return presentEvent(await findLoggedEvent(prisma, owner, id));
}
