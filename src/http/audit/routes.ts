import { createdRangeOf } from "../created-range.js";
import { defineRoute, type AnyRoute } from "../route.js";
import { pageRequest } from "../pagination/paginate.js";
import { auditLogList, auditLogQuery } from "./audit-schema.js";
import { listAuditLog } from "./list-audit-log.js";

/** The account's audit log: owner-only for now (owner and admin once roles exist). */
export const auditPortalRoutes: AnyRoute[] = [
  defineRoute({
    method: "get",
    path: "/audit-log",
    operationId: "listAuditLog",
    summary: "The account's audit log, newest first: who did what, to what, from where",
    description:
      "Every dashboard write, API key mint and revoke, live-access change (operations included) and view of a customer's detail, and every /api/v1 write of a secret key that changes configuration or a person's standing (actor `api_key`: webhook endpoints, review resolutions, customer suspension and notes, redactions, reverification requests), one row each, written in the transaction of the action; a settings change names the fields it changed (`details.changed_fields`). The rows of an account form a hash chain (`npm run cli -- audit-verify`, docs/security.md).",
    tag: "Audit log",
    principal: { kind: "portal_session", permission: "audit:read" },
    query: auditLogQuery,
    responses: { 200: auditLogList },
  }).handle(async ({ portal, query }) => ({
    body: await listAuditLog(portal.merchantId, pageRequest(query), {
      actor: query.actor,
      action: query.action,
      target: query.target,
      created: createdRangeOf(query),
    }),
  })),
];
