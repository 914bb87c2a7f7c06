import { defineRoute } from "../../http/route.js";
import { pageRequest } from "../../http/pagination/paginate.js";
import { requestLogList, requestLogQuery } from "./request-log-schema.js";
import { requestLogFilterOf, searchRequestLog } from "./request-log-search.js";

/**
 * The request log, declared once: `/api/v1/request-log` for a secret key with `webhooks:manage`
 * (the developer tools' scope, `proofbase logs tail`), mirrored to the dashboard as
 * `/api/merchant/{mode}/request-log`, where reading it needs `logs:read` (developers, admins,
 * owners) rather than the scope's `webhooks:read`.
 */
export const requestLogRoutes = [
  defineRoute({
    method: "get",
    path: "/request-log",
    operationId: "listRequestLog",
    summary: "The account's /api/v1 requests of the last 30 days, newest first",
    description:
      "One entry per request that authenticated with a key of the mode: method, path (no query string), status, error code, request id, key id, client address, latency. Never a body or a header. Entries are written in batches and appear within about a second.",
    tag: "Request log",
    principal: { kind: "secret_key", scope: "webhooks:manage", portalPermission: "logs:read" },
    query: requestLogQuery,
    responses: { 200: requestLogList },
  }).handle(async ({ owner, query }) => ({ body: await searchRequestLog(owner, pageRequest(query), requestLogFilterOf(query)) })),
];
