import type { AuthContext } from "../auth/authenticate.js";
import { config } from "../config.js";
import { prisma, type Db } from "../db/client.js";
import { ApiError } from "../errors/api-error.js";
import { keysetOrder, paginate, type PageRequest } from "../pagination/paginate.js";
import type { EventType } from "./catalog.js";
import { presentEvent } from "./present-event.js";

type Owner = Pick<AuthContext, "merchantId" | "mode">;

const DAY_MS = 86_400_000;

/** Oldest instant the event log shows (spec 6.4: 90 days); older events are as good as pruned. */
export function retentionCutoff(now = new Date()): Date {
  return new Date(now.getTime() - config.EVENT_RETENTION_DAYS * DAY_MS);
}

const eventSelect = { id: true, type: true, mode: true, data: true, createdAt: true } as const;

/** `GET /v1/events`: newest first, keyset cursor bound to merchant, mode and the type filter. */
export async function listEvents(owner: Owner, page: PageRequest, type: EventType | undefined) {
  const base = { merchantId: owner.merchantId, mode: owner.mode, createdAt: { gte: retentionCutoff() }, ...(type ? { type } : {}) };
  const result = await paginate(
    { list: "events", merchantId: owner.merchantId, mode: owner.mode, filter: type ?? "" },
    page,
    ({ where, take }) => prisma.event.findMany({ where: { AND: [base, where] }, orderBy: keysetOrder, take, select: eventSelect }),
    presentEvent,
  );
  return { object: "list", ...result };
}

/** One event of this merchant and mode inside the retention window, or `event_not_found`. */
export async function findLoggedEvent(db: Db, owner: Owner, id: string) {
  const row = await db.event.findFirst({
    where: { id, merchantId: owner.merchantId, mode: owner.mode, createdAt: { gte: retentionCutoff() } },
    select: { ...eventSelect, merchantId: true, endpointId: true },
  });
  if (!row) throw new ApiError("event_not_found", `No such event: '${id.slice(0, 100)}'`, "id");
  return row;
}

export async function getEvent(owner: Owner, id: string) {
  return presentEvent(await findLoggedEvent(prisma, owner, id));
}
