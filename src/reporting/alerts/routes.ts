import { z } from "zod";
import { portalModeParams } from "../../http/portal-mirror.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { alertList } from "./alert-schema.js";
import { listOpenAlerts } from "./read-alerts.js";

/** The team alerts the dashboard shows as banners: every role reads them. */
export const alertRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/{mode}/alerts",
    operationId: "listTeamAlerts",
    summary: "The open team alerts of the mode: a review queue above the account's limit, failing webhook endpoints",
    tag: "Settings",
    principal: { kind: "portal_session", modeScoped: true, permission: "settings:read" },
    params: portalModeParams,
    query: z.strictObject({}),
    responses: { 200: alertList },
  }).handle(async ({ owner }) => ({ body: await listOpenAlerts(owner) })),
];
