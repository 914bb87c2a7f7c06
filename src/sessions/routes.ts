import { z } from "zod";
import { cursorList, idParams, pageQuery } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { pageRequest } from "../pagination/paginate.js";
import { walletAddressSchema } from "../customers/address.js";
import { cancelSession } from "./cancel-session.js";
import { createSession } from "./create-session.js";
import { getSession, listSessions } from "./read-sessions.js";
import { createSessionBody, sessionObject } from "./session-schema.js";
import { SESSION_STATUSES } from "./state-machine.js";

const principal = { kind: "secret_key", scope: "sessions:write" } as const;
const tag = "Verification sessions";

export const sessionRoutes = [
  defineRoute({
    method: "post",
    path: "/verification-sessions",
    operationId: "createVerificationSession",
    summary: "Create a verification session",
    tag,
    principal,
    body: createSessionBody,
    responses: { 201: sessionObject },
  }).handle(async ({ owner, body }) => ({ status: 201, body: await createSession(owner, body) })),
  defineRoute({
    method: "get",
    path: "/verification-sessions",
    operationId: "listVerificationSessions",
    summary: "List verification sessions, newest first",
    tag,
    principal,
    query: z.strictObject({
      ...pageQuery,
      status: z.enum(SESSION_STATUSES).optional().meta({ param: { description: "Only sessions in this status." } }),
      customer: walletAddressSchema.optional().meta({ param: { description: "Only sessions of the customer with this wallet address." } }),
    }),
    responses: { 200: cursorList(sessionObject, "VerificationSession") },
  }).handle(async ({ owner, query }) => ({
    body: { object: "list", ...(await listSessions(owner, pageRequest(query), { status: query.status, customerAddress: query.customer })) },
  })),
  defineRoute({
    method: "get",
    path: "/verification-sessions/{id}",
    operationId: "retrieveVerificationSession",
    summary: "Retrieve a verification session",
    tag,
    principal,
    params: idParams,
    responses: { 200: sessionObject },
    errors: ["session_not_found"],
  }).handle(async ({ owner, params }) => ({ body: await getSession(owner, params.id) })),
  defineRoute({
    method: "post",
    path: "/verification-sessions/{id}/cancel",
    operationId: "cancelVerificationSession",
    summary: "Cancel a session that has not started",
    tag,
    principal,
    params: idParams,
    responses: { 200: sessionObject },
    errors: ["session_not_found", "invalid_state"],
  }).handle(async ({ owner, params }) => ({ body: await cancelSession(owner, params.id) })),
];
