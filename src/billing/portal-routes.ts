import { z } from "zod";
import { defineRoute, type AnyRoute } from "../http/route.js";
import { describeBilling } from "./billing-account.js";
import { billingSettingsObject, billingSetupObject } from "./billing-schema.js";
import { startBillingSetup } from "./start-billing-setup.js";

const tag = "Billing";

/** Live access and billing (docs/billing.md): read by every role; the setup needs `billing:write`. */
export const billingPortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/billing",
    operationId: "retrieveBillingSettings",
    summary: "Live access, the Stripe customer, and live usage not reported yet",
    tag,
    principal: { kind: "portal_session", permission: "billing:read" },
    query: z.strictObject({}),
    responses: { 200: billingSettingsObject },
  }).handle(async ({ portal }) => ({ body: await describeBilling(portal.merchantId) })),
  defineRoute({
    method: "post",
    path: "/billing/setup",
    operationId: "startBillingSetup",
    summary: "Start the Stripe setup that activates live mode; returns the Stripe Checkout url",
    description:
      "Creates the account's Stripe customer (once) and a Checkout Session in setup mode. When it is completed, Stripe's webhook enables live access. Allowed again later to replace the payment method.",
    tag,
    principal: { kind: "portal_session", permission: "billing:write" },
    responses: { 201: billingSetupObject },
    errors: ["billing_not_configured", "service_unavailable"],
  }).handle(async ({ portal }) => ({ status: 201, body: await startBillingSetup(portal.merchantId) })),
];
