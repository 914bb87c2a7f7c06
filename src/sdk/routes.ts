import { defineRoute } from "../http/route.js";
import { flowRegistry } from "../flows/registry.js";
import { readSdkSession } from "./read-sdk-session.js";
import { sdkSessionObject } from "./sdk-schema.js";
import { sdkPrincipal as principal, sdkTag as tag, subjectOf } from "../flows/sdk-route.js";
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
  ...flowRegistry.flatMap((flow) => flow.routes(sdkSurface)),
];
