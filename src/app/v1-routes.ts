import { customerRoutes } from "../customers/routes.js";
import { customerFacets, flowCustomerRoutes } from "../flows/registry.js";
import { customerTestHelperRoutes } from "../customers/test-helper-routes.js";
import { decisionRuleRoutes } from "../rules/routes.js";
import { eventRoutes } from "../reporting/event-log/routes.js";
import { requestLogRoutes } from "../reporting/request-log/routes.js";
import { redactionRoutes } from "../privacy/routes.js";
import { reverificationRoutes } from "../sessions/reverification/routes.js";
import { reverificationTestHelperRoutes } from "../sessions/reverification/test-helper-routes.js";
import { reviewRoutes } from "../sessions/reviews/routes.js";
import { sessionRoutes } from "../sessions/routes.js";
import { sessionTestHelperRoutes } from "../sessions/test-helper-routes.js";
import { usageRoutes } from "../billing/usage/routes.js";
import { webhookEndpointRoutes } from "../events/webhooks/routes.js";
import type { AnyRoute } from "../http/route.js";
import { vicRoutes } from "../credentials/routes.js";
import { credentialVerificationRoutes } from "../credentials/verification-routes.js";
import { vicTestHelperRoutes } from "../credentials/test-helper-routes.js";

/** The whole /api/v1 surface (secret keys); the portal mounts the same declarations per mode. */
export const v1Routes: readonly AnyRoute[] = [
  ...sessionRoutes,
  ...vicRoutes,
  ...credentialVerificationRoutes,
  ...customerRoutes(customerFacets),
  ...flowCustomerRoutes,
  ...redactionRoutes,
  ...reviewRoutes,
  ...decisionRuleRoutes,
  ...reverificationRoutes,
  ...usageRoutes,
  ...webhookEndpointRoutes,
  ...eventRoutes,
  ...requestLogRoutes,
  ...sessionTestHelperRoutes,
  ...reverificationTestHelperRoutes,
  ...customerTestHelperRoutes,
  ...vicTestHelperRoutes,
];
