import { z } from "zod";
import { defineRoute, type AnyRoute } from "../http/route.js";
import { modeParam } from "../http/portal-mirror.js";
import { reviewCaseObject, reviewQueueObject } from "./case-schema.js";
import { countOpenReviews } from "./open-reviews.js";
import { readReviewCase } from "./read-review-case.js";

// The reviewer's reads: portal only (the dashboard's workplace, contract section 14), per mode.
const principal = { kind: "portal_session", modeScoped: true, permission: "decisioning:read" } as const;
const tag = "Reviews";

export const reviewCasePortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/{mode}/reviews/{id}/case",
    operationId: "retrieveReviewCase",
    summary: "A review with the evidence to decide it",
    description:
      "The review, its session's flows and signals, the phone's and email's country and line type, other customers who verified the same number or address (by keyed hash), and the customer's earlier sessions and VICs.",
    tag,
    principal,
    params: z.strictObject({ mode: modeParam, id: z.string().min(1).max(64).meta({ param: { description: "Review id." } }) }),
    responses: { 200: reviewCaseObject },
    errors: ["review_not_found", "route_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await readReviewCase(owner!, params.id) })),
  defineRoute({
    method: "get",
    path: "/{mode}/review-queue",
    operationId: "retrieveReviewQueue",
    summary: "How many reviews wait for a person (the dashboard's sidebar count)",
    tag,
    principal,
    params: z.strictObject({ mode: modeParam }),
    responses: { 200: reviewQueueObject },
    errors: ["route_not_found"],
  }).handle(async ({ owner }) => ({ body: await countOpenReviews(owner!) })),
];
