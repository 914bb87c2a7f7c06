import { z } from "zod";
import { defineRoute } from "../../http/route.js";
import { usageByMonth } from "./usage-report.js";
import { usageList } from "./usage-schema.js";

export const usageRoutes = [
  defineRoute({
    method: "get",
    path: "/usage",
    operationId: "listUsage",
    summary: "Billable live verifications per month (live keys only)",
    tag: "Usage",
    principal: { kind: "secret_key", scope: "sessions:write", liveOnly: true },
    query: z.strictObject({}),
    responses: { 200: usageList },
  }).handle(async ({ owner }) => ({ body: { object: "list", data: await usageByMonth(owner) } })),
];
