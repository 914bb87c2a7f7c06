import { customerRoutes } from "../customers/routes.js";
import { decisionRuleRoutes } from "../decision-rules/routes.js";
import { eventRoutes } from "../events/routes.js";
import { reverificationRoutes } from "../reverification/routes.js";
import { reviewRoutes } from "../reviews/routes.js";
import { sessionRoutes } from "../sessions/routes.js";
import { usageRoutes } from "../usage/routes.js";
import { webhookEndpointRoutes } from "../webhooks/routes.js";
import type { ApiRoute } from "./route-table.js";

/** The whole /api/v1 surface; the scope test walks this table. */
export const v1Routes: readonly ApiRoute[] = [
  ...sessionRoutes,
  ...customerRoutes,
  ...reviewRoutes,
  ...decisionRuleRoutes,
  ...reverificationRoutes,
  ...usageRoutes,
  ...webhookEndpointRoutes,
  ...eventRoutes,
];
