import { z } from "zod";
import type { ApiRoute } from "../http/route-table.js";
import { usageByMonth } from "./usage-report.js";

const noQuery = z.strictObject({});

export const usageRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/usage",
    scope: "sessions:write",
    liveOnly: true,
    handler: async ({ req, auth }) => {
      noQuery.parse(req.query);
      return { body: { object: "list", data: await usageByMonth(auth.merchantId) } };
    },
  },
];
