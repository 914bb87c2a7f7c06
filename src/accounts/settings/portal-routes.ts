import { z } from "zod";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { getMerchantSettings, updateMerchantSettings } from "./merchant-settings.js";
import { settingsObject, updateSettingsBody } from "./settings-schema.js";

const tag = "Settings";

/** The account's settings (SMS countries and name, SMS usage): read by every role, changed with `settings:write`. */
export const settingsPortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/settings",
    operationId: "retrieveMerchantSettings",
    summary: "SMS countries, SMS name (with a preview of the text) and today's SMS usage against the daily budget",
    tag,
    principal: { kind: "portal_session", permission: "settings:read" },
    query: z.strictObject({}),
    responses: { 200: settingsObject },
  }).handle(async ({ portal }) => ({ body: await getMerchantSettings(portal.merchantId) })),
  defineRoute({
    method: "put",
    path: "/settings",
    operationId: "updateMerchantSettings",
    summary: "Set the countries phone codes may be texted to and the name the SMS carries",
    tag,
    principal: { kind: "portal_session", permission: "settings:write" },
    body: updateSettingsBody,
    responses: { 200: settingsObject },
    // Sign-in security is the owner's, and needs a fresh second factor (contract section 19).
    fieldPermissions: { require_two_factor: "security:write" },
    stepUp: { when: ({ body }) => body.require_two_factor !== undefined },
  }).handle(async ({ portal, body }) => {
    const { otp: _otp, ...change } = body;
    return { body: await updateMerchantSettings(portal.merchantId, change) };
  }),
];
