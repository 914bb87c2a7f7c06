import { z } from "zod";
import { idParams, plainList } from "../../http/common-schemas.js";
import { defineRoute } from "../../http/route.js";
import { createEndpoint } from "./endpoints/create-endpoint.js";
import { deleteEndpoint } from "./endpoints/delete-endpoint.js";
import {
  createEndpointBody,
  deletedEndpointObject,
  deliveryObject,
  endpointObject,
  endpointSecretObject,
  endpointTestObject,
  endpointWithSecret,
  recoverBody,
  recoveryObject,
  updateEndpointBody,
} from "./endpoints/endpoint-schema.js";
import { enableEndpoint } from "./endpoints/enable-endpoint.js";
import { getEndpoint } from "./endpoints/get-endpoint.js";
import { MAX_RECOVERED_PER_CALL, recoverDeliveries } from "./endpoints/recover-deliveries.js";
import { listDeliveries } from "./endpoints/list-deliveries.js";
import { listEndpoints } from "./endpoints/list-endpoints.js";
import { resendDelivery } from "./endpoints/resend-delivery.js";
import { retryDeliveryNow } from "./endpoints/retry-now.js";
import { rotateSecret } from "./endpoints/rotate-secret.js";
import { sendTestPing } from "./endpoints/send-test-ping.js";
import { updateEndpoint } from "./endpoints/update-endpoint.js";

const principal = { kind: "secret_key", scope: "webhooks:manage" } as const;
const tag = "Webhook endpoints";
const noQuery = z.strictObject({});
const deliveryParams = z.strictObject({
  id: z.string().min(1).meta({ param: { description: "The endpoint's id." } }),
  delivery_id: z.string().min(1).meta({ param: { description: "The delivery." } }),
});

export const webhookEndpointRoutes = [
  defineRoute({
    method: "post",
    path: "/webhook-endpoints",
    operationId: "createWebhookEndpoint",
    audit: true,
    summary: "Register a webhook endpoint (fires a ping to it)",
    description: "The response carries the signing secret (`pbwh_...`, or `whsec_...` with `signature_scheme: standard`), shown only here.",
    tag,
    principal,
    body: createEndpointBody,
    responses: { 201: endpointWithSecret },
    errors: ["invalid_url", "invalid_events", "endpoint_limit_reached"],
  }).handle(async ({ owner, body }) => ({
    status: 201,
    body: await createEndpoint(owner, { url: body.url, events: body.events, description: body.description ?? null, signatureScheme: body.signature_scheme ?? "proofbase" }),
  })),
  defineRoute({
    method: "get",
    path: "/webhook-endpoints",
    operationId: "listWebhookEndpoints",
    summary: "List webhook endpoints (plain list, newest first)",
    tag,
    principal,
    query: noQuery,
    responses: { 200: plainList(endpointObject, "WebhookEndpoint") },
  }).handle(async ({ owner }) => ({ body: await listEndpoints(owner) })),
  defineRoute({
    method: "get",
    path: "/webhook-endpoints/{id}",
    operationId: "retrieveWebhookEndpoint",
    summary: "Retrieve a webhook endpoint",
    tag,
    principal,
    params: idParams,
    responses: { 200: endpointObject },
    errors: ["endpoint_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getEndpoint(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}",
    operationId: "updateWebhookEndpoint",
    audit: true,
    summary: "Update a webhook endpoint (disabling cancels its pending deliveries)",
    tag,
    principal,
    params: idParams,
    body: updateEndpointBody,
    responses: { 200: endpointObject },
    errors: ["endpoint_not_found", "invalid_url", "invalid_events"],
  }).handle(async ({ owner, params, body }) => ({ body: await updateEndpoint(owner, params.id, body) })),
  defineRoute({
    method: "delete",
    path: "/webhook-endpoints/{id}",
    operationId: "deleteWebhookEndpoint",
    audit: true,
    summary: "Delete a webhook endpoint (cancels its pending deliveries)",
    tag,
    principal,
    params: idParams,
    responses: { 200: deletedEndpointObject },
    errors: ["endpoint_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await deleteEndpoint(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/rotate-secret",
    operationId: "rotateWebhookEndpointSecret",
    audit: true,
    summary: "Rotate the signing secret (the old one keeps signing during the overlap)",
    tag,
    principal,
    params: idParams,
    responses: { 200: endpointSecretObject },
    errors: ["endpoint_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await rotateSecret(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/test",
    operationId: "testWebhookEndpoint",
    summary: "Fire a ping event to an enabled endpoint",
    tag,
    principal,
    params: idParams,
    responses: { 202: endpointTestObject },
    errors: ["endpoint_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ status: 202, body: await sendTestPing(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/enable",
    operationId: "enableWebhookEndpoint",
    audit: true,
    summary: "Re-enable a disabled endpoint (whatever disabled it) and restart its health clock",
    tag,
    principal,
    params: idParams,
    responses: { 200: endpointObject },
    errors: ["endpoint_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await enableEndpoint(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/recover",
    operationId: "recoverWebhookDeliveries",
    summary: "Re-send, as new deliveries, what ended exhausted since a time; retry now what waits for a retry",
    description: `Every delivery to this endpoint that ended \`exhausted\` at or after \`since\` and was not recovered before, at most ${MAX_RECOVERED_PER_CALL} per call (\`has_more\` says to call again). Calling twice re-sends nothing twice. Every delivery still \`retrying\` gets its next attempt now (\`retried_now\`). The endpoint must be enabled.`,
    tag,
    principal,
    params: idParams,
    body: recoverBody,
    responses: { 202: recoveryObject },
    errors: ["endpoint_not_found", "invalid_state"],
  }).handle(async ({ owner, params, body }) => ({ status: 202, body: await recoverDeliveries(owner, params.id, new Date(body.since)) })),
  defineRoute({
    method: "get",
    path: "/webhook-endpoints/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "The endpoint's latest 100 deliveries with their attempts, newest first",
    tag,
    principal,
    params: idParams,
    query: noQuery,
    responses: { 200: plainList(deliveryObject, "WebhookDelivery") },
    errors: ["endpoint_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await listDeliveries(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/deliveries/{delivery_id}/resend",
    operationId: "resendWebhookDelivery",
    summary: "Send one delivery's event again to its endpoint, as a new delivery",
    description:
      "A settled delivery (succeeded, exhausted or canceled) only; the endpoint must be enabled and the event within the log's window. Counts against the replay budget.",
    tag,
    principal,
    params: deliveryParams,
    responses: { 202: deliveryObject },
    errors: ["endpoint_not_found", "delivery_not_found", "event_not_found", "invalid_state", "rate_limited"],
  }).handle(async ({ owner, params }) => ({ status: 202, body: await resendDelivery(owner, params.id, params.delivery_id) })),
  defineRoute({
    method: "post",
    path: "/webhook-endpoints/{id}/deliveries/{delivery_id}/retry",
    operationId: "retryWebhookDelivery",
    summary: "Retry now: a delivery waiting for its next attempt gets it at once",
    description:
      "A `retrying` delivery only: its next attempt is due now instead of at the retry schedule's next step (the later steps keep their times). A pending delivery is already on its way; a settled one is resent instead. The endpoint must be enabled.",
    tag,
    principal,
    params: deliveryParams,
    responses: { 202: deliveryObject },
    errors: ["endpoint_not_found", "delivery_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ status: 202, body: await retryDeliveryNow(owner, params.id, params.delivery_id) })),
];
