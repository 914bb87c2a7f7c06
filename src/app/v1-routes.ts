import { customerRoutes } from "../customers/routes.js";
import { customerTestHelperRoutes } from "../customers/test-helper-routes.js";
import { decisionRuleRoutes } from "../decision-rules/routes.js";
import { eventRoutes } from "../event-log/routes.js";
import { requestLogRoutes } from "../request-log/routes.js";
import { redactionRoutes } from "../redaction/routes.js";
import { reverificationRoutes } from "../reverification/routes.js";
import { reverificationTestHelperRoutes } from "../reverification/test-helper-routes.js";
import { reviewRoutes } from "../sessions/reviews/routes.js";
import { sessionRoutes } from "../sessions/routes.js";
import { sessionTestHelperRoutes } from "../sessions/test-helper-routes.js";
import { usageRoutes } from "../usage/routes.js";
import { webhookEndpointRoutes } from "../webhooks/routes.js";
import type { AnyRoute } from "../http/route.js";

/** The whole /api/v1 surface (secret keys); the portal mounts the same declarations per mode. */
export const v1Routes: readonly AnyRoute[] = [
  ...sessionRoutes,
  ...customerRoutes,
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
];
