import { z } from "zod";
import { actorOf } from "../../http/audit/actor.js";
import { cursorList, idParams, pageQuery } from "../../http/common-schemas.js";
import { nonEmptyCreatedRange } from "../../http/created-range.js";
import { defineRoute } from "../../http/route.js";
import { pageRequest } from "../../http/pagination/paginate.js";
import { getReview } from "./read-reviews.js";
import { reviewFilterOf, reviewSearchQuery, searchReviews } from "./review-search.js";
import { resolveReview } from "./resolve-review.js";
import { resolveReviewBody, reviewObject } from "./review-schema.js";

const read = { kind: "secret_key", scope: "decisioning:read" } as const;
const tag = "Reviews";

export const reviewRoutes = [
  defineRoute({
    method: "get",
    path: "/reviews",
    operationId: "listReviews",
    lagTolerant: true,
    summary: "List reviews, newest first",
    tag,
    principal: read,
    query: z.strictObject({ ...pageQuery, ...reviewSearchQuery }).superRefine(nonEmptyCreatedRange),
    responses: { 200: cursorList(reviewObject, "Review") },
  }).handle(async ({ owner, query }) => ({ body: { object: "list", ...(await searchReviews(owner, pageRequest(query), reviewFilterOf(query))) } })),
  defineRoute({
    method: "get",
    path: "/reviews/{id}",
    operationId: "retrieveReview",
    lagTolerant: true,
    summary: "Retrieve a review",
    tag,
    principal: read,
    params: idParams,
    responses: { 200: reviewObject },
    errors: ["review_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getReview(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/reviews/{id}/resolve",
    operationId: "resolveReview",
    audit: true,
    summary: "Approve or reject a flagged review",
    description: "Settles the session it holds: approve completes it with a VIC, reject fails it. A review a dashboard user has claimed is theirs until they release it or the claim lapses (409 `already_claimed`).",
    tag,
    principal: { kind: "secret_key", scope: "decisioning:write" },
    params: idParams,
    body: resolveReviewBody,
    responses: { 200: reviewObject },
    errors: ["review_not_found", "invalid_state", "already_claimed"],
  }).handle(async (caller) => ({ body: await resolveReview(caller.owner, caller.params.id, caller.body, actorOf(caller)) })),
];
