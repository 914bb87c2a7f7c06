import { z } from "zod";
import { walletAddressSchema } from "../../customers/address.js";
import { cursorList, idParams, pageQuery } from "../../http/common-schemas.js";
import { defineRoute } from "../../http/route.js";
import { pageRequest } from "../../http/pagination/paginate.js";
import { createReverificationRequest } from "./create-reverification.js";
import { getReverificationRequest, listReverificationRequests } from "./find-reverification.js";
import { createReverificationBody, reverificationObject } from "./reverification-schema.js";

const principal = { kind: "secret_key", scope: "reverification:write" } as const;
const tag = "Reverification requests";

export const reverificationRoutes = [
  defineRoute({
    method: "post",
    path: "/reverification-requests",
    operationId: "createReverificationRequest",
    audit: true,
    summary: "Ask an existing customer to verify again",
    tag,
    // In the dashboard reviewers may ask too (contract section 22), not only the roles that write sessions.
    principal: { ...principal, portalPermission: "reverifications:request" },
    body: createReverificationBody,
    responses: { 201: reverificationObject },
    errors: ["customer_not_found"],
  }).handle(async ({ owner, body }) => ({
    status: 201,
    body: await createReverificationRequest(owner, {
      customerAddress: body.customer_address,
      flows: body.flows,
      reason: body.reason ?? null,
      testOutcome: body.test_outcome,
    }),
  })),
  defineRoute({
    method: "get",
    path: "/reverification-requests",
    operationId: "listReverificationRequests",
    summary: "List reverification requests, newest first",
    tag,
    principal,
    query: z.strictObject({
      ...pageQuery,
      customer_address: walletAddressSchema.optional().meta({ param: { description: "Only this customer's requests." } }),
    }),
    responses: { 200: cursorList(reverificationObject, "ReverificationRequest") },
  }).handle(async ({ owner, query }) => ({
    body: { object: "list", ...(await listReverificationRequests(owner, pageRequest(query), query.customer_address)) },
  })),
  defineRoute({
    method: "get",
    path: "/reverification-requests/{id}",
    operationId: "retrieveReverificationRequest",
    summary: "Retrieve a reverification request",
    tag,
    principal,
    params: idParams,
    responses: { 200: reverificationObject },
    errors: ["reverification_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getReverificationRequest(owner, params.id) })),
];
