import { z } from "zod";
import type { ApiRoute } from "../http/route-table.js";
import { createEndpoint } from "./endpoints/create-endpoint.js";
import { deleteEndpoint } from "./endpoints/delete-endpoint.js";
import { descriptionSchema, parseEvents, parseUrlShape, validatedUrl } from "./endpoints/endpoint-input.js";
import { getEndpoint } from "./endpoints/get-endpoint.js";
import { listDeliveries } from "./endpoints/list-deliveries.js";
import { listEndpoints } from "./endpoints/list-endpoints.js";
import { rotateSecret } from "./endpoints/rotate-secret.js";
import { sendTestPing } from "./endpoints/send-test-ping.js";
import { updateEndpoint } from "./endpoints/update-endpoint.js";

const scope = "webhooks:manage" as const;

// url and events are checked by endpoint-input so their errors carry invalid_url / invalid_events.
const createBody = z.strictObject({ url: z.unknown().optional(), events: z.unknown().optional(), description: descriptionSchema });
const updateBody = z.strictObject({
  url: z.unknown().optional(),
  events: z.unknown().optional(),
  description: descriptionSchema,
  status: z.enum(["enabled", "disabled"]).optional(),
});
const emptyBody = z.strictObject({});
const noQuery = z.strictObject({});

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id);

export const webhookEndpointRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/webhook-endpoints",
    scope,
    handler: async ({ req, auth }) => {
      const body = createBody.parse(req.body ?? {});
      const url = parseUrlShape(body.url);
      const events = parseEvents(body.events);
      const endpoint = await createEndpoint(auth, { url: await validatedUrl(url), events, description: body.description ?? null });
      return { status: 201, body: endpoint };
    },
  },
  {
    method: "get",
    path: "/webhook-endpoints",
    scope,
    handler: async ({ req, auth }) => {
      noQuery.parse(req.query);
      return { body: await listEndpoints(auth) };
    },
  },
  {
    method: "get",
    path: "/webhook-endpoints/:id",
    scope,
    handler: async ({ req, auth }) => ({ body: await getEndpoint(auth, idOf(req.params)) }),
  },
  {
    method: "post",
    path: "/webhook-endpoints/:id",
    scope,
    handler: async ({ req, auth }) => {
      const body = updateBody.parse(req.body ?? {});
      const url = body.url === undefined ? undefined : await validatedUrl(parseUrlShape(body.url));
      const events = body.events === undefined ? undefined : parseEvents(body.events);
      const endpoint = await updateEndpoint(auth, idOf(req.params), { url, events, description: body.description, status: body.status });
      return { body: endpoint };
    },
  },
  {
    method: "delete",
    path: "/webhook-endpoints/:id",
    scope,
    handler: async ({ req, auth }) => ({ body: await deleteEndpoint(auth, idOf(req.params)) }),
  },
  {
    method: "post",
    path: "/webhook-endpoints/:id/rotate-secret",
    scope,
    handler: async ({ req, auth }) => {
      emptyBody.parse(req.body ?? {});
      return { body: await rotateSecret(auth, idOf(req.params)) };
    },
  },
  {
    method: "post",
    path: "/webhook-endpoints/:id/test",
    scope,
    handler: async ({ req, auth }) => {
      emptyBody.parse(req.body ?? {});
      return { status: 202, body: await sendTestPing(auth, idOf(req.params)) };
    },
  },
  {
    method: "get",
    path: "/webhook-endpoints/:id/deliveries",
    scope,
    handler: async ({ req, auth }) => {
      noQuery.parse(req.query);
      return { body: await listDeliveries(auth, idOf(req.params)) };
    },
  },
];
