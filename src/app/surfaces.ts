import { billingPortalRoutes } from "../billing/portal-routes.js";
import { reviewCasePortalRoutes } from "../review-case/routes.js";
import { decisionRulePortalRoutes } from "../rule-editor/routes.js";
import { portalAccountRoutes } from "../portal/routes.js";
import { settingsPortalRoutes } from "../settings/portal-routes.js";
import type { ApiSurface } from "../http/openapi.js";
import { mirrorForPortal } from "../http/portal-mirror.js";
import { v1Routes } from "./v1-routes.js";
import { sdkRoutes } from "../sdk/routes.js";

/** `/api/v1`: merchants' backends, secret keys. */
export const v1Surface: ApiSurface = {
  title: "Proofbase API",
  description:
    "Identity verification for merchants: verification sessions that mint credentials (VICs), customers, reviews, decision rules, reverification requests, webhook endpoints and the event log. Authenticate with a secret key; its prefix decides test or live mode.",
  basePath: "/api/v1",
  routes: v1Routes,
};

/** `/api/merchant`: the dashboard, a cookie session; the v1 resources per mode under `/{mode}/`. */
export const portalSurface: ApiSurface = {
  title: "Proofbase merchant portal API",
  description:
    "What the merchant dashboard calls: sign-up, sign-in, API keys, decision rules, billing settings, SMS settings, and every /api/v1 resource for the mode shown (`/{mode}/...`, mode test or live). Authenticated by the session cookie; writes need X-CSRF-Token.",
  basePath: "/api/merchant",
  routes: [...portalAccountRoutes, ...decisionRulePortalRoutes, ...billingPortalRoutes, ...settingsPortalRoutes, ...reviewCasePortalRoutes, ...mirrorForPortal(v1Routes)],
};

/** `/api/sdk/v1`: the end user's browser (hosted page, embedded SDK), a client token (`pbvs_`). */
export const sdkSurface: ApiSurface = {
  title: "Proofbase frontend SDK API",
  description:
    "What the end user's browser calls to verify: the wallet (Sign-In with Ethereum) and phone (one-time code) flows of one verification session or reverification request. Authenticated by that object's client token (`pbvs_...`) alone; any origin may call it (CORS).",
  basePath: "/api/sdk/v1",
  routes: sdkRoutes,
};
