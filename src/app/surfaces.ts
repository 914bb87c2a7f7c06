import { auditPortalRoutes } from "../http/audit/routes.js";
import { mirroredRoutePermission, permissionCatalog } from "../http/auth/permissions.js";
import { billingPortalRoutes } from "../billing/portal-routes.js";
import { exportRoutes } from "../reporting/exports/routes.js";
import { insightRoutes } from "../reporting/insights/routes.js";
import { firstRunRoutes } from "../reporting/first-run/routes.js";
import { alertRoutes } from "../reporting/alerts/routes.js";
import { memberRoutes } from "../accounts/members/routes.js";
import { reviewCasePortalRoutes } from "../sessions/review-case/routes.js";
import { decisionRulePortalRoutes } from "../rules/editor/routes.js";
import { portalAccountRoutes } from "../accounts/portal/routes.js";
import { securityRoutes } from "../accounts/portal/security-routes.js";
import { twoFactorRoutes } from "../accounts/portal/two-factor/routes.js";
import { settingsPortalRoutes } from "../accounts/settings/portal-routes.js";
import { brandingPortalRoutes } from "../accounts/settings/branding-routes.js";
import type { ApiSurface } from "../http/openapi.js";
import { mirrorForPortal } from "../http/portal-mirror.js";
import { v1Routes } from "./v1-routes.js";
import { sdkRoutes } from "../sessions/sdk/routes.js";
import { credentialSdkRoutes } from "../credentials/sdk-routes.js";

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
    "What the merchant dashboard calls: sign-up, sign-in (with a second factor when on), password change and reset, sessions, two-factor authentication, members and invitations, the audit log, API keys, decision rules, billing settings, SMS settings, and every /api/v1 resource for the mode shown (`/{mode}/...`, mode test or live). Authenticated by the session cookie; writes need X-CSRF-Token. Each route needs a permission of the signed-in member's role (`x-permission`; roles owner, admin, developer, reviewer, viewer; 403 `missing_permission` otherwise).",
  basePath: "/api/merchant",
  routes: [
    ...portalAccountRoutes,
    ...securityRoutes,
    ...twoFactorRoutes,
    ...memberRoutes,
    ...decisionRulePortalRoutes,
    ...billingPortalRoutes,
    ...settingsPortalRoutes,
    ...brandingPortalRoutes,
    ...auditPortalRoutes,
    ...insightRoutes,
    ...firstRunRoutes,
    ...alertRoutes,
    ...exportRoutes,
    ...reviewCasePortalRoutes,
    ...mirrorForPortal(v1Routes, mirroredRoutePermission),
  ],
  permissions: permissionCatalog,
};

/** `/api/sdk/v1`: the end user's browser (hosted page, embedded SDK), a client token (`pbvs_`). */
export const sdkSurface: ApiSurface = {
  title: "Proofbase frontend SDK API",
  description:
    "What the end user's browser calls to verify: the wallet (Sign-In with Ethereum) and phone (one-time code) flows of one verification session or reverification request. Authenticated by that object's client token (`pbvs_...`) alone; any origin may call it (CORS).",
  basePath: "/api/sdk/v1",
  // The person takes the completed verification with them (src/credentials/), above sessions.
  routes: [...sdkRoutes, ...credentialSdkRoutes],
};
