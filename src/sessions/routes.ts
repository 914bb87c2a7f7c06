import { z } from "zod";
import { cursorList, idParams, pageQuery } from "../http/common-schemas.js";
import { defineRoute } from "../http/route.js";
import { pageRequest } from "../http/pagination/paginate.js";
import { nonEmptyCreatedRange } from "../http/created-range.js";
import { cancelSession } from "./cancel-session.js";
import { createSession } from "./create-session.js";
import { getSession } from "./read-sessions.js";
import { searchSessions, sessionFilterOf, sessionSearchQuery } from "./session-search.js";
import { createSessionBody, sessionObject } from "./session-schema.js";

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
    lagTolerant: true,
    summary: "List verification sessions, newest first",
    tag,
    principal,
    query: z.strictObject({ ...pageQuery, ...sessionSearchQuery }).superRefine(nonEmptyCreatedRange),
    responses: { 200: cursorList(sessionObject, "VerificationSession") },
  }).handle(async ({ owner, query }) => ({
    body: { object: "list", ...(await searchSessions(owner, pageRequest(query), sessionFilterOf(query))) },
  })),
  defineRoute({
    method: "get",
    path: "/verification-sessions/{id}",
    operationId: "retrieveVerificationSession",
    lagTolerant: true,
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
