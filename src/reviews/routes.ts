import { z } from "zod";
import { tierSchema } from "../decision-rules/rule-schema.js";
import { ApiError } from "../errors/api-error.js";
import type { ApiRoute } from "../http/route-table.js";
import { pageQueryKeys, pageRequest } from "../pagination/paginate.js";
import { REVIEW_STATUSES } from "./present-review.js";
import { getReview, listReviews } from "./read-reviews.js";
import { resolveReview } from "./resolve-review.js";

const listQuery = z.strictObject({ ...pageQueryKeys, status: z.enum(REVIEW_STATUSES).optional() });

const resolveBody = z.strictObject({
  decision: z.enum(["approve", "reject"]),
  tier: tierSchema.optional(),
  note: z.string().max(1000).optional(),
});

export const reviewRoutes: ApiRoute[] = [
  {
    method: "get",
    path: "/reviews",
    scope: "decisioning:read",
    handler: async ({ req, auth }) => {
      const query = listQuery.parse(req.query);
      const page = await listReviews(auth.merchantId, auth.mode, pageRequest(req.query), query.status);
      return { body: { object: "list", ...page } };
    },
  },
  {
    method: "get",
    path: "/reviews/:id",
    scope: "decisioning:read",
    handler: async ({ req, auth }) => ({ body: await getReview(auth.merchantId, auth.mode, String(req.params.id)) }),
  },
  {
    method: "post",
    path: "/reviews/:id/resolve",
    scope: "decisioning:write",
    handler: async ({ req, auth }) => {
      const body = resolveBody.parse(req.body ?? {});
      if (body.tier && body.decision !== "approve")
        throw new ApiError("invalid_request", "tier is only allowed when decision is approve.", "tier");
      return { body: await resolveReview(auth.merchantId, auth.mode, String(req.params.id), body) };
    },
  },
];
