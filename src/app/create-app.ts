import express, { type Express } from "express";
import { authenticate } from "../http/auth/authenticate.js";
import { config } from "../platform/config.js";
import { adminBoard, ADMIN_BASE_PATH } from "../http/admin-board.js";
import { errorMiddleware, routeNotFound } from "../http/error-middleware.js";
import { compressResponses } from "../http/compress.js";
import { healthz, readyz } from "../http/health.js";
import { jsonBody } from "../http/json-body.js";
import { noStore } from "../http/no-store.js";
import { serveOpenApi } from "../http/openapi-route.js";
import { rateLimit } from "../http/rate-limit.js";
import { requestId } from "../http/request-id.js";
import { requestTiming } from "../http/request-timing.js";
import { requireDependencies } from "../http/require-dependencies.js";
import { routerFor } from "../http/router.js";
import { requireStorableStrings } from "../http/storable-strings.js";
import { portalSurface, sdkSurface, v1Surface } from "./surfaces.js";
import { openCors } from "../http/cors.js";
import { webApp } from "../http/web-app.js";
import { authenticateClientToken } from "../sessions/sdk/authenticate-client-token.js";
import { clientTokenRateLimit } from "../http/client-token-rate-limit.js";
import { refuseApiKeys, requireCsrfToken, requirePortalSession } from "../accounts/portal/portal-auth.js";
import { requireFreshSecondFactor } from "../accounts/portal/two-factor/step-up.js";
import { clientAddress } from "../http/client-address.js";
import { metricsEndpoint } from "../http/metrics-endpoint.js";
import { apiRegistry } from "../platform/metrics/metrics.js";
import { adminApi, ADMIN_API_BASE_PATH } from "../billing/live-access/admin-routes.js";
import { STRIPE_WEBHOOK_PATH, stripeWebhookEndpoint } from "../billing/live-access/stripe-webhook-endpoint.js";
import { refuseCrossOriginWrites } from "../http/refuse-cross-origin.js";
import { warnOnUntrustedProxy } from "../http/untrusted-proxy-warning.js";
import { routeLabel } from "../platform/metrics/http-metrics.js";
import { assertLiveAccess } from "../http/auth/live-access-gate.js";
import { auditPortalCall } from "../http/audit/portal-audit.js";
import { recordRequest } from "../reporting/request-log/record-request.js";
import { LOGO_BASE_PATH } from "../accounts/settings/logo-path.js";
import { serveLogo } from "../accounts/settings/serve-logo.js";
import { checkPresentation } from "../credentials/check-presentation.js";
import { provideCredentialCheck } from "../flows/presentation-check.js";
import { JWT_VC_ISSUER_PATH, serveJwtVcIssuer, serveStatusList, STATUS_LIST_PATH } from "../credentials/public-endpoints.js";

export function createApp(): Express {
  const app = express();
  provideCredentialCheck(checkPresentation); // the credential flow's check lives above the flows (src/credentials)
  app.disable("x-powered-by");
  app.set("etag", false);
  if (config.TRUST_PROXY) app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  else app.use(warnOnUntrustedProxy);
  // The request log observes each finished /api/v1 request where the access log does (docs/api.md, "Request log").
  app.use(requestId, requestTiming(config.REQUEST_LOG_ENABLED ? [recordRequest] : []), compressResponses);
  // Express tries every layer in order, so the merchant API, the hottest surface, comes first.
  // The documents are public; everything else under a surface authenticates first.
  app.use("/api", noStore);
  app.get("/api/v1/openapi.json", serveOpenApi(v1Surface));
  // A request without a valid key never reaches routing, body parsing or a handler.
  app.use("/api/v1", routerFor(v1Surface.routes, [requireDependencies, authenticate, rateLimit, jsonBody, requireStorableStrings], v1Surface.basePath, { audit: auditPortalCall }));
  app.get("/api/merchant/openapi.json", serveOpenApi(portalSurface));
  app.use("/api/merchant", routerFor(portalSurface.routes, [refuseApiKeys, requireDependencies, jsonBody, requireStorableStrings], portalSurface.basePath, {
    portalAuth: {
      session: requirePortalSession,
      csrfToken: requireCsrfToken,
      refuseMode: (portal, mode) => assertLiveAccess(mode, portal.liveEnabled),
      stepUp: (portal, req, proof, options) => requireFreshSecondFactor(portal, clientAddress(req), proof, options),
    },
    audit: auditPortalCall,
  }));
  // The frontend SDK API answers any origin, its document and preflights included.
  app.use("/api/sdk/v1", openCors);
  app.get("/api/sdk/v1/openapi.json", serveOpenApi(sdkSurface));
  // Stripe's webhook: its signature covers the raw body, so no JSON surface may parse it first.
  app.post(STRIPE_WEBHOOK_PATH, ...stripeWebhookEndpoint());
  app.use("/api/sdk/v1", routerFor(sdkSurface.routes, [requireDependencies, authenticateClientToken, clientTokenRateLimit, jsonBody, requireStorableStrings], sdkSurface.basePath));
  // Uploaded logos, public: the hosted page and the SDK on merchants' sites show them (Postgres only, no Redis).
  app.get(`${LOGO_BASE_PATH}/:file`, routeLabel(`${LOGO_BASE_PATH}/:file`), serveLogo);
  // The credentials' public trust anchors: no authentication, cacheable (docs/credentials.md).
  app.get(JWT_VC_ISSUER_PATH, routeLabel(JWT_VC_ISSUER_PATH), serveJwtVcIssuer);
  app.get(STATUS_LIST_PATH, routeLabel(STATUS_LIST_PATH), serveStatusList);
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  if (config.METRICS_ENABLED) app.get("/metrics", ...metricsEndpoint(apiRegistry));
  // Before every /admin route (Bull Board and the operations API): no cross-site writes.
  app.use("/admin", refuseCrossOriginWrites);
  app.use(ADMIN_BASE_PATH, ...adminBoard());
  app.use(ADMIN_API_BASE_PATH, routeLabel(ADMIN_API_BASE_PATH), adminApi());
  // The hosted verification page (/verify), the dashboard (/) and the browser SDK (/sdk/v1/proofbase.js).
  app.use(webApp());

  app.use(routeNotFound);
  app.use(errorMiddleware);
  return app;
}

/** "2" is a hop count, "true"/"false" booleans, anything else Express's address/subnet list. */
function trustProxySetting(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true" || value === "false") return value === "true";
  return value;
}
