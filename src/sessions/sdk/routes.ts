import { defineRoute } from "../../http/route.js";
import { flowRegistry } from "../../flows/registry.js";
import { readSdkSession } from "./read-sdk-session.js";
import { sdkLinkObject, sdkSessionObject } from "./sdk-schema.js";
import { presentSdkLink } from "./present-sdk-link.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf } from "../../flows/sdk-route.js";
import { sdkSurface } from "./sdk-surface.js";

/** /api/sdk/v1: the session the token belongs to, then every registered flow's routes, in registry order. */
export const sdkRoutes = [
  defineRoute({
    method: "get",
    path: "/session",
    operationId: "getSdkSession",
    summary: "The verification this client token belongs to: merchant, flows, status",
    tag,
    principal,
    responses: { 200: sdkSessionObject },
  }).handle(async ({ req }) => ({ body: await readSdkSession(subjectOf(req)) })),
  defineRoute({
    method: "get",
    path: "/link",
    operationId: "getSdkLink",
    summary: "Whose verification this token's link is and where to go back, also once it has expired",
    description:
      "Answers for every token an object has, also past its `expires_at` (when every other route refuses it with 401 `invalid_client_token`): the hosted page names the merchant and offers `return_url` on an expired link. A token no object has is 401 `invalid_client_token`.",
    tag,
    principal: { ...principal, expired: "answered" },
    responses: { 200: sdkLinkObject },
  }).handle(async ({ req }) => ({ body: presentSdkLink(subjectOf(req)) })),
  ...flowRegistry.flatMap((flow) => flow.routes(sdkSurface)),
];
