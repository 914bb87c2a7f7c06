import { z } from "zod";
import { dismissFirstRun } from "../../accounts/portal/first-run-dismissal.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { describeFirstRun } from "./first-run.js";
import { firstRunObject } from "./first-run-schema.js";

const self = { kind: "portal_session", permission: "self" } as const;
const tag = "Account";

/** The first-run checklist the dashboard opens on after sign-up (contract section 22). */
export const firstRunRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/first-run",
    operationId: "retrieveFirstRun",
    summary: "The first-run checklist: a verification link, a webhook endpoint, a teammate, live mode; each item read from the account's data",
    tag,
    principal: self,
    query: z.strictObject({}),
    responses: { 200: firstRunObject },
  }).handle(async ({ portal }) => ({ body: await describeFirstRun(portal.merchantId, portal.userId) })),
  defineRoute({
    method: "post",
    path: "/first-run/dismiss",
    operationId: "dismissFirstRun",
    summary: "Put the first-run checklist away for the signed-in user",
    description: "Each member dismisses it for themselves. Dismissing again changes nothing.",
    tag,
    principal: self,
    responses: { 200: firstRunObject },
  }).handle(async ({ portal }) => {
    await dismissFirstRun(portal.userId);
    return { body: await describeFirstRun(portal.merchantId, portal.userId) };
  }),
];
