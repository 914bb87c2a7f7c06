import type { Owner } from "../http/auth/owner.js";
import { config } from "../platform/config.js";
import type { Db } from "../platform/db/client.js";
import { reader } from "../platform/db/read-replica.js";
import { NotFound } from "../platform/errors/domain-errors.js";
import { presentEvent } from "./present-event.js";

const DAY_MS = 86_400_000;

/** Oldest instant the event log shows (spec 6.4: 90 days); older events are as good as pruned. */
export function retentionCutoff(now = new Date()): Date {
  return new Date(now.getTime() - config.EVENT_RETENTION_DAYS * DAY_MS);
}

const eventSelect = { id: true, type: true, mode: true, data: true, createdAt: true } as const;

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
  return presentEvent(await findLoggedEvent(reader(), owner, id));
}
