import { z } from "zod";
import { defineRoute, type AnyRoute } from "../http/route.js";
import { billingSettingsObject, updateBillingBody } from "./billing-schema.js";
import { getBillingSettings, setStripeCustomerId } from "./billing-settings.js";

const tag = "Billing";

/** The account's billing settings (docs/billing.md): read by any signed-in user, set by the owner. */
export const billingPortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/billing",
    operationId: "retrieveBillingSettings",
    summary: "The Stripe customer live usage is reported for",
    tag,
    principal: { kind: "portal_session" },
    query: z.strictObject({}),
    responses: { 200: billingSettingsObject },
  }).handle(async ({ portal }) => ({ body: await getBillingSettings(portal.merchantId) })),
  defineRoute({
    method: "put",
    path: "/billing",
    operationId: "updateBillingSettings",
    summary: "Set (or clear) the Stripe customer; usage waiting for one is reported",
    tag,
    principal: { kind: "portal_session", ownerOnly: true },
    body: updateBillingBody,
    responses: { 200: billingSettingsObject },
  }).handle(async ({ portal, body }) => ({ body: (await setStripeCustomerId(portal.merchantId, body.stripe_customer_id)).settings })),
];
