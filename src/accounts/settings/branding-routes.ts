import { defineRoute, type AnyRoute } from "../../http/route.js";
import { rawBytes } from "../../http/raw-body.js";
import { removeLogo, uploadLogo } from "./branding-logo.js";
import { LOGO_MAX_BYTES, LOGO_TYPES } from "./logo-image.js";
import { getMerchantSettings } from "./merchant-settings.js";
import { settingsObject } from "./settings-schema.js";

const tag = "Settings";

/** The hosted page's logo as an upload (the other branding settings are fields of PUT /settings). */
export const brandingPortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "post",
    path: "/branding/logo",
    operationId: "uploadBrandingLogo",
    summary: "Upload the hosted page's logo (PNG, JPEG or WebP, at most 100 KB); it replaces a logo URL or an earlier upload",
    tag,
    principal: { kind: "portal_session", permission: "settings:write" },
    body: rawBytes({
      types: Object.keys(LOGO_TYPES),
      maxBytes: LOGO_MAX_BYTES,
      refusedTypeNote: "SVG is not accepted: an SVG file can carry script. Export the logo as PNG or WebP.",
    }),
    responses: { 200: settingsObject },
    errors: ["invalid_image"],
  }).handle(async ({ portal, body }) => {
    await uploadLogo(portal.merchantId, body);
    return { body: await getMerchantSettings(portal.merchantId) };
  }),
  defineRoute({
    method: "delete",
    path: "/branding/logo",
    operationId: "deleteBrandingLogo",
    summary: "Remove the hosted page's logo (uploaded or URL)",
    tag,
    principal: { kind: "portal_session", permission: "settings:write" },
    responses: { 200: settingsObject },
  }).handle(async ({ portal }) => {
    await removeLogo(portal.merchantId);
    return { body: await getMerchantSettings(portal.merchantId) };
  }),
];
