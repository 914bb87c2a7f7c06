import { z } from "zod";
import { actorOf } from "../../http/audit/actor.js";
import { defineRoute, type AnyRoute } from "../../http/route.js";
import { modeParam } from "../../http/portal-mirror.js";
import { bulkResolveReviews } from "./bulk-resolve.js";
import { reviewCaseObject, reviewQueueObject } from "./case-schema.js";
import { claimNextReview, claimReview, releaseReview } from "./claims.js";
import { countOpenReviews } from "./open-reviews.js";
import { bulkResolveBody, bulkResolveResultObject, nextReviewObject, reviewQueueItemObject, reviewQueueListObject } from "./queue-schema.js";
import { listReviewQueue, presentQueueItems } from "./review-queue.js";
import { readReviewCase } from "./read-review-case.js";

// The reviewer's workplace: portal only (the dashboard's case work, contract sections 14 and 22), per mode.
const principal = { kind: "portal_session", modeScoped: true, permission: "decisioning:read" } as const;
const worker = { kind: "portal_session", modeScoped: true, permission: "reviews:resolve" } as const;
const tag = "Reviews";
const modeOnly = z.strictObject({ mode: modeParam });
const reviewParams = z.strictObject({ mode: modeParam, id: z.string().min(1).max(64).meta({ param: { description: "Review id." } }) });

/** Claiming and releasing a review: one declaration, told apart by the move it makes on the claim. */
function claimMove(action: "claim" | "release", operationId: string, summary: string, move: typeof claimReview): AnyRoute {
  return defineRoute({
    method: "post",
    path: `/{mode}/reviews/{id}/${action}`,
    operationId,
    summary,
    tag,
    principal: worker,
    params: reviewParams,
    responses: { 200: reviewQueueItemObject },
    errors: ["review_not_found", "invalid_state", "already_claimed", "route_not_found"],
  }).handle(async ({ owner, portal, params }) => {
    const [item] = await presentQueueItems([await move(owner!, params.id, portal)], portal.userId);
    return { body: item! };
  });
}

export const reviewCasePortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/{mode}/reviews/{id}/case",
    operationId: "retrieveReviewCase",
    summary: "A review with the evidence to decide it",
    description:
      "The review, who holds it, its session's flows and signals, the phone's and email's country and line type, other customers who verified the same number or address (by keyed hash), and the customer's earlier sessions and VICs.",
    tag,
    principal,
    params: reviewParams,
    responses: { 200: reviewCaseObject },
    errors: ["review_not_found", "route_not_found"],
  }).handle(async ({ owner, portal, params }) => ({ body: await readReviewCase(owner!, params.id, portal.userId) })),
  defineRoute({
    method: "get",
    path: "/{mode}/review-queue",
    operationId: "retrieveReviewQueue",
    summary: "How many reviews wait for a person (the dashboard's sidebar count)",
    tag,
    principal,
    params: modeOnly,
    responses: { 200: reviewQueueObject },
    errors: ["route_not_found"],
  }).handle(async ({ owner }) => ({ body: await countOpenReviews(owner!) })),
  defineRoute({
    method: "get",
    path: "/{mode}/review-queue/cases",
    operationId: "listReviewQueue",
    summary: "The review queue: flagged reviews, oldest first, with customer, signals and who holds each",
    tag,
    principal,
    params: modeOnly,
    responses: { 200: reviewQueueListObject },
    errors: ["route_not_found"],
  }).handle(async ({ owner, portal }) => ({ body: await listReviewQueue(owner!, portal.userId) })),
  claimMove("claim", "claimReview", "Claim a flagged review: work it alone until you release or resolve it, or the claim lapses (30 minutes, renewed by claiming again)", claimReview),
  claimMove("release", "releaseReview", "Give a claimed review back to the queue (your own claim, or a lapsed one)", releaseReview),
  defineRoute({
    method: "post",
    path: "/{mode}/review-queue/next",
    operationId: "claimNextReview",
    summary: "Claim the oldest flagged review nobody else holds (\"next case\"); `item` is null when none is left",
    tag,
    principal: worker,
    params: modeOnly,
    responses: { 200: nextReviewObject },
    errors: ["route_not_found"],
  }).handle(async ({ owner, portal }) => {
    const next = await claimNextReview(owner!, portal);
    const [item] = next ? await presentQueueItems([next], portal.userId) : [null];
    return { body: { object: "next_review" as const, item: item ?? null, livemode: owner!.mode === "live" } };
  }),
  defineRoute({
    method: "post",
    path: "/{mode}/review-queue/resolve",
    operationId: "bulkResolveReviews",
    summary: "Resolve the selected reviews with one decision",
    description:
      "Each review is resolved on its own, as `POST /{mode}/reviews/{id}/resolve` does; one another reviewer holds, or one no longer flagged, is listed in `failed` and left as it was.",
    tag,
    principal: worker,
    params: modeOnly,
    body: bulkResolveBody,
    responses: { 200: bulkResolveResultObject },
    errors: ["route_not_found"],
  }).handle(async (caller) => {
    const { reviews, ...resolution } = caller.body;
    return { body: await bulkResolveReviews(caller.owner!, reviews, resolution, actorOf(caller)) };
  }),
];

