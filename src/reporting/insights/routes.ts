import { portalModeParams } from "../../http/portal-mirror.js";
import { defineRoute } from "../../http/route.js";
import { dailyInsights } from "./daily-insights.js";
import { DEFAULT_INSIGHT_DAYS, dailyInsightsObject, insightsQuery } from "./insights-schema.js";

export const insightRoutes = [
  defineRoute({
    method: "get",
    path: "/{mode}/insights/daily",
    operationId: "dailyInsights",
    summary: "Per UTC day: the session funnel per flow, completion and review rates, webhook success rate; failed and expired sessions by reason, deciding rule and country",
    tag: "Insights",
    principal: { kind: "portal_session", modeScoped: true, permission: "sessions:read" },
    params: portalModeParams,
    query: insightsQuery,
    responses: { 200: dailyInsightsObject },
  }).handle(async ({ owner, query }) => ({ body: await dailyInsights(owner, query.days ?? DEFAULT_INSIGHT_DAYS) })),
];
