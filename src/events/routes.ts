import { z } from "zod";
import type { ApiRoute } from "../http/route-table.js";
import { pageQueryKeys, pageRequest } from "../pagination/paginate.js";
import { eventTypeSchema } from "./catalog.js";
import { getEvent, listEvents } from "./list-events.js";
import { replayEvent } from "./replay-event.js";

const scope = "webhooks:manage" as const;

const listQuery = z.strictObject({ ...pageQueryKeys, type: eventTypeSchema.optional() });
const emptyBody = z.strictObject({});

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id);

export const eventRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/events",
    scope,
    handler: async ({ req, auth }) => {
      const query = listQuery.parse(req.query);
      return { body: await listEvents(auth, pageRequest(req.query), query.type) };
    },
  },
  {
    method: "get",
    path: "/events/:id",
    scope,
    handler: async ({ req, auth }) => ({ body: await getEvent(auth, idOf(req.params)) }),
  },
  {
    method: "post",
    path: "/events/:id/replay",
    scope,
    handler: async ({ req, auth }) => {
      emptyBody.parse(req.body ?? {});
      return { status: 202, body: await replayEvent(auth, idOf(req.params)) };
    },
  },
];
