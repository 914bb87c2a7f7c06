import { z } from "zod";
import { EVENT_TYPES, eventTypeSchema } from "../../catalog.js";
import { livemode, timestamp } from "../../../http/common-schemas.js";
import { withErrorCode } from "../../../http/field-error-codes.js";
import { DELIVERY_STATUSES } from "../delivery-lifecycle.js";
import { DISABLED_REASONS, ENDPOINT_STATUSES } from "../endpoint-status.js";
import { parseWebhookUrl } from "../url-safety.js";
import { UrlRefused } from "../../../platform/errors/domain-errors.js";
import { MAX_DESCRIPTION_LENGTH } from "./limits.js";
import { SIGNATURE_SCHEMES } from "../secrets.js";
import { RESPONSE_BODY_LIMIT } from "../http-post.js";

/**
 * `url`: an absolute https:// URL without credentials (shape only, normalised as it will be
 * requested); its address is checked against DNS when the endpoint is saved and before every
 * attempt. Failures are `invalid_url`.
 */
export const webhookUrlSchema = withErrorCode(
  z
    .string({ error: "url is required: an absolute https:// URL" })
    .transform((raw, ctx) => {
      try {
        return parseWebhookUrl(raw).href;
      } catch (error) {
        if (!(error instanceof UrlRefused)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    })
    .meta({ type: "string", format: "uri", description: "An absolute https:// URL.", example: "https://example.com/webhooks/proofbase" }),
  "invalid_url",
);

/** `events`: a non-empty array of catalog types (spec 6.2); anything else is `invalid_events`. Duplicates are dropped. */
export const webhookEventsSchema = withErrorCode(
  z
    .array(eventTypeSchema, { error: `events must be a non-empty array of event types: ${EVENT_TYPES.join(", ")}` })
    .min(1, "events must not be empty")
    .transform((events) => [...new Set(events)]),
  "invalid_events",
);

export const descriptionSchema = z.string().max(MAX_DESCRIPTION_LENGTH).nullable().optional();

export const signatureSchemeSchema = z.enum(SIGNATURE_SCHEMES).meta({
  description:
    "How deliveries are signed: `proofbase` (the `X-PB-Signature` header, `pbwh_` secret) or `standard` (the Standard Webhooks headers `webhook-id`, `webhook-timestamp`, `webhook-signature`, `whsec_` secret, verifiable by any Standard Webhooks library). Chosen at creation.",
});

export const createEndpointBody = z
  .strictObject({ url: webhookUrlSchema, events: webhookEventsSchema, description: descriptionSchema, signature_scheme: signatureSchemeSchema.optional() })
  .meta({ id: "CreateWebhookEndpoint" });

export const updateEndpointBody = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    description: descriptionSchema,
    status: z.enum(ENDPOINT_STATUSES).optional(),
  })
  .meta({ id: "UpdateWebhookEndpoint" });

export const endpointObject = z
  .object({
    id: z.string().startsWith("we_"),
    object: z.literal("webhook_endpoint"),
    url: z.string(),
    events: z.array(eventTypeSchema),
    status: z.enum(ENDPOINT_STATUSES),
    disabled_reason: z.enum(DISABLED_REASONS).nullable().meta({
      description:
        "Why the endpoint is disabled (null while enabled): `manual` (you disabled it), `failing` (every attempt failed for WEBHOOK_DISABLE_AFTER, 5 days by default), `gone` (the receiver answered 410 Gone).",
    }),
    failing_since: timestamp.nullable().meta({
      description:
        "Since when every attempt to this endpoint has failed (null while healthy: one 2xx clears it). After WEBHOOK_DISABLE_AFTER of failures the endpoint is disabled (`disabled_reason: failing`).",
    }),
    description: z.string().nullable(),
    signature_scheme: signatureSchemeSchema,
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "WebhookEndpoint" });

/** A signing secret in its scheme's format. */
const signingSecret = z.string().regex(/^(pbwh_|whsec_)/);

export const endpointWithSecret = endpointObject
  .extend({ secret: signingSecret.meta({ description: "The signing secret (`pbwh_...`, or `whsec_...` for the standard scheme), shown only here." }) })
  .meta({ id: "WebhookEndpointWithSecret" });

export const endpointSecretObject = z
  .object({ id: z.string(), object: z.literal("webhook_endpoint_secret"), secret: signingSecret, livemode })
  .meta({ id: "WebhookEndpointSecret" });

export const endpointTestObject = z
  .object({ object: z.literal("webhook_endpoint_test"), endpoint_id: z.string(), event_id: z.string().startsWith("evt_"), delivery_id: z.string(), livemode })
  .meta({ id: "WebhookEndpointTest" });

export const deletedEndpointObject = z
  .object({ id: z.string(), object: z.literal("webhook_endpoint"), deleted: z.literal(true), livemode })
  .meta({ id: "DeletedWebhookEndpoint" });

export const deliveryObject = z
  .object({
    id: z.string().startsWith("whd_"),
    object: z.literal("webhook_delivery"),
    endpoint_id: z.string(),
    event_id: z.string().startsWith("evt_"),
    event_type: eventTypeSchema,
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.array(
      z.object({
        number: z.number().int().min(1),
        at: timestamp,
        status_code: z.number().int().nullable(),
        duration_ms: z.number().int().min(0),
        error: z.string().nullable(),
        response_body: z.string().nullable().meta({
          description: `The first ${RESPONSE_BODY_LIMIT} bytes of the receiver's response body (null when no response came). Our request's signature never appears here.`,
        }),
      }),
    ),
    next_attempt_at: timestamp.nullable(),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: "WebhookDelivery" });

export type EndpointObject = z.input<typeof endpointObject>;
export type DeliveryObject = z.input<typeof deliveryObject>;

export const recoverBody = z
  .strictObject({
    since: z.iso.datetime({ offset: true }).meta({ description: "Re-send deliveries that ended exhausted at or after this instant (ISO 8601)." }),
  })
  .meta({ id: "RecoverWebhookDeliveries" });

export const recoveryObject = z
  .object({
    object: z.literal("webhook_endpoint_recovery"),
    endpoint_id: z.string(),
    since: timestamp,
    deliveries: z.array(z.string().startsWith("whd_")).meta({ description: "The new deliveries, one per recovered delivery." }),
    retried_now: z.array(z.string().startsWith("whd_")).meta({ description: "Deliveries that were waiting for their next retry, whose next attempt is now." }),
    has_more: z.boolean(),
    livemode,
  })
  .meta({ id: "WebhookEndpointRecovery" });
