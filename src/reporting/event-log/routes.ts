import { z } from "zod";
import { cursorList, idParams, pageQuery } from "../../http/common-schemas.js";
import { nonEmptyCreatedRange } from "../../http/created-range.js";
import { defineRoute } from "../../http/route.js";
import { pageRequest } from "../../http/pagination/paginate.js";
import { eventObject, eventReplayObject } from "./event-schema.js";
import { eventFilterOf, eventSearchQuery, searchEvents } from "../../events/event-search.js";
import { getEvent } from "../../events/list-events.js";
import { replayEvent } from "../../events/webhooks/replay-event.js";

const principal = { kind: "secret_key", scope: "webhooks:manage" } as const;
const tag = "Events";

export const eventRoutes = [
  defineRoute({
    method: "get",
    path: "/events",
    operationId: "listEvents",
    lagTolerant: true,
    summary: "The event log of the last 90 days, newest first",
    tag,
    principal,
    query: z.strictObject({ ...pageQuery, ...eventSearchQuery }).superRefine(nonEmptyCreatedRange),
    responses: { 200: cursorList(eventObject, "Event") },
  }).handle(async ({ owner, query }) => ({ body: await searchEvents(owner, pageRequest(query), eventFilterOf(query)) })),
  defineRoute({
    method: "get",
    path: "/events/{id}",
    operationId: "retrieveEvent",
    lagTolerant: true,
    summary: "Retrieve a logged event",
    tag,
    principal,
    params: idParams,
    responses: { 200: eventObject },
    errors: ["event_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getEvent(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/events/{id}/replay",
    operationId: "replayEvent",
    summary: "Deliver a logged event again to every subscribed endpoint",
    tag,
    principal,
    params: idParams,
    responses: { 202: eventReplayObject },
    errors: ["event_not_found"],
  }).handle(async ({ owner, params }) => ({ status: 202, body: await replayEvent(owner, params.id) })),
];
