import { z } from "zod";
import type { ApiRoute } from "../http/route-table.js";
import { getRule, listRules } from "./rules-store.js";

const noQuery = z.strictObject({});

export const decisionRuleRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/decision-rules",
    scope: "decisioning:read",
    handler: async ({ req, auth }) => {
      noQuery.parse(req.query);
      return { body: { object: "list", data: await listRules(auth.merchantId, auth.mode) } };
    },
  },
  {
    method: "get",
    path: "/decision-rules/:id",
    scope: "decisioning:read",
    handler: async ({ req, auth }) => ({ body: await getRule(auth.merchantId, auth.mode, String(req.params.id)) }),
  },
];
